import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
let t=Date.now();
const db = await PGlite.create({ extensions: { pg_trgm } });
await db.exec('create extension if not exists pg_trgm; create table a(x text); insert into a values (\'hello\');');
console.log('create', Date.now()-t); t=Date.now();
const c = await db.clone();
console.log('clone', Date.now()-t, (await c.query('select x, similarity(x, \'helo\') s from a')).rows);
