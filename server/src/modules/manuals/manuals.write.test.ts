import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { PNG } from '../../test/fixtures/manuals.js';
import { manualDiagramLabels, manualImages, manualNodes, manualReviewEvents, manualRoots, manualTopicContents, manualTopicParts } from './manuals.tables.js';
import { detectImageType, diagramLabels, ManualInputError, writeManual, type ManualInput } from './manuals.write.js';

/* The single writer: what it stores, what it refuses, and the one-effective-version rule. */

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-manuals-write-'));
  t = await createTestApp({ config: { dataDir } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const base = (over: Partial<ManualInput> = {}): ManualInput => ({
  code: 'W-1', type: 'SERVICE', version: '1', name: { 'en-US': 'Writer test' }, code0: 'EM',
  nodes: [{ code: 't', kind: 'TOPIC', title: { 'en-US': 'Topic' }, html: { 'en-US': '<p>x</p>' } }],
  ...over,
});

describe('images and labels', () => {
  it('recognises images by their bytes, never by name', () => {
    expect(detectImageType(PNG)).toEqual({ ext: 'png', mime: 'image/png' });
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toEqual({ ext: 'jpg', mime: 'image/jpeg' });
    expect(detectImageType(Buffer.from('GIF89a....'))).toEqual({ ext: 'gif', mime: 'image/gif' });
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toEqual({ ext: 'webp', mime: 'image/webp' });
    expect(detectImageType(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({ ext: 'svg', mime: 'image/svg+xml' });
    expect(detectImageType(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(detectImageType(Buffer.from('MZ\x90\x00'))).toBeNull();
  });

  it('reads diagram labels with their kind, colour and element', () => {
    const svg = '<svg><g id="c1" class="label-connector"><text>X<tspan>1</tspan></text></g><g data-kind="wire" data-color="GN/YE"><text id="w3">W3</text></g><text>  </text><text>free</text></svg>';
    expect(diagramLabels(svg)).toEqual([
      { kind: 'connector', text: 'X1', color: '', elementId: 'c1' },
      { kind: 'wire', text: 'W3', color: 'GN/YE', elementId: 'w3' },
      { kind: 'label', text: 'free', color: '', elementId: '' },
    ]);
  });
});

describe('writeManual', () => {
  it('stores the tree in reading order, bodies sanitized, search fields, parts, labels and images', async () => {
    const written = await writeManual(t.db, base({
      code: 'W-TREE', status: 'EFFECTIVE',
      images: [{ name: 'figs/a.png', data: PNG }, { name: 'icon.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="2"/></svg>') }],
      nodes: [
        { code: 'ch', kind: 'CHAPTER', title: { 'en-US': 'Chapter', 'zh-CN': '章' }, children: [
          { code: 't1', kind: 'TOPIC', title: { 'en-US': 'One' }, html: { 'en-US': '<p onclick="x()">Hello <img src="../figs/a.png"></p>' }, htmlBase: { 'en-US': 'topics' }, parts: ['P-1', 'P-1', ' P-2 '] },
          { code: 'd1', kind: 'DIAGRAM', title: { 'en-US': 'Diagram' }, svg: '<svg xmlns="http://www.w3.org/2000/svg"><text data-kind="fuse" id="f1">F1</text></svg>' },
        ] },
        { code: 't2', kind: 'TOPIC', title: { 'en-US': 'Two', de: 'Zwei' }, html: { de: '<p>Nur deutsch</p>' } },
      ],
    }), { files: t.app.ctx.files });
    expect(written.topicCount).toBe(3);
    expect(written.imageCount).toBe(2);
    const nodes = await t.db.select().from(manualNodes).where(eq(manualNodes.rootId, written.rootId)).orderBy(manualNodes.seq);
    expect(nodes.map((n) => [n.code, n.seq, n.depth, n.parentId === null])).toEqual([['ch', 0, 0, true], ['t1', 1, 1, false], ['d1', 2, 1, false], ['t2', 3, 0, true]]);
    const [root] = await t.db.select().from(manualRoots).where(eq(manualRoots.id, written.rootId));
    expect(root).toMatchObject({ status: 'EFFECTIVE', languages: ['en-US', 'de'], topicCount: 3 });
    const contents = await t.db.select().from(manualTopicContents).where(eq(manualTopicContents.rootId, written.rootId));
    const t1 = contents.find((c) => c.nodeId === written.nodeIds.get('t1'))!;
    expect(t1.html).toMatch(/^<p>Hello <img src="\/rest\/html\/image\/[0-9a-f-]{36}" \/><\/p>$/);
    expect(t1.plainText).toBe('Hello');
    // Two has a German body and an English title-only row.
    expect(contents.filter((c) => c.nodeId === written.nodeIds.get('t2')).map((c) => [c.lang, c.title, c.html]).sort())
      .toEqual([['de', 'Zwei', '<p>Nur deutsch</p>'], ['en-US', 'Two', null]]);
    const hit = await t.db.execute(sql`select node_id from manual_topic_search where root_id = ${written.rootId} and search @@ ${"'f1'"}::tsquery`);
    expect((hit as unknown as { rows: { node_id: string }[] }).rows.map((r) => r.node_id)).toEqual([written.nodeIds.get('d1')]);
    expect((await t.db.select().from(manualTopicParts).where(eq(manualTopicParts.rootId, written.rootId))).map((p) => p.partCode).sort()).toEqual(['P-1', 'P-2']);
    expect(await t.db.select({ kind: manualDiagramLabels.kind, text: manualDiagramLabels.text }).from(manualDiagramLabels).where(eq(manualDiagramLabels.rootId, written.rootId))).toEqual([{ kind: 'fuse', text: 'F1' }]);
    const images = await t.db.select().from(manualImages).where(eq(manualImages.rootId, written.rootId));
    const svg = images.find((i) => i.name === 'icon.svg')!;
    expect(svg.mime).toBe('image/svg+xml');
    expect((await t.app.ctx.files.get(svg.fileKey))!.toString()).toBe('<svg xmlns="http://www.w3.org/2000/svg"><circle r="2"></circle></svg>');
  });

  it('refuses bad input with every problem and writes nothing', async () => {
    const before = await t.db.select().from(manualRoots);
    let error: unknown;
    try {
      await writeManual(t.db, base({
        code: 'bad code', version: '', name: { de: 'nur deutsch' }, code0: 'EM', code2: 'EM-S1',
        images: [{ name: 'fake.png', data: Buffer.from('<html>') }],
        nodes: [
          { code: 'a', kind: 'TOPIC', title: { 'en-US': 'A' }, html: {} },
          { code: 'a', kind: 'CHAPTER', title: { 'en-US': 'B' }, html: { 'en-US': '<p>x</p>' } },
          { code: 'c', kind: 'TOPIC', title: { 'en-US': 'C' }, html: { 'en-US': '<img src="nope.png">' }, children: [{ code: 'd', kind: 'TOPIC', title: { 'en-US': 'D' }, html: { 'en-US': 'x' } }] },
          { code: 'e', kind: 'DIAGRAM', title: { 'en-US': 'E' }, svg: '<svg onload="x"><script/></svg>' },
        ],
      }), { files: t.app.ctx.files });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ManualInputError);
    expect((error as ManualInputError).problems.map((p) => `${p.path}: ${p.key}`)).toEqual([
      'code: CODE_FORMAT',
      'version: VERSION_REQUIRED',
      'name.en-US: TITLE_EN_REQUIRED',
      'code2: MODEL_NEEDS_SERIES',
      'images[0]: IMAGE_TYPE',
      'nodes[0].html: TOPIC_NEEDS_BODY',
      'nodes[1].code: NODE_CODE_TWICE',
      'nodes[1].html: ONLY_TOPICS_HAVE_HTML',
      'nodes[2].children: ONLY_CHAPTERS_HAVE_CHILDREN',
      'nodes[2].html.en-US: IMAGE_MISSING',
    ]);
    expect(await t.db.select().from(manualRoots)).toHaveLength(before.length);
  });

  it('keeps one effective version per manual code', async () => {
    const v1 = await writeManual(t.db, base({ code: 'W-VER', version: '1', status: 'EFFECTIVE' }));
    const v2 = await writeManual(t.db, base({ code: 'W-VER', version: '2', status: 'EFFECTIVE' }));
    const rows = await t.db.select().from(manualRoots).where(eq(manualRoots.code, 'W-VER')).orderBy(manualRoots.version);
    expect(rows.map((r) => [r.version, r.status])).toEqual([['1', 'INVALID'], ['2', 'EFFECTIVE']]);
    const events = await t.db.select().from(manualReviewEvents).where(eq(manualReviewEvents.rootId, v1.rootId)).orderBy(manualReviewEvents.createdAt);
    expect(events.map((e) => e.action)).toEqual(['IMPORTED', 'SUPERSEDED']);
    void v2;
    await expect(writeManual(t.db, base({ code: 'W-VER', version: '2' }))).rejects.toThrow();
  });
});
