import { defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ERRORS } from '../contract/src/errors';
import { systemEndpoints } from '../contract/src/system/endpoints';
import { contractForWebPlugin } from './build/contract-for-web';
import { signedInChunk } from './build/signed-in-chunk';

const api = 'http://127.0.0.1:8080';
const root = fileURLToPath(new URL('.', import.meta.url));

/** Text files worth compressing; smaller ones gain less than a header costs. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, at the highest levels:
 * the server sends the one the browser accepts as it is (server/src/platform/web-static.ts), so
 * the cost is paid once here instead of on every request.
 */
function precompress(): Plugin {
  let config: ResolvedConfig;
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      // a failed build wrote nothing: its own error is the one to report
      if (!fs.existsSync(outDir)) return;
      const files = walk(outDir).filter((f) => COMPRESSIBLE.test(f) && fs.statSync(f).size >= MIN_BYTES);
      await Promise.all(files.map(async (file) => {
        const source = await fs.promises.readFile(file);
        const [br, gz] = await Promise.all([
          brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
          gzip(source, { level: 9 }),
        ]);
        // a stale one from an earlier build would be sent for the new file
        for (const [ext, bytes] of [['.br', br], ['.gz', gz]] as const) {
          if (bytes.length < source.length) await fs.promises.writeFile(file + ext, bytes);
          else await fs.promises.rm(file + ext, { force: true });
        }
      }));
    },
  };
}

/**
 * The files index.html names from public/ (the zod switch that must run before any chunk, the
 * favicon) get a content-hashed copy in assets/, so that browsers keep them like every other
 * asset instead of asking for them on each load. public/ still holds them for the dev server.
 */
function hashPublicFiles(names: string[]): Plugin {
  const hashed = new Map<string, string>();
  return {
    name: 'portal:hash-public-files',
    apply: 'build',
    buildStart() {
      for (const name of names) {
        const source = fs.readFileSync(path.join(root, 'public', name));
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const { name: stem, ext } = path.parse(name);
        const fileName = `assets/${stem}-${hash}${ext}`;
        this.emitFile({ type: 'asset', fileName, source });
        hashed.set(name, fileName);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        let out = html;
        for (const [name, fileName] of hashed) {
          const ref = new RegExp(`(["'])(?:\\./|/)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`, 'g');
          if (!ref.test(out)) throw new Error(`index.html does not name ${name}`);
          out = out.replace(ref, `$1./${fileName}$1`);
        }
        return out;
      },
    },
  };
}

/**
 * Writes each `ERRORS.<NAME>.code` of the web's own code as its number. The web only compares
 * codes (the server sends the message, in the user's language), and the catalogue holds every
 * message in six languages: referenced by nothing else, it is left out of the first page.
 */
function inlineErrorCodes(): Plugin {
  const codes = ERRORS as Record<string, { code: number }>;
  return {
    name: 'portal:inline-error-codes',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]web[\\/]src[\\/].*\.tsx?$/, code: 'ERRORS.' },
      handler(code) {
        return code.replace(/\bERRORS\.([A-Z0-9_]+)\.code\b/g, (_whole, name: string) => {
          if (!(name in codes)) this.error(`ERRORS.${name} is not in the catalogue`);
          return String(codes[name].code);
        });
      },
    },
  };
}

/**
 * Asks for the public config as soon as index.html is read, in parallel with the scripts: the
 * first render waits for it (it picks the language), and the scripts would ask only once run.
 */
function preloadPublicConfig(): Plugin {
  return {
    name: 'portal:preload-public-config',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'preload', href: systemEndpoints.publicConfig.path, as: 'fetch', crossorigin: 'anonymous' }, injectTo: 'head-prepend' },
    ],
  };
}

// what the first page after Log in needs: the app and the home page with the header's lazy parts
const signedIn = signedInChunk(root, [
  'src/boot/signed-in.tsx',
  'src/features/home/home-page.tsx',
  'src/app/tabs/tab-bar.tsx',
  'src/app/header-controls.tsx',
  'src/app/user-menu.tsx',
  'src/app/main-nav.tsx',
], (id) => /[\\/]contract[\\/]src[\\/]/.test(id));

export default defineConfig({
  root,
  base: './',
  plugins: [react(), inlineErrorCodes(), contractForWebPlugin(), signedIn.plugin, preloadPublicConfig(), hashPublicFiles(['zod-jitless.js', 'favicon.svg']), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // a language's texts are named after it (en-US-….js, en-US-users-….js), not after their file (app.ts, users.json)
        chunkFileNames: (chunk) => {
          const texts = /locales[\\/]([^\\/]+)[\\/](app|users)\.(?:ts|json)$/.exec(chunk.facadeModuleId ?? '');
          return texts ? `assets/${texts[1]}${texts[2] === 'app' ? '' : `-${texts[2]}`}-[hash].js` : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          groups: [
            // React and its router change less often than the portal: their chunk stays cached across releases
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 4 },
            // Every library the login page needs, in one file: split by the libraries' own module graph
            // it was some thirty files of a kilobyte or two, each a round trip before the page could show
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 3 },
            signedIn.group,
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/rest': api,
      '/healthz': api,
      '/docs': api,
    },
  },
});
