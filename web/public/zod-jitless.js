/*
 * Runs before the app's modules: zod (v4) probes whether it may compile parsers with
 * `new Function` when its first object schema is built, and the portal's Content-Security-Policy
 * (no 'unsafe-eval') reports that probe as a violation. Under `jitless` it never probes. This has
 * to be set before any chunk builds a schema, which an import inside the bundle cannot promise.
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
