import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../platform/db.js';
import { PasswordCipher } from '../platform/security.js';
import { ensureBaseData } from '../seed/base.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated template database each test file copies. */
    pgTemplate: string;
    /** PGlite: a dump of the migrated data directory each test file loads. */
    pgliteTemplate: string;
  }
}

export function databaseUrlFor(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrates one template database per run, so each test file starts from a copy in under a second. */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `portal_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = databaseUrlFor(baseUrl, name);
    const database = await openDatabase({ url });
    await migrateDatabase(database, url);
    await ensureBaseData(database.db);
    await PasswordCipher.load(database.db);
    await database.close();
    project.provide('pgTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    };
  }
  const database = await openDatabase({});
  await migrateDatabase(database);
  await ensureBaseData(database.db);
  await PasswordCipher.load(database.db);
  const dump = await database.dump!();
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-tpl-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgTemplate', '');
  project.provide('pgliteTemplate', file);
  return async () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
