import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PortalServer } from './harness.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory seeded with the demo data once per run; each journey file starts on a copy. */
    e2eTemplateDir: string;
    /** The port of one server on a copy of the template, shared by the journeys that only read. */
    e2eSharedPort: number;
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
  const shared = await new PortalServer().start({}, { from: template });
  project.provide('e2eSharedPort', shared.port);
  return async () => {
    await shared.stop();
    rmSync(holder, { recursive: true, force: true });
  };
}
