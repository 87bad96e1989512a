/*
 * The server's module layers (decision 029), the one table the lint rule and docs/architecture.md
 * follow. A module may import the platform, the contract, its own files, and the public face
 * (`modules/<m>/index.ts`) of a module in a lower layer, or of an earlier module in its own layer
 * (the order below breaks cycles). The platform imports no module; no production file imports the
 * seed or the test helpers.
 */
export const LAYERS = [
  ['translations', 'users', 'auth', 'system', 'access', 'groups'],
  ['files', 'outbox', 'refdata', 'dictionaries'],
  ['catalogue', 'labour-times', 'special-tools'],
  ['manuals'],
  ['notifications', 'favorites', 'cases', 'feedback', 'orders', 'inquiry', 'bulletins', 'downloads', 'home', 'vip', 'logs', 'performance'],
];

/** Layer index and position of each module. */
export const RANK = new Map(LAYERS.flatMap((layer, l) => layer.map((m, i) => [m, { layer: l, order: i }])));

/**
 * Why `from` (a repo-relative file) may not import `to` (a repo-relative file), or null when it
 * may. Only files under server/src are judged.
 */
export function layerViolation(from, to) {
  if (!from.startsWith('server/src/') || !to.startsWith('server/src/')) return null;
  const isTest = /\.test\.ts$|\/test\//.test(from) || from.includes('/bench/');
  const part = (file) => {
    const m = /^server\/src\/(modules\/([^/]+)\/|([^/]+)\/)?(.*)$/.exec(file);
    if (m[2]) return { kind: 'module', name: m[2], rest: m[4] };
    return { kind: m[3] ?? 'root', name: m[3] ?? '', rest: m[4] };
  };
  const a = part(from);
  const b = part(to);
  if (isTest) return null;
  if (b.kind === 'seed' && a.kind !== 'seed' && a.kind !== 'root') return 'only main.ts and the seed read the seed';
  if (b.kind === 'test') return 'production code does not import the test helpers';
  if (a.kind === 'platform' && b.kind === 'module') return `the platform reads no module (imports ${b.name})`;
  if (a.kind !== 'module' || b.kind !== 'module' || a.name === b.name) return null;
  if (b.rest !== 'index.ts' && b.rest !== 'index.js') return `reach ${b.name} through its public face (modules/${b.name}/index.ts), not ${b.rest}`;
  const ra = RANK.get(a.name);
  const rb = RANK.get(b.name);
  if (!ra) return `module ${a.name} is not in the layer table (scripts/lint/layers.mjs)`;
  if (!rb) return `module ${b.name} is not in the layer table (scripts/lint/layers.mjs)`;
  if (rb.layer > ra.layer || (rb.layer === ra.layer && rb.order > ra.order)) {
    return `${a.name} (layer ${ra.layer + 1}) may not depend on ${b.name} (layer ${rb.layer + 1}${rb.layer === ra.layer ? ', later in the same layer' : ''}): compose above, or move the code down`;
  }
  return null;
}
