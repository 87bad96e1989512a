import { describe, expect, it } from 'vitest';
import { linksOf, sourcesOf, statementsOf, usedModules, type ModuleLinks } from './signed-in-chunk';

/** A module graph from sources: ids are the specifiers ('./a' is module 'a'). */
function graph(files: Record<string, string>, byDeclaration: string[] = []) {
  const links = new Map<string, ModuleLinks>();
  for (const [id, code] of Object.entries(files)) {
    const body = statementsOf(code, `${id}.js`)!;
    expect(sourcesOf(body).every((s) => s.replace('./', '') in files), id).toBe(true);
    links.set(id, linksOf(body, (source) => source.replace('./', ''), byDeclaration.includes(id)));
  }
  return (roots: string[]) => [...usedModules(roots, (id) => links.get(id))].sort();
}

describe('the modules the signed-in roots use', () => {
  const used = graph({
    app: "import { Button } from './barrel'; import { helper } from './util'; export default () => [Button, helper()];",
    barrel: "export { default as Button } from './button'; export { default as Table } from './table'; export * from './more';",
    button: "import { colour } from './theme'; export default () => colour;",
    table: "import { heavy } from './heavy'; export default () => heavy;",
    more: "export const Form = 1;",
    theme: 'export const colour = 1;',
    heavy: 'export const heavy = 1;',
    util: "import { unused } from './heavy'; export const helper = () => 1;",
    contract: "import { z } from './zod'; import { path } from './paths'; export const ZRow = build(z); export const table = { path };",
    paths: 'export const path = 1;',
    zod: 'export const z = 1;',
    page: "import { table } from './contract'; export default table;",
  }, ['contract']);

  it('follows a name through a re-export, not the barrel\'s other names', () => {
    expect(used(['app'])).toEqual(['app', 'barrel', 'button', 'theme', 'util']);
  });

  it('follows `export *` for the names asked of it', () => {
    expect(used(['barrel'])).toEqual(['barrel', 'button', 'heavy', 'more', 'table', 'theme']);
  });

  it('leaves out an import none of whose bindings the code uses', () => {
    expect(used(['util'])).not.toContain('heavy');
  });

  it('reads a module without effects by declaration: the table needs its paths, not zod', () => {
    expect(used(['page'])).toEqual(['contract', 'page', 'paths']);
  });
});
