import path from 'node:path';
import { layerViolation } from './layers.mjs';

/*
 * The project's own lint rules (an oxlint JS plugin):
 * - `portal/layers`: the module layers of scripts/lint/layers.mjs.
 * - `portal/no-rest-literal`: a `/rest/…` path is written only in the endpoint tables
 *   (contract/src/<domain>/endpoints.ts); everyone else calls through them.
 */
const root = path.resolve(import.meta.dirname, '../..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

const layers = {
  meta: { type: 'problem' },
  create(context) {
    const from = rel(context.filename);
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = rel(path.resolve(path.dirname(context.filename), source.value)).replace(/\.js$/, '.ts');
      const why = layerViolation(from, target);
      if (why) context.report({ node: source, message: why });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

// A path being built: a string that starts with it, or a template part that continues a base URL
// with it (`${base}/rest/…`). Text that names an endpoint ("GET /rest/…" in a label) is not a call.
const REST = /^\/rest\//;
const noRestLiteral = {
  meta: { type: 'problem' },
  create(context) {
    const report = (node) => context.report({ node, message: 'a /rest/ path is declared once, in contract/src/<domain>/endpoints.ts: call through the endpoint table (api(), mount(), routeOf(), pathOf())' });
    return {
      Literal: (node) => { if (typeof node.value === 'string' && REST.test(node.value)) report(node); },
      TemplateLiteral: (node) => { if (node.quasis.some((q) => REST.test(q.value?.cooked ?? ''))) report(node); },
    };
  },
};

export default { meta: { name: 'portal' }, rules: { layers, 'no-rest-literal': noRestLiteral } };
