import { parseSync, type Plugin } from 'vite';

/*
 * The contract as the web needs it. Its modules build zod schemas when they are imported, and
 * zod's constructors are not marked free of side effects, so a bundler keeps every schema of every
 * contract module the web touches, and the whole zod runtime (~90 kB, 23 kB compressed) with
 * them: a page that only needs an endpoint's path or a limit's number got it all. For the web build:
 *
 *   - an endpoint keeps its method and path, which the web calls it by (src/api/api.ts), and loses
 *     the rest: its schemas (params, query, body, response…), its line of the API document, what
 *     the server does around it (access, operation log, limits);
 *   - each constant built by calls (`export const ZX = z.object(…)`) is built in an IIFE marked
 *     `/*@__PURE__*\/`, so one nobody uses is dropped whole (marking the calls themselves would
 *     leave their arguments behind), and zod goes with the last of them.
 *
 * Types still come from the source; the forms that check with a schema import it and get zod then.
 */

/** What the web reads of an endpoint (src/api/api.ts); the rest is the server's and the API document's. */
const KEPT = new Set(['method', 'path']);

export type AstNode = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is AstNode => typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration', 'ClassBody']);

/** Visits a node and its children; `enter` answers false to skip a node's children. */
function visit(node: unknown, enter: (node: AstNode) => boolean | void): void {
  if (Array.isArray(node)) for (const child of node) visit(child, enter);
  else if (isNode(node) && enter(node) !== false) {
    for (const value of Object.values(node)) if (typeof value === 'object') visit(value, enter);
  }
}

const keyOf = (prop: AstNode) => {
  const key = prop.key as AstNode & { name?: string };
  return prop.type === 'Property' && !prop.computed && key?.type === 'Identifier' ? key.name : undefined;
};

/** The module's source for the web: see above. Answers the code unchanged when there is nothing to do. */
export function contractForWeb(code: string, id: string): string {
  const program = parseSync(id, code).program as unknown as AstNode;
  const cuts: AstNode[] = [];
  const insertions: { at: number; text: string }[] = [];

  visit(program, (node) => {
    if (node.type !== 'ObjectExpression') return;
    const props = node.properties as AstNode[];
    const keys = new Set(props.map(keyOf));
    if (!keys.has('method') || !keys.has('path')) return;
    const dropped = props.map((prop) => !KEPT.has(keyOf(prop) ?? ''));
    props.forEach((prop, i) => {
      if (!dropped[i]) return;
      // the property with the comma before it; the first one with the comma after it
      if (i === 0) cuts.push({ ...prop, end: props[1].start });
      else cuts.push({ ...prop, start: i === 1 && dropped[0] ? prop.start : props[i - 1].end });
    });
  });

  for (const statement of program.body as AstNode[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as AstNode[]) {
      const init = declarator.init as AstNode | null;
      if (!init) continue;
      // does it call anything when the module is imported (not in a function's body, run when called)?
      let calls = false;
      visit(init, (node) => {
        if (FUNCTIONS.has(node.type)) return false;
        if (node.type === 'CallExpression' || node.type === 'NewExpression') calls = true;
      });
      // a pure-marked IIFE: dropped whole when the constant is unused, run as before when it is
      if (calls) insertions.push({ at: init.start, text: '/*@__PURE__*/ (() => (' }, { at: init.end, text: '))()' });
    }
  }
  if (!cuts.length && !insertions.length) return code;

  const edits = [
    ...cuts.filter((c) => !cuts.some((o) => o !== c && c.start >= o.start && c.end <= o.end)).map((c) => ({ start: c.start, end: c.end, text: '\n'.repeat(code.slice(c.start, c.end).split('\n').length - 1) })),
    ...insertions.map((i) => ({ start: i.at, end: i.at, text: i.text })),
  ].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const edit of edits) {
    out += code.slice(at, edit.start) + edit.text;
    at = Math.max(at, edit.end);
  }
  return out + code.slice(at);
}

export function contractForWebPlugin(): Plugin {
  return {
    name: 'portal:contract-for-web',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]contract[\\/]src[\\/].+\.ts$/ },
      handler(code, id) {
        const out = contractForWeb(code, id);
        // the line breaks stay where they were, so the old line numbers still hold
        return out === code ? null : { code: out, map: null };
      },
    },
  };
}
