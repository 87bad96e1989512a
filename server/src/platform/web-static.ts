import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Files Vite names by their content hash: a new build gives new names, so a copy never goes stale. */
export const HASHED_DIR = 'assets';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the favicon): kept, but asked again (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built web app (issue 20 §18). The build writes `.br` and `.gz` beside each text file
 * (web/vite.config.ts); the one the browser accepts is sent as is, so nothing is compressed per
 * request. Hashed assets are cached for a year without asking again; the entry page is revalidated
 * so a new release is picked up on the next load.
 */
export async function serveWebApp(app: FastifyInstance, root: string): Promise<void> {
  const hashed = path.join(path.resolve(root), HASHED_DIR) + path.sep;
  await app.register(fastifyStatic, {
    root,
    // answered by the route below: with preCompressed, this version 404s `/` for a browser that accepts br or gzip
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', path.resolve(file).startsWith(hashed) ? IMMUTABLE : REVALIDATE);
    },
  });
  app.get('/', { schema: { hide: true }, config: { permission: 'public' } }, (_req, reply) => reply.sendFile('index.html'));
}
