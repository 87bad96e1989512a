/**
 * Bulletins (issue 12 §1): the administrator's recall with a picture, attachments, a group, a
 * production-date range and affected part codes (the dealer's demo favourites) in the modify form,
 * its preview (notice_preview, the section from the route), published through the approval levels
 * from notice_area, then notice_detail with the picture and the downloadable attachments; the dealer
 * owning those favourites gets the recall alert. The form and pages in Chinese too. Screenshots
 * docs/screenshots/bulletins-*.png.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, api, expectRoute, hidden, goto, journey, login, settled, storedToken, submitLogin, until, journeyEnvironment, visible, png, screenshotKeeper, pane } from './harness';
import { WEB } from './strings';
import { bulletinsEndpoints, favoritesEndpoints, groupsEndpoints, pathOf, routeOf, filesEndpoints } from '@portal/contract';

const keep = screenshotKeeper('bulletins-');
const env = journeyEnvironment();
const day = 86_400_000;

/** A real PNG banner (a 480x200 gradient): the recall's picture. */
const banner = () => png(480, 200, (x, y) => [200 + (x * 55) / 480, 60 + (y * 80) / 200, 40]);

type Envelope<T> = { success: boolean; data: T; message?: string };
async function send<T>(method: string, pathname: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(`${env.server.url}${pathname}`, { method, headers: { token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as Envelope<T>;
  if (!json.success) throw new Error(`${method} ${pathname}: ${JSON.stringify(json)}`);
  return json.data;
}
async function upload(token: string, softType: string, fileName: string, bytes: Buffer): Promise<{ id: string }> {
  const form = new FormData();
  form.append('softType', softType);
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const res = await fetch(`${env.server.url}${pathOf(filesEndpoints.upload)}?softType=${softType}`, { method: 'POST', headers: { token }, body: form });
  const json = (await res.json()) as Envelope<{ id: string }>;
  if (!json.success) throw new Error(`upload ${fileName}: ${JSON.stringify(json)}`);
  return json.data;
}

/** A recall as the administrator saves it (the API the form calls), with everything the form shows. */
async function recall(token: string, theme: string, partCodes: string[], groupId: string): Promise<string> {
  const picture = await upload(token, 'BulletinPicture', 'brake-recall.png', banner());
  const scope = await upload(token, 'default', 'affected-vins.json', Buffer.from(JSON.stringify({ vins: ['LUMS2PHD3PH000001', 'LUMS2PHD3PH000099'] })));
  const guide = await upload(token, 'default', 'repair-guide.json', Buffer.from(JSON.stringify({ steps: ['Replace the brake hose', 'Bleed the system'] })));
  const { id } = await send<{ id: string }>(...routeOf(bulletinsEndpoints.create), token, {
    theme, type: 'RECALL_TYPE', isPublic: false,
    content: '<p>Some brake hoses may crack in cold weather. Replace the hose and bleed the brakes before the vehicle is ridden again.</p>',
    startTime: new Date(Date.now() - day).toISOString(), endTime: new Date(Date.now() + 60 * day).toISOString(),
    pictureId: picture.id, fileIds: [scope.id, guide.id], partCodes,
    audience: {
      userTypes: ['DEALER', 'SERVICE_STATION'], countries: [], groups: [groupId], models: [],
      vinRanges: [{ from: 'LUMS2PHD3PH000001', to: 'LUMS2PHD3PH000099' }], productionDates: [{ from: '2025-01-01', to: '2025-06-30' }],
    },
  });
  return id;
}

describe('bulletins', () => {
  it('a recall with picture, attachments, group and parts: form, preview, publishing, detail and the owner\'s alert', async () => {
    const en = WEB['en-US'].bulletins;
    let partCodes: string[] = [];
    let id = '';
    await journey(env.browser, env.server, 'bulletins-dealer-favourites', async ({ page }) => {
      await login(page, 'dealer');
      const token = (await storedToken(page))!;
      const favs = await api<{ contents: { objectCode: string }[] }>(env.server, `${pathOf(favoritesEndpoints.list)}?objectRef=PartMaster`, token);
      partCodes = favs.body.data!.contents.map((f) => f.objectCode).slice(0, 2);
      expect(partCodes.length).toBeGreaterThan(0);
    });
    await journey(env.browser, env.server, 'bulletins-admin', async ({ page }) => {
      await login(page, 'admin');
      const token = (await storedToken(page))!;
      const group = await send<{ id: string }>(...routeOf(groupsEndpoints.create), token, { code: 'RECALL_DEALERS', name: 'Recall dealers', remark: '' });
      const candidates = await api<{ id: string; username: string }[]>(env.server, pathOf(groupsEndpoints.candidates, { id: group.id, key: 'dealer' }), token);
      const dealerId = candidates.body.data!.find((u) => u.username === 'dealer')!.id;
      await send(...routeOf(groupsEndpoints.addMembers, { id: group.id }), token, { userIds: [dealerId] });
      id = await recall(token, 'Brake hose recall 2026-03', partCodes, group.id);

      await goto(page, '/notice_area');
      const view = pane(page);
      const row = view.locator('tr', { hasText: 'Brake hose recall 2026-03' });
      await visible(row);
      await row.getByRole('button', { name: en.action.update }).click();
      const form = page.getByTestId('bulletin-form');
      await visible(form.getByText('brake-recall.png'));
      await visible(form.getByText('repair-guide.json'));
      await visible(form.getByText('Recall dealers (RECALL_DEALERS)'));
      await keep(page, 'form');
      await keep(page, 'form-files', form.getByTestId('bulletin-attachments-upload'));
      await page.keyboard.press('Escape');
      await settled(page);

      await row.getByRole('button', { name: en.action.preview }).click();
      await expectRoute(page, new RegExp(`#/notice_preview/${id}/[^/]+/content$`));
      const preview = pane(page).getByTestId('notice-preview');
      await visible(preview.getByTestId('bulletin-picture'));
      await keep(page, 'preview');
      await preview.getByRole('tab', { name: en.view.audience }).click();
      await expectRoute(page, new RegExp(`#/notice_preview/${id}/[^/]+/audience$`));
      await visible(preview.getByText('Recall dealers (RECALL_DEALERS)'));
      await keep(page, 'preview-audience');

      // Publish, then the configured levels (Review, Approve) from the list.
      await goto(page, '/notice_area');
      await row.getByRole('button', { name: en.action.publish }).click();
      const review = row.getByRole('button', { name: 'Review', exact: true });
      await visible(review);
      await review.click();
      // The second level is someone else's (bulletinDistinctApprovers): the domain administrator gives it.
      await hidden(row.getByRole('button', { name: 'Review', exact: true }));
      expect(await row.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
      await login(page, 'domain-admin');
      await goto(page, '/notice_area');
      const approve = row.getByRole('button', { name: 'Approve', exact: true });
      await visible(approve);
      await approve.click();
      await visible(row.getByText(en.status.APPROVED));
    });
    await journey(env.browser, env.server, 'bulletins-dealer-reads', async ({ page }) => {
      await login(page, 'dealer');
      await goto(page, `/notice_detail/${id}/${encodeURIComponent('Brake hose recall 2026-03')}`);
      const detail = pane(page).getByTestId('notice-detail');
      await visible(detail.getByTestId('bulletin-picture'));
      await keep(page, 'detail');
      await detail.getByRole('tab', { name: new RegExp(en.view.attachments) }).click();
      const files = detail.getByTestId('bulletin-attachments');
      await visible(files.getByText('affected-vins.json'));
      const [download] = await Promise.all([page.waitForEvent('download'), files.getByText('repair-guide.json').click()]);
      expect(download.suggestedFilename()).toBe('repair-guide.json');
      await detail.getByRole('tab', { name: en.view.vehicles }).click();
      await visible(detail.getByText(partCodes[0]));
      await keep(page, 'detail-vehicles');
      // The owner of those favourites was told once, in the bell.
      await page.getByTestId('header-notifications').click();
      await visible(page.getByTestId('notification-panel').getByText('Brake hose recall 2026-03', { exact: false }));
      await keep(page, 'alert');
    });
  });

  it('the form, preview and detail in Chinese', async () => {
    const zh = WEB['zh-CN'].bulletins;
    await journey(env.browser, env.server, 'bulletins-zh', async ({ page }) => {
      await page.goto('/?language=zh_CN#/login');
      await visible(page.locator('#login_username'));
      await submitLogin(page, 'admin', DEMO_PASSWORD);
      await expectRoute(page, '/home');
      const token = (await storedToken(page))!;
      const group = await send<{ id: string }>(...routeOf(groupsEndpoints.create), token, { code: 'ZH_DEALERS', name: '华东经销商', remark: '' });
      const id = await recall(token, '刹车软管召回 2026-03', [], group.id);
      await page.evaluate(() => { location.hash = '#/notice_area'; });
      const row = pane(page).locator('tr', { hasText: '刹车软管召回 2026-03' });
      await visible(row);
      // Ant Design spaces out a two-character Chinese label ("修 改").
      await row.getByRole('button', { name: new RegExp(`^${[...zh.action.update].join('\\s*')}$`) }).click();
      await visible(page.getByTestId('bulletin-form').getByText('brake-recall.png'));
      await keep(page, 'zh-form');
      await page.keyboard.press('Escape');
      await settled(page);
      await page.evaluate((r) => { location.hash = r; }, `#/notice_preview/${id}/x/attachments`);
      const preview = pane(page).getByTestId('notice-preview');
      await visible(preview.getByText('repair-guide.json'));
      await keep(page, 'zh-preview');
      await page.evaluate((r) => { location.hash = r; }, `#/notice_detail/${id}/x`);
      await until('the detail shows', () => pane(page).getByTestId('notice-detail').count(), (n) => n > 0);
      await visible(pane(page).getByTestId('notice-detail').getByTestId('bulletin-picture'));
      await keep(page, 'zh-detail');
    });
  });

  it('a dealer typing a fault for a VIN is shown that vehicle\'s published recalls', async () => {
    const VIN = 'LUMS2PHD3PH000001';
    await journey(env.browser, env.server, 'bulletins-inquiry', async ({ page }) => {
      await login(page, 'admin');
      const token = (await storedToken(page))!;
      const { id } = await send<{ id: string }>(...routeOf(bulletinsEndpoints.create), token, {
        theme: 'Brake hose check for early S2 scooters', type: 'RECALL_TYPE', content: '<p>Check the hose.</p>',
        startTime: new Date(Date.now() - day).toISOString(), endTime: new Date(Date.now() + 60 * day).toISOString(),
        audience: { userTypes: ['DEALER'], vinRanges: [{ from: VIN, to: VIN }] },
      });
      // The two approval levels are given by two people (bulletinDistinctApprovers).
      await login(page, 'domain-admin');
      const second = (await storedToken(page))!;
      const steps: [string, string][] = [
        [pathOf(bulletinsEndpoints.publish, { id }), token], [pathOf(bulletinsEndpoints.approve, { id, level: 1 }), token], [pathOf(bulletinsEndpoints.approve, { id, level: 2 }), second],
      ];
      for (const [step, by] of steps) {
        expect(((await (await fetch(`${env.server.url}${step}`, { headers: { token: by } })).json()) as Envelope<null>).success, step).toBe(true);
      }
    });
    await journey(env.browser, env.server, 'bulletins-inquiry-dealer', async ({ page }) => {
      await login(page, 'dealer');
      await goto(page, '/submitInquiryForm');
      const form = pane(page);
      await form.getByTestId('inquiry-vin').locator('input').fill(VIN);
      await form.getByTestId('inquiry-vin').locator('input').press('Enter');
      await page.locator('#inquiryForm_faultName').fill('Rear brake hose leaking');
      const aside = form.getByTestId('inquiry-fault-aside');
      const suggestions = aside.getByTestId('vin-bulletin-suggestions');
      await visible(suggestions.getByText('Brake hose check for early S2 scooters'));
      await visible(suggestions.getByText(WEB['en-US'].bulletins.suggest.matches));
      await keep(page, 'inquiry-suggestions', aside);
    });
  });
});
