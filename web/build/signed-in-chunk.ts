import path from 'node:path';
import { parseSync, type Plugin, type Rolldown } from 'vite';

/*
 * The signed-in app in one chunk of its own (decision 030): every module the signed-in roots use
 * (the app with its shell, antd, TanStack Query, and what the first page after Log in shows: the
 * home page and the header's lazy parts), less those the login page (the entry) already loaded.
 * Left to rolldown's own splitting it was some eighty files, each a round trip after Log in.
 *
 * "Use" is followed by name through re-exports: `import { Button } from 'antd'` needs antd's
 * button, not the other sixty components `antd/es/index.js` re-exports (nor every icon of
 * `@ant-design/icons`, nor every schema of `@portal/contract`), so the chunk holds what the
 * roots need and nothing the lazy pages alone need.
 *
 * index.html names the chunk in `<meta name="portal-prefetch">`: the login page prefetches it at
 * idle priority (src/boot/load.ts), so Log in finds it in the cache.
 */

type Node = { type: string; [key: string]: unknown };
type Names = Set<string> | 'all';

export interface ModuleLinks {
  /** Imports the module's own code uses: the names it takes, 'all' for a namespace or what cannot be told. */
  imports: { id: string; names: Names }[];
  /** `export { a as b } from 'x'`: b → x's a ('all' for `export * as b`). */
  reexports: Map<string, { id: string; name: string | 'all' }>;
  /** `export * from 'x'`. */
  stars: string[];
  /** Names the module itself declares and exports. */
  own: Set<string>;
  /**
   * For a module read declaration by declaration (the contract's: importing it has no effects, see
   * contract-for-web.ts), what each export needs: an endpoint table needs no schema, a limit no zod.
   */
  byDeclaration?: {
    /** Exported name → local name. */
    exports: Map<string, string>;
    /** Local name → the identifiers its declaration refers to. */
    refs: Map<string, Set<string>>;
    /** Imported bindings: local name → where from. */
    bindings: Map<string, { id: string; name: string | 'all' }>;
  };
}

const nameOf = (node: unknown) => {
  const n = node as { type: string; name?: string; value?: string };
  return n.type === 'Identifier' ? n.name! : String(n.value);
};

/** A module's top-level statements (JS after the transforms), or undefined when it cannot be read. */
export function statementsOf(code: string, file: string): Node[] | undefined {
  try {
    return (parseSync(file.replace(/\?.*$/, ''), code, { lang: 'js' }).program as unknown as { body: Node[] }).body;
  } catch {
    return undefined;
  }
}

const sourceOf = (statement: Node) => (statement.source as { value?: string } | null | undefined)?.value;

/** The sources a module's import and export statements name. */
export const sourcesOf = (body: Node[]) => [...new Set(body.map(sourceOf).filter((s): s is string => s !== undefined))];

/** The identifiers a piece of syntax refers to (a name bound inside it too: more is safe), not the names of properties. */
function identifiersIn(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const child of node) identifiersIn(child, into);
  else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    const n = node as Node;
    if (n.type === 'Identifier') into.add(String(n.name));
    else if ((n.type === 'Property' || n.type === 'MethodDefinition' || n.type === 'PropertyDefinition') && !n.computed) identifiersIn(n.value, into);
    else if (n.type === 'MemberExpression' && !n.computed) identifiersIn(n.object, into);
    else for (const value of Object.values(n)) if (typeof value === 'object') identifiersIn(value, into);
  }
  return into;
}

/**
 * The import and export links of a module's statements; `resolve` maps a source to a module id.
 * `byDeclaration`: the module has no effects when imported, so its imports count per export.
 */
export function linksOf(body: Node[], resolve: (source: string) => string | undefined, byDeclaration = false): ModuleLinks {
  const links: ModuleLinks = { imports: [], reexports: new Map(), stars: [], own: new Set() };
  const declarations = { exports: new Map<string, string>(), refs: new Map<string, Set<string>>(), bindings: new Map<string, { id: string; name: string | 'all' }>() };
  // the names the code refers to: an import none of whose bindings is used is not a use
  const referenced = identifiersIn(body.filter((s) => s.type !== 'ImportDeclaration'));
  const declare = (declaration: Node | null | undefined, exported: boolean) => {
    if (!declaration) return;
    const names: string[] = [];
    if (declaration.type === 'VariableDeclaration') {
      for (const d of declaration.declarations as Node[]) {
        if ((d.id as Node).type !== 'Identifier') continue;
        names.push(nameOf(d.id));
        declarations.refs.set(nameOf(d.id), identifiersIn(d.init));
      }
    } else if (declaration.id) {
      names.push(nameOf(declaration.id));
      declarations.refs.set(nameOf(declaration.id), identifiersIn(declaration));
    }
    if (exported) for (const n of names) {
      links.own.add(n);
      declarations.exports.set(n, n);
    }
  };
  for (const statement of body) {
    const source = sourceOf(statement);
    const id = source === undefined ? undefined : resolve(source);
    if (statement.type === 'ImportDeclaration' && id) {
      const specifiers = statement.specifiers as Node[];
      for (const s of specifiers) {
        declarations.bindings.set(nameOf(s.local), { id, name: s.type === 'ImportNamespaceSpecifier' ? 'all' : s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported) });
      }
      const used = specifiers.filter((s) => referenced.has(nameOf(s.local)));
      if (byDeclaration && specifiers.length) continue;
      if (specifiers.length && !used.length) continue;
      const names: Names = used.some((s) => s.type === 'ImportNamespaceSpecifier')
        ? 'all'
        : new Set(used.map((s) => (s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported))));
      links.imports.push({ id, names });
    } else if (statement.type === 'ExportAllDeclaration' && id) {
      if (statement.exported) links.reexports.set(nameOf(statement.exported), { id, name: 'all' });
      else links.stars.push(id);
    } else if (statement.type === 'ExportNamedDeclaration') {
      const specifiers = statement.specifiers as Node[];
      if (id) for (const s of specifiers) links.reexports.set(nameOf(s.exported), { id, name: nameOf(s.local) });
      else {
        for (const s of specifiers) {
          links.own.add(nameOf(s.exported));
          declarations.exports.set(nameOf(s.exported), nameOf(s.local));
        }
        declare(statement.declaration as Node | null, true);
      }
    } else if (statement.type === 'ExportDefaultDeclaration') {
      const declaration = statement.declaration as Node;
      links.own.add('default');
      if (declaration.type === 'Identifier') declarations.exports.set('default', nameOf(declaration));
      else {
        declarations.exports.set('default', '*default*');
        declarations.refs.set('*default*', identifiersIn(declaration));
      }
    } else if (statement.type === 'VariableDeclaration' || statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') {
      declare(statement, false);
    } else if (byDeclaration && statement.type !== 'ImportDeclaration') {
      // a statement run when imported: whatever it refers to is needed (refs of the empty name)
      const always = declarations.refs.get('') ?? new Set<string>();
      declarations.refs.set('', identifiersIn(statement, always));
    }
  }
  if (byDeclaration) links.byDeclaration = declarations;
  return links;
}

/** The modules `roots` use, followed by name through re-exports (see above). */
export function usedModules(roots: string[], linksFor: (id: string) => ModuleLinks | undefined): Set<string> {
  const used = new Set<string>();
  const asked = new Map<string, Set<string> | 'all'>();
  const provides = (id: string, name: string, seen = new Set<string>()): boolean => {
    if (seen.has(id)) return false;
    seen.add(id);
    const links = linksFor(id);
    if (!links) return true; // cannot tell (CommonJS): assume it does
    return links.own.has(name) || links.reexports.has(name) || links.stars.some((s) => provides(s, name, seen));
  };
  const needed = new Map<string, Set<string>>();
  /** The locals of a module read by declaration that `names` need, and the imports those use. */
  const need = (id: string, d: NonNullable<ModuleLinks['byDeclaration']>, locals: string[]) => {
    const seen = needed.get(id) ?? new Set<string>();
    needed.set(id, seen);
    const work = [...locals];
    while (work.length) {
      const local = work.pop()!;
      if (seen.has(local)) continue;
      seen.add(local);
      const binding = d.bindings.get(local);
      if (binding) stack.push({ id: binding.id, names: binding.name === 'all' ? 'all' : new Set([binding.name]) });
      for (const ref of d.refs.get(local) ?? []) if (d.refs.has(ref) || d.bindings.has(ref)) work.push(ref);
    }
  };
  const stack: { id: string; names: Names }[] = roots.map((id) => ({ id, names: 'all' }));
  while (stack.length) {
    const { id, names } = stack.pop()!;
    const links = linksFor(id);
    if (!used.has(id)) {
      used.add(id);
      for (const dep of links?.imports ?? []) stack.push(dep);
      if (links?.byDeclaration) need(id, links.byDeclaration, ['']);
    }
    if (!links) continue;
    const d = links.byDeclaration;
    if (d) need(id, d, names === 'all' ? [...d.exports.values()] : [...names].map((n) => d.exports.get(n)).filter((l): l is string => !!l));
    // the re-exports asked for, each once
    const before = asked.get(id) ?? new Set<string>();
    if (before === 'all') continue;
    const wanted = names === 'all' ? 'all' : [...names].filter((n) => !before.has(n));
    asked.set(id, names === 'all' ? 'all' : new Set([...before, ...names]));
    if (wanted === 'all') {
      for (const target of links.reexports.values()) stack.push({ id: target.id, names: target.name === 'all' ? 'all' : new Set([target.name]) });
      for (const star of links.stars) stack.push({ id: star, names: 'all' });
      continue;
    }
    for (const name of wanted) {
      const target = links.reexports.get(name);
      if (target) stack.push({ id: target.id, names: target.name === 'all' ? 'all' : new Set([target.name]) });
      else if (!links.own.has(name)) for (const star of links.stars) if (provides(star, name)) stack.push({ id: star, names: new Set([name]) });
    }
  }
  return used;
}

/**
 * `roots`: the signed-in app's modules, relative to `root`. `byDeclaration`: the modules whose
 * imports count per export (without effects when imported).
 */
export function signedInChunk(root: string, roots: string[], byDeclaration: (id: string) => boolean, name = 'signed-in'): { plugin: Plugin; group: Rolldown.CodeSplittingGroup } {
  const modules = new Map<string, { code: string | null; importedIds: readonly string[] }>();
  const links = new Map<string, ModuleLinks | undefined>();
  const entries: string[] = [];
  let members: Set<string> | undefined;

  const group: Rolldown.CodeSplittingGroup = {
    name,
    test: (id) => members!.has(id),
    // the members hold their imports already, but for the login page's: those stay where they are
    includeDependenciesRecursively: false,
    priority: 2,
  };

  const plugin: Plugin = {
    name: 'portal:signed-in-chunk',
    apply: 'build',
    moduleParsed(info) {
      modules.set(info.id, { code: info.code, importedIds: info.importedIds });
      if (info.isEntry) entries.push(info.id);
    },
    async buildEnd(error) {
      if (error) return;
      // each module's links, its sources resolved as rolldown resolves them
      await Promise.all([...modules].map(async ([id, m]) => {
        const body = m.code ? statementsOf(m.code, id) : undefined;
        if (!body) {
          links.set(id, { imports: m.importedIds.map((dep) => ({ id: dep, names: 'all' as const })), reexports: new Map(), stars: [], own: new Set() });
          return;
        }
        const resolved = new Map<string, string>();
        await Promise.all(sourcesOf(body).map(async (source) => {
          const r = await this.resolve(source, id);
          if (r && !r.external) resolved.set(source, r.id);
        }));
        const l = linksOf(body, (source) => resolved.get(source), byDeclaration(id));
        // what the statements do not show (require(), helpers injected by the build) is used whole
        const seen = new Set(resolved.values());
        for (const dep of m.importedIds) if (!seen.has(dep)) l.imports.push({ id: dep, names: 'all' });
        links.set(id, l);
      }));
      const ids = roots.map((r) => path.join(root, r));
      for (const id of ids) if (!modules.has(id)) this.error(`signedInChunk: ${id} is not in the module graph`);
      const linksFor = (id: string) => links.get(id);
      const first = usedModules(entries, linksFor);
      members = new Set([...usedModules(ids, linksFor)].filter((id) => !first.has(id)));
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const chunk = chunks.find((c) => c.name === name);
        if (!chunk) throw new Error(`signedInChunk: no ${name} chunk in the bundle`);
        const first = new Set<string>();
        const mark = (file: string) => {
          if (first.has(file)) return;
          first.add(file);
          for (const dep of chunks.find((c) => c.fileName === file)?.imports ?? []) mark(dep);
        };
        for (const c of chunks) if (c.isEntry) mark(c.fileName);
        // a module both need counted as the app's alone: the login page would load the whole app
        if (first.has(chunk.fileName)) throw new Error(`signedInChunk: the entry imports the ${name} chunk`);
        const files = [chunk.fileName, ...chunk.imports].filter((f) => !first.has(f));
        const css = files.flatMap((f) => [...(chunks.find((c) => c.fileName === f)?.viteMetadata?.importedCss ?? [])]);
        return [{ tag: 'meta', attrs: { name: 'portal-prefetch', content: [...files, ...css].map((f) => `./${f}`).join(' ') }, injectTo: 'head' }];
      },
    },
  };
  return { plugin, group };
}
