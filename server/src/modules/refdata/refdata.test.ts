import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, inquiryEndpoints, refdataEndpoints, routeOf } from '@portal/contract';
import { buildUser, call, login, loggedInUser } from '../../test/helpers.js';
import { createCatalogueTestApp, VINS } from '../../test/fixtures/catalogue.js';
import { DEMO_SHOPS, DEMO_WORK_ORDERS, FAULT_NODES, seedDemoRefdata } from '../../seed/refdata/index.js';
import { isFaultPath } from './refdata.service.js';
import { httpWorkOrders } from './refdata.work-orders.js';

let t: Awaited<ReturnType<typeof createCatalogueTestApp>>;
let dealer: string;
let register: string;
let staff: string;

beforeAll(async () => {
  t = await createCatalogueTestApp();
  await seedDemoRefdata(t.db);
  dealer = (await loggedInUser(t, 'DEALER')).token;
  register = (await loggedInUser(t, 'REGISTER')).token;
  staff = (await loggedInUser(t, 'INNER_USER')).token;
});
afterAll(() => t?.close());

describe('fault catalogue', () => {
  it('walks module → system → position in the request language', async () => {
    const modules = await call(t.app, ...routeOf(refdataEndpoints.faultNodes), { token: dealer, body: { type: 'FAULT_CATELOG', level: 1 }, lang: 'en-US' });
    expect(modules.body.data.length).toBe(FAULT_NODES.filter((n) => n.level === 1).length);
    expect(modules.body.data[0]).toEqual({ code: 'BAT', name: 'Traction battery', level: 1, parentCode: null });
    const systems = await call(t.app, ...routeOf(refdataEndpoints.faultNodes), { token: dealer, body: { type: 'FAULT_CATELOG', level: 2, parentCode: 'BRK' }, lang: 'de' });
    expect(systems.body.data.map((n: { code: string }) => n.code)).toEqual(['BRK01', 'BRK02', 'BRK03']);
    expect(systems.body.data[0].name).toBe('Vorderradbremse');
    const positions = await call(t.app, ...routeOf(refdataEndpoints.faultNodes), { token: dealer, body: { type: 'FAULT_CATELOG', level: 3, parentCode: 'BRK03' }, lang: 'zh-CN' });
    expect(positions.body.data.find((n: { code: string }) => n.code === 'BRK0301').name).toBe('刹车断电开关');
  });

  it('holds about two hundred nodes, every one named in six languages under an existing parent', () => {
    expect(FAULT_NODES.length).toBeGreaterThanOrEqual(190);
    const codes = new Set(FAULT_NODES.map((n) => n.code));
    expect(codes.size).toBe(FAULT_NODES.length);
    for (const n of FAULT_NODES) {
      if (n.level > 1) expect(codes.has(n.parentCode!), n.code).toBe(true);
      for (const v of Object.values(n.names)) expect(v.trim(), n.code).not.toBe('');
    }
  });

  it('needs a parent below level 1 and the inquiry permission', async () => {
    expect((await call(t.app, ...routeOf(refdataEndpoints.faultNodes), { token: dealer, body: { type: 'FAULT_CATELOG', level: 2 } })).status).toBe(555);
    expect((await call(t.app, ...routeOf(refdataEndpoints.faultNodes), { token: register, body: { type: 'FAULT_CATELOG', level: 1 } })).body.code).toBe(ERRORS.NO_PERMISSION.code);
  });

  it('checks a form\'s fault path branch by branch', async () => {
    expect(await isFaultPath(t.db, { module: 'BRK', system: 'BRK03', position: 'BRK0301' })).toBe(true);
    expect(await isFaultPath(t.db, { module: 'BRK', system: 'BRK03' })).toBe(true);
    expect(await isFaultPath(t.db, {})).toBe(true);
    expect(await isFaultPath(t.db, { module: 'BAT', system: 'BRK03' })).toBe(false);
    expect(await isFaultPath(t.db, { system: 'BRK03' })).toBe(false);
    expect(await isFaultPath(t.db, { module: 'BRK', system: 'BRK03', position: 'BRK0101' })).toBe(false);
    expect(await isFaultPath(t.db, { module: 'BRK01' })).toBe(false);
  });
});

describe('areas', () => {
  it('lists provinces and the cities of one from the data package', async () => {
    const provinces = await call(t.app, ...routeOf(refdataEndpoints.areas), { token: dealer, body: { level: 1 }, lang: 'zh-CN' });
    expect(provinces.body.data.length).toBe(31);
    expect(provinces.body.data.find((p: { code: string }) => p.code === '44').name).toBe('广东省');
    const cities = await call(t.app, ...routeOf(refdataEndpoints.areas), { token: dealer, body: { level: 2, parentCode: '44' }, lang: 'zh-CN' });
    expect(cities.body.data.find((c: { code: string }) => c.code === '4403')).toEqual({ code: '4403', name: '深圳市', level: 2, parentCode: '44' });
    expect((await call(t.app, ...routeOf(refdataEndpoints.areas), { token: dealer, body: { level: 2, parentCode: '99' } })).body.data).toEqual([]);
  });

  it('names them in Hanyu Pinyin outside Chinese, generated from the Chinese names', async () => {
    const name = async (lang: 'en-US' | 'de' | 'vi', level: 1 | 2, code: string, parentCode?: string) =>
      (await call(t.app, ...routeOf(refdataEndpoints.areas), { token: dealer, body: { level, parentCode }, lang })).body.data.find((a: { code: string }) => a.code === code).name;
    expect(await name('en-US', 1, '44')).toBe('Guangdong Sheng');
    expect(await name('de', 2, '4403', '44')).toBe('Shenzhen Shi');
    expect(await name('vi', 1, '50')).toBe('Chongqing Shi');
    // the syllable boundary kept (Xi'an is not Xian), and 陕西 told apart from 山西 by its tones
    expect(await name('en-US', 2, '6101', '61')).toBe("Xi'an Shi");
    expect(await name('en-US', 1, '61')).not.toBe(await name('en-US', 1, '14'));
    // no Chinese character left in any name
    const all = (await call(t.app, ...routeOf(refdataEndpoints.areas), { token: dealer, body: { level: 1 }, lang: 'es' })).body.data as { name: string }[];
    expect(all.filter((a) => /[\u4e00-\u9fff]/.test(a.name))).toEqual([]);
  });
});

describe('vehicle, work order, part name', () => {
  it('fills the vehicle section from our own vehicle and refuses an unknown VIN', async () => {
    const res = await call(t.app, ...routeOf(inquiryEndpoints.vehicleInfo, { vin: VINS.s1.toLowerCase() }), { token: dealer });
    expect(res.body.data.vinCode).toBe(VINS.s1);
    expect(res.body.data.manufactureDate).toBe('2022-10-01');
    expect((await call(t.app, ...routeOf(inquiryEndpoints.vehicleInfo, { vin: 'LNOPE000000000000' }), { token: dealer })).body.code).toBe(ERRORS.VEHICLE_NOT_FOUND.code);
  });

  it('reads a seeded work order with its area named, and refuses an unknown number', async () => {
    const w = DEMO_WORK_ORDERS[0];
    const res = await call(t.app, ...routeOf(refdataEndpoints.workOrder, { id: w.id }), { token: staff, lang: 'zh-CN' });
    expect(res.body.data).toMatchObject({ id: w.id, vinCode: w.vin, driveMileage: w.driveMileage, shopCode: w.shopCode, provinceId: '44', cityId: '4403', provinceName: '广东省', cityName: '深圳市' });
    expect((await call(t.app, ...routeOf(refdataEndpoints.workOrder, { id: w.id }), { token: staff })).body.data).toMatchObject({ provinceName: 'Guangdong Sheng', cityName: 'Shenzhen Shi' });
    expect((await call(t.app, ...routeOf(refdataEndpoints.workOrder, { id: 'WO-NOPE' }), { token: staff })).body.code).toBe(ERRORS.WORK_ORDER_NOT_FOUND.code);
  });

  it('shows a dealer or service station the work orders of its own company\'s shops only; staff see every shop\'s', async () => {
    const shopOf = (code: string) => DEMO_SHOPS.find((s) => s.code === code)!;
    const sz = DEMO_WORK_ORDERS.find((w) => w.shopCode === 'SZ001')!;
    const gz = DEMO_WORK_ORDERS.find((w) => w.shopCode === 'GZ002')!;
    const person = async (userType: 'DEALER' | 'SERVICE_STATION', company: string) => {
      const u = await buildUser(t.db, { userType, company });
      return login(t.app, u.username, u.password);
    };
    const dealerSz = await person('DEALER', ` ${shopOf('SZ001').company.toUpperCase()} `);
    const stationGz = await person('SERVICE_STATION', shopOf('GZ002').company);
    const get = (token: string, id: string) => call(t.app, ...routeOf(refdataEndpoints.workOrder, { id }), { token });
    expect((await get(dealerSz, sz.id)).body.data.shopCode).toBe('SZ001');
    expect((await get(dealerSz, gz.id)).body.code).toBe(ERRORS.WORK_ORDER_NOT_FOUND.code);
    expect((await get(stationGz, gz.id)).body.data.shopCode).toBe('GZ002');
    expect((await get(stationGz, sz.id)).body.code).toBe(ERRORS.WORK_ORDER_NOT_FOUND.code);
    // A dealer whose company runs no shop finds none.
    expect((await get(dealer, sz.id)).body.code).toBe(ERRORS.WORK_ORDER_NOT_FOUND.code);
    for (const w of [sz, gz]) expect((await get(staff, w.id)).body.data.shopCode).toBe(w.shopCode);
  });

  it('names the main damaged part by its code', async () => {
    const res = await call(t.app, ...routeOf(inquiryEndpoints.partName, { partCode: 'P-BMS' }), { token: dealer, lang: 'zh-CN' });
    expect(res.body.data).toEqual({ partCode: 'P-BMS', partName: '电池管理板' });
    expect((await call(t.app, ...routeOf(inquiryEndpoints.partName, { partCode: 'NOPE-1' }), { token: dealer })).body.code).toBe(ERRORS.PART_CODE_NOT_FOUND.code);
  });
});

describe('DMS work-order connector', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/wo/A1') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { vinCode: 'V1', driveMileage: '120', shopCode: 'S', shopName: 'Shop', provinceId: 44, cityId: '4401' } }));
      if (req.url === '/wo/BAD') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"shopName": 3}');
      if (req.url === '/wo/FAIL') return res.writeHead(500).end();
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/wo/`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('reads an enveloped answer, maps 404 to unknown, and anything unreadable to unavailable', async () => {
    const source = httpWorkOrders(base);
    expect(await source.find('A1')).toMatchObject({ vin: 'V1', driveMileage: 120, provinceCode: '44', cityCode: '4401' });
    expect(await source.find('NONE')).toBeNull();
    await expect(source.find('BAD')).rejects.toMatchObject({ key: 'WORK_ORDER_SOURCE_UNAVAILABLE' });
    await expect(source.find('FAIL')).rejects.toMatchObject({ key: 'WORK_ORDER_SOURCE_UNAVAILABLE' });
    await expect(httpWorkOrders('http://127.0.0.1:1/').find('X')).rejects.toMatchObject({ key: 'WORK_ORDER_SOURCE_UNAVAILABLE' });
  });
});
