/**
 * Accessibility checks in the journeys: axe-core, injected into the page as the browser would
 * run it, on the rules of WCAG 2.1 A and AA. The journeys fail on critical and serious findings;
 * moderate and minor ones are reported, not failed.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  /** Selectors of the offending nodes (the first few), to find them in the page. */
  nodes: string[];
  /** How many nodes offend. */
  count: number;
  /** axe's explanation for the first node (e.g. the colours and ratio found), to know what to fix. */
  why?: string;
}

/** Runs axe-core on the page as it is now; `exclude` leaves out selectors a third party owns. */
export async function axeFindings(page: Page, exclude: string[] = []): Promise<AxeFinding[]> {
  // evaluated rather than added as a <script>: the portal's Content-Security-Policy forbids inline scripts
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (excluded) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: AxeFinding['impact']; help: string; nodes: { target: unknown[]; failureSummary?: string; html: string }[] }[] }> } }).axe;
    const context = excluded.length ? { exclude: excluded.map((s) => [s]) } : document;
    const result = await axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' ')), count: v.nodes.length, why: v.nodes[0] && `${v.nodes[0].html.slice(0, 160)} — ${v.nodes[0].failureSummary ?? ''}` }));
  }, exclude);
}

/** The critical and serious findings, one line each, for an assertion message. */
export function blocking(findings: AxeFinding[]): string[] {
  return findings
    .filter((f) => f.impact === 'critical' || f.impact === 'serious')
    .map((f) => `${f.impact} ${f.id} (${f.help}): ${f.nodes.join(' | ')}`);
}
