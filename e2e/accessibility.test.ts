/**
 * Accessibility (issue 20 §19): axe-core (WCAG 2.1 A/AA) on the ten main screens — the login
 * page; as the demo dealer home, the struct view of a VIN, a part, a manual, the inquiry list and
 * one inquiry, the cart, the bulletins; as the administrator user management — in English and in
 * Chinese (contrast and names depend on the text), on a desktop (1440×900) and a phone (390×844).
 * No screen may have a critical or serious finding. The counts per screen and impact go to
 * test-results/accessibility.md (and .json) for the report.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { goto, journey, journeyEnvironment, pane, RESULTS_DIR, settled, snap, storedToken, visible } from './harness';
import { axeFindings, blocking, type AxeFinding } from './a11y';
import { enter, LANGS, objectsOf, open, PHONE, tagOf, visitsOf, type Visit } from './tour';

const env = journeyEnvironment({ shared: true });
const DESKTOP = { width: 1440, height: 900 };
const SIZES = [['desktop', DESKTOP], ['phone', PHONE]] as const;
/** The dealer's screens of the ten, by their names in the shared tour. */
const DEALER_SCREENS = ['home', 'struct', 'part-detail', 'manual-view', 'inquiry-list', 'inquiry-detail', 'cart', 'bulletins'];
const USERS: Visit = { name: 'users', route: '/user_control', ready: (v) => v.locator('.user-control-list tr.ant-table-row') };

/** Findings per run (size-language) and screen, rewritten after each screen so a failing run still leaves its figures. */
const results: Record<string, Record<string, AxeFinding[]>> = {};
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;

function summary(): string {
  const lines = ['# axe-core findings per screen (WCAG 2.1 A/AA)', '', 'rules / nodes per impact', '',
    `| run | screen | ${IMPACTS.join(' | ')} | blocking rules |`, `| --- | --- | ${IMPACTS.map(() => '---').join(' | ')} | --- |`];
  for (const [run, screens] of Object.entries(results)) {
    for (const [screen, findings] of Object.entries(screens)) {
      const cells = IMPACTS.map((impact) => {
        const of = findings.filter((f) => f.impact === impact);
        return `${of.length} / ${of.reduce((n, f) => n + f.count, 0)}`;
      });
      const rules = findings.filter((f) => f.impact === 'critical' || f.impact === 'serious').map((f) => f.id).join(', ');
      lines.push(`| ${run} | ${screen} | ${cells.join(' | ')} | ${rules} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function record(run: string, screen: string, findings: AxeFinding[]) {
  (results[run] ??= {})[screen] = findings;
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, 'accessibility.json'), JSON.stringify(results, null, 2));
  writeFileSync(path.join(RESULTS_DIR, 'accessibility.md'), summary());
}

describe('accessibility of the main screens (issue 20 §19)', () => {
  for (const [size, viewport] of SIZES) {
    for (const lang of LANGS) {
      const run = `${size}-${tagOf(lang)}`;
      it(`no critical or serious axe finding on the ten main screens (${size}, ${lang})`, async () => {
        const failing: Record<string, string[]> = {};
        /** Runs axe on the screen as it is, records it, keeps a screenshot and what blocks. */
        const check = async (page: Page, screen: string) => {
          const findings = await axeFindings(page);
          record(run, screen, findings);
          await snap(page, `a11y-${run}-${screen}`);
          const lines = blocking(findings);
          if (lines.length) failing[screen] = lines;
        };

        await journey(env.browser, env.server, `a11y-${run}-login`, async ({ page }) => {
          if (lang === 'zh-CN') await page.goto('/?language=zh_CN#/login');
          else await goto(page, '/login');
          await visible(page.locator('#login_username'));
          await page.waitForFunction((l) => document.documentElement.lang === l, lang);
          await settled(page).catch(() => undefined);
          await check(page, 'login');
        }, { viewport, hasTouch: size === 'phone' });

        await journey(env.browser, env.server, `a11y-${run}-dealer`, async ({ page }) => {
          await enter(page, lang);
          const tour = visitsOf(await objectsOf(env.server, (await storedToken(page))!));
          for (const name of DEALER_SCREENS) {
            await open(page, tour.find((v) => v.name === name)!);
            await check(page, name);
          }
        }, { viewport, hasTouch: size === 'phone' });

        await journey(env.browser, env.server, `a11y-${run}-admin`, async ({ page }) => {
          await enter(page, lang, 'admin');
          await open(page, USERS);
          await visible(pane(page).locator('.user-control-list'));
          await check(page, 'users');
        }, { viewport, hasTouch: size === 'phone' });

        expect(failing, 'critical and serious axe findings per screen').toEqual({});
      }, 400_000);
    }
  }
});
