import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { and, count, eq } from 'drizzle-orm';
import { ERRORS, LIMITS, type Language, manualsEndpoints, pathOf, routeOf } from '@portal/contract';
import { call, loggedInUser } from '../../test/helpers.js';
import { withoutPermission } from '../../test/factories.js';
import { createManualsTestApp, PNG, type ManualsTestApp } from '../../test/fixtures/manuals.js';
import { manualImages, manualNodes, manualRoots, manualTopicContents } from './manuals.tables.js';

/* Review states, import (all or nothing, error table, XSS on the way in) and export. */

let t: ManualsTestApp;
let mx: ManualsTestApp['mx'];
let dealer: string;
let admin: string;

beforeAll(async () => {
  t = await createManualsTestApp();
  mx = t.mx;
  dealer = (await loggedInUser(t, 'DEALER')).token;
  admin = (await loggedInUser(t, 'SYSTEM_ADMIN')).token;
});
afterAll(async () => { await t?.close(); });

const get = (url: string, query?: Record<string, string>, token = admin, lang?: Language) => call(t.app, 'GET', url, { token, query, lang });
const post = (url: string, body: unknown, token = admin, lang?: Language) => call(t.app, 'POST', url, { token, body, lang });

function refused(res: Awaited<ReturnType<typeof call>>, key: keyof typeof ERRORS, lang: Language = 'en-US') {
  expect(res.status).toBe(ERRORS[key].http);
  expect(res.body).toEqual({ success: false, code: ERRORS[key].code, message: ERRORS[key].message[lang] });
}

/** A multipart upload of one file, as a browser's FormData sends it. */
async function upload(file: Buffer, fileName: string, token = admin, lang: Language = 'en-US') {
  const boundary = '----portal-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/zip\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST', url: pathOf(manualsEndpoints.importZip), payload: body,
    headers: { token, 'accept-language': lang, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: res.statusCode, body: res.json() as { success: boolean; code?: number; message?: string; data?: any; errorData?: any[] } };
}

async function zipOf(files: Record<string, string | Buffer>) {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const manifest = (manuals: unknown[]) => JSON.stringify({ format: 'portal-manual/1', manuals });
const manualDef = (code: string, version: string, nodes: unknown[]) => ({
  code, type: 'SERVICE', version, name: { 'en-US': `Manual ${code}`, 'zh-CN': `手册 ${code}` }, code0: 'EM', code1: 'EM-C', nodes,
});

describe('review', () => {
  it('shows a pending manual\'s record and the actions the reviewer may take', async () => {
    const res = await get(pathOf(manualsEndpoints.review), { rootId: mx.smNext });
    expect(res.body.data.root).toMatchObject({ id: mx.smNext, status: 'PENDING', version: '2025.1' });
    expect(res.body.data.actions).toEqual(['VALID', 'INVALID']);
    expect(res.body.data.history).toEqual([expect.objectContaining({ action: 'IMPORTED', from: null, to: 'PENDING' })]);
    expect(res.body.data.versions.map((v: { version: string }) => v.version)).toEqual(['2024.1']);
  });

  it('makes a version effective, retiring the previous one, and only effective versions reach dealers', async () => {
    const before = await get(pathOf(manualsEndpoints.roots), { code0: 'EM', code1: 'EM-S', type: 'SERVICE' }, dealer);
    expect(before.body.data.find((r: { code: string }) => r.code === 'SM-SWIFT').version).toBe('2024.1');

    const res = await post(pathOf(manualsEndpoints.review), { rootId: mx.smNext, action: 'VALID', comment: 'Checked against the 2025 model year' });
    expect(res.body.data.root).toMatchObject({ status: 'EFFECTIVE', reviewedBy: expect.any(String), reviewTime: expect.any(String) });
    expect(res.body.data.history.map((h: { action: string; to: string }) => [h.action, h.to])).toEqual([['IMPORTED', 'PENDING'], ['VALID', 'EFFECTIVE']]);
    expect(res.body.data.history[1].comment).toBe('Checked against the 2025 model year');
    expect(res.body.data.actions).toEqual(['INVALID']);
    expect(res.body.data.versions).toEqual([expect.objectContaining({ id: mx.sm, status: 'INVALID' })]);

    const after = await get(pathOf(manualsEndpoints.roots), { code0: 'EM', code1: 'EM-S', type: 'SERVICE' }, dealer);
    expect(after.body.data.find((r: { code: string }) => r.code === 'SM-SWIFT').version).toBe('2025.1');
    refused(await get(pathOf(manualsEndpoints.topic), { id: mx.brakeBleeding }, dealer), 'TOPIC_NOT_FOUND');
    expect((await get(pathOf(manualsEndpoints.topic), { id: mx.nextBrakeBleeding }, dealer)).body.success).toBe(true);
    const search = await post(pathOf(manualsEndpoints.searchTopics), { key: 'torque values' }, dealer);
    expect(search.body.data.contents.map((h: { rootId: string }) => h.rootId)).toEqual([mx.smNext]);

    const old = await get(pathOf(manualsEndpoints.review), { rootId: mx.sm });
    expect(old.body.data.history.map((h: { action: string; from: string; to: string }) => [h.action, h.from, h.to])).toEqual([['IMPORTED', null, 'EFFECTIVE'], ['INVALID', 'EFFECTIVE', 'INVALID']]);
  });

  it('refuses transitions the state does not allow', async () => {
    refused(await post(pathOf(manualsEndpoints.review), { rootId: mx.smNext, action: 'VALID' }, admin, 'de'), 'MANUAL_REVIEW_NOT_ALLOWED', 'de');
  });

  it('lets a reviewer withdraw an effective manual and reinstate it', async () => {
    const withdrawn = await post(pathOf(manualsEndpoints.review), { rootId: mx.um, action: 'INVALID' });
    expect(withdrawn.body.data.root.status).toBe('INVALID');
    expect((await get(pathOf(manualsEndpoints.userRoots), { code0: 'EM' }, dealer)).body.data).toEqual([]);
    const back = await post(pathOf(manualsEndpoints.review), { rootId: mx.um, action: 'VALID' });
    expect(back.body.data.root.status).toBe('EFFECTIVE');
  });

  it('needs the transition\'s own permission', async () => {
    // A domain admin without _VALID may still reject.
    await withoutPermission(t, 'DOMAIN_ADMIN', 'PER_PENDING_REVIEW_MANUAL_VALID');
    const reviewer = (await loggedInUser(t, 'DOMAIN_ADMIN')).token;
    const review = await get(pathOf(manualsEndpoints.review), { rootId: mx.old }, reviewer);
    expect(review.body.data.actions).toEqual([]);
    refused(await post(pathOf(manualsEndpoints.review), { rootId: mx.old, action: 'VALID' }, reviewer), 'NO_PERMISSION');
    const [row] = await t.db.select().from(manualRoots).where(eq(manualRoots.id, mx.old));
    expect(row.status).toBe('INVALID');
  });

  it('is closed to dealers and checks its parameters', async () => {
    expect((await get(pathOf(manualsEndpoints.review), { rootId: mx.sm }, dealer)).status).toBe(403);
    expect((await post(pathOf(manualsEndpoints.review), { rootId: mx.sm, action: 'VALID' }, dealer)).status).toBe(403);
    expect((await post(pathOf(manualsEndpoints.review), { rootId: mx.sm, action: 'APPROVE' })).status).toBe(555);
    expect((await post(pathOf(manualsEndpoints.review), { rootId: mx.sm, action: 'INVALID', comment: 'x'.repeat(LIMITS.manualReviewCommentMax + 1) })).status).toBe(555);
    expect((await get(pathOf(manualsEndpoints.review), {})).status).toBe(555);
    refused(await get(pathOf(manualsEndpoints.review), { rootId: '00000000-0000-4000-8000-000000000000' }), 'MANUAL_NOT_FOUND');
  });
});

describe('import', () => {
  const topicHtml = '<h2>Charging</h2><p onmouseover="alert(1)">Use the original charger.</p><script>alert(document.cookie)</script><img src="../images/charger.png" alt="Charger"><a href="javascript:alert(1)">x</a>';

  it('imports a manual from a zip: pending, sanitized, images stored, searchable once effective', async () => {
    const zip = await zipOf({
      'manifest.json': manifest([manualDef('SM-CITY', '1.0', [
        { code: 'charging', kind: 'CHAPTER', title: { 'en-US': 'Charging', 'zh-CN': '充电' }, children: [
          { code: 'charger-use', kind: 'TOPIC', title: { 'en-US': 'Using the charger', 'zh-CN': '使用充电器' }, html: { 'en-US': 'topics/charger.en.html', 'zh-CN': 'topics/charger.zh.html' }, parts: ['P-BAT-60'] },
        ] },
        { code: 'wiring', kind: 'DIAGRAM', title: { 'en-US': 'Charger wiring' }, svg: 'diagrams/charger.svg' },
      ])]),
      'topics/charger.en.html': topicHtml,
      'topics/charger.zh.html': '<p>请使用原装充电器。</p><img src="/images/charger.png">',
      'images/charger.png': PNG,
      'images/unused.png': PNG,
      'diagrams/charger.svg': '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><g id="j1" data-kind="connector"><text>J1</text></g><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
    });
    const res = await upload(zip, 'city.zip');
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ topicCount: 2, imageCount: 1 });
    const root = res.body.data.roots[0];
    expect(root).toMatchObject({ code: 'SM-CITY', version: '1.0', status: 'PENDING', type: 'SERVICE', languages: ['zh-CN', 'en-US'], importedBy: expect.any(String) });

    const [stored] = await t.db.select().from(manualTopicContents).innerJoin(manualNodes, eq(manualNodes.id, manualTopicContents.nodeId))
      .where(and(eq(manualNodes.rootId, root.id), eq(manualNodes.code, 'charger-use'), eq(manualTopicContents.lang, 'en-US')));
    const html = stored.manual_topic_contents.html!;
    expect(html).not.toMatch(/script|onmouseover|javascript:|alert/);
    expect(html).toMatch(/<img src="\/rest\/html\/image\/[0-9a-f-]{36}" alt="Charger" \/>/);
    const [node] = await t.db.select().from(manualNodes).where(and(eq(manualNodes.rootId, root.id), eq(manualNodes.code, 'wiring')));
    expect(node.svg).toBe('<svg xmlns="http://www.w3.org/2000/svg"><g id="j1" data-kind="connector"><text>J1</text></g></svg>');
    const [images] = await t.db.select({ n: count() }).from(manualImages).where(eq(manualImages.rootId, root.id));
    expect(images.n).toBe(1);

    // Pending: not for dealers, not in search, until a reviewer makes it effective.
    expect((await post(pathOf(manualsEndpoints.searchTopics), { key: 'charger' }, dealer)).body.data.count).toBe(0);
    expect((await get(pathOf(manualsEndpoints.list), { status: 'PENDING' })).body.data.contents.map((r: { code: string }) => r.code)).toContain('SM-CITY');
    await post(pathOf(manualsEndpoints.review), { rootId: root.id, action: 'VALID' });
    const found = await post(pathOf(manualsEndpoints.searchTopics), { key: '充电器', lang: 'zh-CN' }, dealer);
    expect(found.body.data.contents.map((h: { title: string }) => h.title)).toEqual(['使用充电器']);
    const doc = await call(t.app, ...routeOf(manualsEndpoints.topicHtml, { id: found.body.data.contents[0].topicId }), { token: dealer });
    expect(doc.raw.body).not.toMatch(/<script|onmouseover|javascript:/);
  });

  it('writes nothing when anything is wrong, and lists every problem', async () => {
    const before = await t.db.select({ n: count() }).from(manualRoots);
    const zip = await zipOf({
      'manifest.json': manifest([
        manualDef('SM-GOOD', '1.0', [{ code: 'a', kind: 'TOPIC', title: { 'en-US': 'Good topic' }, html: { 'en-US': 'a.html' } }]),
        manualDef('SM-BAD', '1.0', [
          { code: 'b', kind: 'TOPIC', title: { 'en-US': 'Missing image' }, html: { 'en-US': 'b.html', de: 'missing.html' } },
          { code: 'b', kind: 'TOPIC', title: { 'en-US': 'Same code' }, html: { 'en-US': 'a.html' } },
          { code: 'c', kind: 'DIAGRAM', title: { 'en-US': 'Not a drawing' }, svg: 'c.svg' },
        ]),
        manualDef('SM-SWIFT', '2024.1', [{ code: 'x', kind: 'TOPIC', title: { 'en-US': 'Exists' }, html: { 'en-US': 'a.html' } }]),
      ]),
      'a.html': '<p>Fine.</p>',
      'b.html': '<p><img src="img/nope.png"></p>',
      'c.svg': '<html><body>not svg</body></html>',
    });
    const res = await upload(zip, 'bad.zip', admin, 'de');
    expect(res.body.success).toBe(false);
    expect(res.body.code).toBe(ERRORS.MANUAL_IMPORT_FAILED.code);
    expect(res.body.message).toBe(ERRORS.MANUAL_IMPORT_FAILED.message.de);
    expect(res.body.errorData).toEqual([
      { file: 'manifest.json', path: 'manuals[2]', message: 'Version 2024.1 des Handbuchs SM-SWIFT existiert bereits' },
      { file: 'missing.html', path: 'manuals[1].nodes[0].html.de', message: 'Die Datei missing.html ist nicht im Archiv' },
    ]);
    // Fix those two: the writer's own checks come next, for every manual, still all or nothing.
    const zip2 = await zipOf({
      'manifest.json': manifest([
        manualDef('SM-GOOD', '1.0', [{ code: 'a', kind: 'TOPIC', title: { 'en-US': 'Good topic' }, html: { 'en-US': 'a.html' } }]),
        manualDef('SM-BAD', '1.0', [
          { code: 'b', kind: 'TOPIC', title: { 'en-US': 'Missing image' }, html: { 'en-US': 'b.html' } },
          { code: 'b', kind: 'TOPIC', title: { 'en-US': 'Same code' }, html: { 'en-US': 'a.html' } },
          { code: 'c', kind: 'DIAGRAM', title: { 'en-US': 'Not a drawing' }, svg: 'c.svg' },
        ]),
      ]),
      'a.html': '<p>Fine.</p>',
      'b.html': '<p><img src="img/nope.png"></p>',
      'c.svg': '<html><body>not svg</body></html>',
    });
    const res2 = await upload(zip2, 'bad.zip');
    expect(res2.body.errorData).toEqual([
      { file: 'b.html', path: 'manuals[1].nodes[0].html.en-US', message: 'The image img/nope.png is not in the manual' },
      { file: 'manifest.json', path: 'manuals[1].nodes[1].code', message: 'The code b appears twice in the manual' },
      { file: 'c.svg', path: 'manuals[1].nodes[2].svg', message: 'A diagram needs a usable SVG' },
    ]);
    const after = await t.db.select({ n: count() }).from(manualRoots);
    expect(after[0].n).toBe(before[0].n);
  });

  it('checks the manifest against its schema, row by row', async () => {
    const zip = await zipOf({
      'manifest.json': manifest([{ code: 'bad code', type: 'BOOK', version: '1', name: { de: 'x' }, code0: 'EM', nodes: [] }]),
    });
    const res = await upload(zip, 'm.zip');
    expect(res.body.success).toBe(false);
    expect(res.body.errorData!.map((r: { path: string }) => r.path)).toEqual(['manuals[0].code', 'manuals[0].type', 'manuals[0].name', 'manuals[0].nodes']);
    expect(res.body.errorData![0].message).toMatch(/^Invalid field: /);
    const notJson = await upload(await zipOf({ 'manifest.json': '{ nope' }), 'm.zip', admin, 'vi');
    expect(notJson.body.errorData).toEqual([{ file: 'manifest.json', path: '', message: 'manifest.json không phải JSON hợp lệ' }]);
    const none = await upload(await zipOf({ 'a.html': '<p>x</p>' }), 'm.zip');
    expect(none.body.errorData).toEqual([{ file: 'manifest.json', path: '', message: 'manifest.json is missing at the root of the archive' }]);
  });

  it('refuses files that are not zips, by name and by their bytes', async () => {
    const fileType = (res: Awaited<ReturnType<typeof upload>>) => {
      expect(res.body).toEqual({ success: false, code: ERRORS.MANUAL_IMPORT_FILE_TYPE.code, message: 'Please upload a zip file' });
    };
    fileType(await upload(PNG, 'manual.zip'));
    fileType(await upload(await zipOf({ 'manifest.json': '{}' }), 'manual.rar'));
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('garbage that is no archive')]);
    const res = await upload(broken, 'manual.zip');
    expect(res.body.errorData).toEqual([{ file: 'manual.zip', path: '', message: 'Not a readable zip archive' }]);
  });

  it('refuses paths that climb out of the archive', async () => {
    const zip = new JSZip();
    zip.file('manifest.json', '{}');
    zip.file('../../etc/evil.html', '<p>x</p>');
    const res = await upload(await zip.generateAsync({ type: 'nodebuffer' }), 'slip.zip');
    expect(res.body.success).toBe(false);
    expect(res.body.errorData).toEqual([{ file: '../../etc/evil.html', path: '', message: 'Path not allowed' }]);
  });

  it('answers 555 without a file and 403 to dealers', async () => {
    const res = await call(t.app, ...routeOf(manualsEndpoints.importZip), { token: admin, body: { file: 'x' } });
    expect(res.status).toBe(555);
    expect((await upload(await zipOf({ 'manifest.json': '{}' }), 'm.zip', dealer)).status).toBe(403);
  });
});

describe('export', () => {
  it('exports a manual as an importable zip that round-trips', async () => {
    const res = await call(t.app, ...routeOf(manualsEndpoints.exportFile), { token: admin, body: { rootId: mx.cm, format: 'zip' } });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('application/zip');
    expect(res.raw.headers['content-disposition']).toContain('CM-SWIFT-2024.1.zip');
    const zip = await JSZip.loadAsync(res.raw.rawPayload);
    const m = JSON.parse(await zip.file('manifest.json')!.async('string'));
    expect(m.format).toBe('portal-manual/1');
    expect(m.manuals[0].nodes[0].children[0]).toMatchObject({ code: 'main-harness', kind: 'DIAGRAM', svg: 'diagrams/main-harness.svg', parts: ['P-BMS', 'P-CABLE'] });
    // As a new version it imports again, labels and all.
    m.manuals[0].version = '2024.2';
    zip.file('manifest.json', JSON.stringify(m));
    const back = await upload(await zip.generateAsync({ type: 'nodebuffer' }), 'again.zip');
    expect(back.body.data.roots[0]).toMatchObject({ code: 'CM-SWIFT', version: '2024.2', status: 'PENDING', topicCount: 1 });
    const tree = await get(pathOf(manualsEndpoints.tree), { rootId: back.body.data.roots[0].id });
    const diagramId = tree.body.data.nodes[0].children[0].id;
    const detail = await get(pathOf(manualsEndpoints.topic), { id: diagramId });
    expect(detail.body.data.labels.map((l: { text: string }) => l.text)).toEqual(['X1', 'W12', 'K1 BMS relay', 'X10']);
  });

  it('exports a chapter with its images as a zip, relative links included', async () => {
    const res = await call(t.app, ...routeOf(manualsEndpoints.exportFile), { token: admin, body: { rootId: mx.smNext, nodeId: (await get(pathOf(manualsEndpoints.children), { rootId: mx.smNext })).body.data[0].id } });
    const zip = await JSZip.loadAsync(res.raw.rawPayload);
    const names = Object.keys(zip.files).filter((n) => !zip.files[n].dir).sort();
    expect(names.filter((n) => n.startsWith('topics/'))).toEqual(['topics/battery-removal.en-US.html', 'topics/battery-removal.zh-CN.html', 'topics/bms-codes.en-US.html', 'topics/bms-codes.zh-CN.html']);
    expect(names.filter((n) => n.startsWith('images/'))).toHaveLength(1);
    const html = await zip.file('topics/battery-removal.en-US.html')!.async('string');
    expect(html).toMatch(/src="\.\.\/images\/[0-9a-f-]{36}\.png"/);
  });

  it('exports a printable HTML document with images inline', async () => {
    const res = await call(t.app, ...routeOf(manualsEndpoints.exportFile), { token: dealer, body: { rootId: mx.smNext, format: 'html', lang: 'zh-CN' } });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.raw.body;
    expect(html).toContain('<h2 id="battery">电池</h2>');
    expect(html).toContain('<h3 id="brake-bleeding">刹车排气</h3>');
    expect(html).toContain('src="data:image/png;base64,');
    expect(html).toContain('打开放气螺钉');
  });

  it('refuses a node of another manual, a zip to dealers, and bad parameters', async () => {
    refused(await post(pathOf(manualsEndpoints.exportFile), { rootId: mx.smNext, nodeId: mx.diagram, format: 'html' }), 'NO_NODE_SELECTED');
    refused(await post(pathOf(manualsEndpoints.exportFile), { rootId: mx.smNext, format: 'zip' }, dealer), 'NO_PERMISSION');
    refused(await post(pathOf(manualsEndpoints.exportFile), { rootId: mx.old, format: 'html' }, dealer), 'MANUAL_NOT_FOUND');
    expect((await post(pathOf(manualsEndpoints.exportFile), { rootId: mx.sm, format: 'pdf' })).status).toBe(555);
  });
});
