import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH, PortalServer } from './harness.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory seeded with the demo data once per run; each journey file starts on a copy. */
    e2eTemplateDir: string;
    /** The port of one server on a copy of the template, shared by the journeys that only read. */
    e2eSharedPort: number;
    /** The run's Chromium, which every journey file connects to (harness.ts launchBrowser). */
    e2eBrowserEndpoint: string;
  }
}

/**
 * Seeding the demo catalogue, labour times, special tools and manuals takes a server 30–60 s on a
 * busy 2-core machine; doing it once and copying the stopped server's data directory makes every
 * later journey file start in a few seconds.
 */
export default async function setup(project: TestProject) {
  const holder = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-template-'));
  const template = path.join(holder, 'data');
  const server = new PortalServer();
  await server.start({}, { dataDir: template, timeoutMs: 240_000 });
  await server.stop({ keepData: true });
  project.provide('e2eTemplateDir', template);
  const [shared, browser] = await Promise.all([new PortalServer().start({}, { from: template }), chromium.launchServer(CHROMIUM_LAUNCH)]);
  project.provide('e2eSharedPort', shared.port);
  project.provide('e2eBrowserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await shared.stop();
    rmSync(holder, { recursive: true, force: true });
  };
}
