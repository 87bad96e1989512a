import { getPublicKey } from '../api/crypto';

/*
 * The signed-in app (the shell, antd, TanStack Query, the home page) is one chunk apart from the
 * login page's (vite.config.ts, `signedInChunk`). The login page fetches it at idle priority once
 * drawn, runs it as soon as someone starts filling in the form, and the page after Log in finds
 * it ready (decision 030).
 */

let signedIn: Promise<typeof import('./signed-in')> | undefined;

/** The signed-in app with all its texts, loaded once. */
export function loadSignedIn(): Promise<typeof import('./signed-in')> {
  signedIn ??= import('./signed-in')
    .then(async (app) => {
      await app.loadAppTexts();
      return app;
    })
    .catch((error: unknown) => {
      signedIn = undefined;
      throw error;
    });
  return signedIn;
}

let prefetched = false;

/**
 * Puts the signed-in app's files in the HTTP cache without running them: `<link rel=prefetch>`
 * is fetched at the lowest priority, after what the page itself needs. The build lists the files
 * in index.html (`<meta name="portal-prefetch">`).
 */
export function prefetchSignedIn(): void {
  if (prefetched) return;
  prefetched = true;
  const files = document.querySelector<HTMLMetaElement>('meta[name="portal-prefetch"]')?.content.split(/\s+/).filter(Boolean) ?? [];
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    // module scripts are fetched in CORS mode: the same mode lets the later import use this copy
    link.crossOrigin = '';
    document.head.appendChild(link);
  }
}

/** Someone is filling in the login form: get what Log in will need now (the app, the key). */
export function warmUp(): void {
  loadSignedIn().catch(() => undefined);
  getPublicKey().catch(() => undefined);
}
