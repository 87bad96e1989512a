import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, createTestApp, loggedInUser, multipartCall, type TestApp } from '../../test/helpers.js';
import { files } from '../files/files.tables.js';
import { HOME_SWIPER_OBJECT_ID, HOME_SWIPER_REF } from './home.service.js';
import { filesEndpoints, homeEndpoints, pathOf, routeOf } from '@portal/contract';

const PNG = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(2000)]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), crypto.randomBytes(200)]);

let t: TestApp;
let admin: Awaited<ReturnType<typeof loggedInUser>>;
let dealer: Awaited<ReturnType<typeof loggedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loggedInUser(t, 'SYSTEM_ADMIN');
  dealer = await loggedInUser(t, 'DEALER');
});
afterAll(async () => { await t?.close(); });

const upload = async (token: string, name: string, data: Buffer) =>
  (await multipartCall(t.app, pathOf(filesEndpoints.upload), [{ name: 'file', fileName: name, data }], token)).body.data.id as string;
const save = (token: string, slides: unknown[]) => call(t.app, ...routeOf(homeEndpoints.saveSwiper), { token, body: { slides } });
const read = async (token: string) => (await call(t.app, ...routeOf(homeEndpoints.swiper), { token })).body.data;

describe('home swiper setting', () => {
  it('is empty until set; refuses callers without a token or the permission', async () => {
    expect(await read(dealer.token)).toEqual({ slides: [] });
    expect((await call(t.app, ...routeOf(homeEndpoints.swiper))).status).toBe(401);
    const a = await upload(dealer.token, 'a.png', PNG());
    expect((await save(dealer.token, [{ fileId: a }])).status).toBe(403);
    expect((await call(t.app, ...routeOf(homeEndpoints.saveSwiper), { body: { slides: [] } })).status).toBe(401);
    expect(await read(dealer.token)).toEqual({ slides: [] });
  });

  it('an administrator sets 3 pictures with links and captions; every user sees them and may open the pictures', async () => {
    const ids = [await upload(admin.token, 'one.png', PNG()), await upload(admin.token, 'two.png', PNG()), await upload(admin.token, 'three.png', PNG())];
    const slides = [
      { fileId: ids[0], link: '/notice_area', caption: 'Service campaign' },
      { fileId: ids[1], link: 'https://example.com/x', caption: '' },
      { fileId: ids[2], link: '', caption: '夏季保养' },
    ];
    const res = await save(admin.token, slides);
    expect(res.body).toMatchObject({ success: true });
    expect(await read(dealer.token)).toEqual({ slides });
    const view = await call(t.app, ...routeOf(filesEndpoints.downloadBlob, { id: ids[2] }), { token: dealer.token });
    expect(view.status).toBe(200);
    const rows = await t.db.select().from(files).where(eq(files.objectRef, HOME_SWIPER_REF));
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(rows.every((r) => r.objectId === HOME_SWIPER_OBJECT_ID)).toBe(true);

    // Replacing: the dropped pictures are detached (swept later), the kept one stays.
    const fresh = await upload(admin.token, 'four.png', PNG());
    expect((await save(admin.token, [{ fileId: ids[1] }, { fileId: fresh, caption: 'New' }])).body.success).toBe(true);
    expect((await read(dealer.token)).slides).toEqual([{ fileId: ids[1], link: '', caption: '' }, { fileId: fresh, link: '', caption: 'New' }]);
    const [dropped] = await t.db.select().from(files).where(eq(files.id, ids[0]));
    expect(dropped.objectId).toBeNull();
    expect(dropped.unattachedSince).not.toBeNull();
  });

  it('refuses more than 3 pictures, a script link, a repeated picture, a non-image and another user\'s upload; nothing changes', async () => {
    const before = await read(dealer.token);
    const p = [await upload(admin.token, 'p1.png', PNG()), await upload(admin.token, 'p2.png', PNG()), await upload(admin.token, 'p3.png', PNG()), await upload(admin.token, 'p4.png', PNG())];
    expect((await save(admin.token, p.map((fileId) => ({ fileId })))).status).toBe(555);
    expect((await save(admin.token, [{ fileId: p[0], link: 'javascript:alert(1)' }])).status).toBe(555);
    expect((await save(admin.token, [{ fileId: p[0] }, { fileId: p[0] }])).status).toBe(555);
    const zip = await upload(admin.token, 'pack.zip', ZIP);
    const notImage = await save(admin.token, [{ fileId: p[0] }, { fileId: zip }]);
    expect(notImage.body).toMatchObject({ success: false, code: 295001 });
    const foreign = await upload(dealer.token, 'mine.png', PNG());
    expect((await save(admin.token, [{ fileId: foreign }])).body).toMatchObject({ success: false, code: 295001 });
    const zh = await call(t.app, ...routeOf(homeEndpoints.saveSwiper), { token: admin.token, body: { slides: [{ fileId: crypto.randomUUID() }] }, lang: 'zh-CN' });
    expect(zh.body.message).toBe('轮播图片必须是已上传的 jpg 或 png 图片');
    expect(await read(dealer.token)).toEqual(before);
    const [untouched] = await t.db.select().from(files).where(eq(files.id, p[0]));
    expect(untouched.objectId).toBeNull();
  });

  it('clears to no pictures', async () => {
    expect((await save(admin.token, [])).body.success).toBe(true);
    expect(await read(dealer.token)).toEqual({ slides: [] });
    expect(await t.db.select().from(files).where(eq(files.objectRef, HOME_SWIPER_REF))).toEqual([]);
  });
});
