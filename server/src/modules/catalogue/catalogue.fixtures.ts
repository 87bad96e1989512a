import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withVinCheckDigit } from '@portal/contract';
import type { Db } from '../../platform/db.js';
import type { FileStorage } from '../../platform/files.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { cjkGrams } from '../../seed/catalogue/search-grams.js';
import {
  bomGroups, manualModules, modelNodes, partlistItems, partlists, parts, serialNumbers, substitutions, vehicles, type LocalizedText,
} from './catalogue.tables.js';

/*
 * A small catalogue for the API tests: one line with two series (Swift with two models and four
 * partlists; City with one model and no partlists), ~20 parts with Chinese names, rows with model,
 * configuration, date and VIN applicability, three vehicles, serial numbers, a supersession chain
 * MOT-A → MOT-B → MOT-C and a group change of brake caliper and hose.
 */

const names = (en: string, zh: string, de = en): LocalizedText => ({ 'zh-CN': zh, 'en-US': en, vi: en, es: en, de, id: en });

export const VINS = {
  /** Swift S1, standard configuration, built 2022-10-01, serial 000150. */
  s1: withVinCheckDigit('LEMS1A2B0PA000150'),
  /** Swift S2, sport configuration, built 2024-03-15, serial 000420. */
  s2: withVinCheckDigit('LEMS2A2B0RA000420'),
  /** City C1: its series has no partlists. */
  c1: withVinCheckDigit('LEMC1A2B0RA000007'),
  /** Valid, but no such vehicle. */
  unknown: withVinCheckDigit('LEMZZA2B0RA999999'),
};

const drawing = (balls: number[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">${balls
    .map((b, n) => `<g data-ball="${b}"><circle cx="${40 + n * 50}" cy="40" r="14"/><text x="${40 + n * 50}" y="45">${b}</text></g>`)
    .join('')}</svg>`;

interface PartSpec {
  code: string;
  en: string;
  zh: string;
  de?: string;
  category: string;
  price?: string | null;
  isSpare?: boolean;
  inStock?: boolean;
  barCode?: string;
  photoCount?: number;
  globalRemark?: LocalizedText;
  properties?: Record<string, string>;
}

const PARTS: PartSpec[] = [
  { code: 'P-BAT-48', en: 'Battery pack 48V', zh: '电池包48V', de: 'Akkupack 48V', category: 'BATTERY', price: '2999.00', barCode: '6901234567890', photoCount: 2, globalRemark: names('Charge before storage', '存放前请充电', 'Vor der Lagerung laden'), properties: { voltage: '48 V', capacity: '20 Ah' } },
  { code: 'P-BAT-60', en: 'Battery pack 60V', zh: '电池包60V', category: 'BATTERY', price: '3599.00' },
  { code: 'P-BMS', en: 'Battery management board', zh: '电池管理板', category: 'BATTERY', price: '420.00', inStock: false },
  { code: 'P-BAT-CASE', en: 'Battery case', zh: '电池盒', category: 'BODY', price: '88.50' },
  { code: 'P-BAT-BOLT', en: 'Hex bolt M6x20', zh: '六角螺栓M6x20', category: 'FASTENER', price: null, isSpare: false },
  { code: 'P-MOT-A', en: 'Hub motor 800W', zh: '轮毂电机800W', category: 'MOTOR', price: '1500.00' },
  { code: 'P-MOT-B', en: 'Hub motor 800W rev. B', zh: '轮毂电机800W B版', category: 'MOTOR', price: '1550.00' },
  { code: 'P-MOT-C', en: 'Hub motor 800W rev. C', zh: '轮毂电机800W C版', category: 'MOTOR', price: '1580.00' },
  { code: 'P-CTRL', en: 'Motor controller', zh: '电机控制器', category: 'CONTROLLER', price: '650.00' },
  { code: 'P-CABLE', en: 'Main wiring harness', zh: '主线束', category: 'ELECTRICAL', price: '210.00' },
  { code: 'P-BRK-PAD-F', en: 'Front brake pad', zh: '前刹车片', de: 'Bremsbelag vorne', category: 'BRAKE', price: '45.00' },
  { code: 'P-BRK-PAD-R', en: 'Rear brake pad', zh: '后刹车片', de: 'Bremsbelag hinten', category: 'BRAKE', price: '42.00' },
  { code: 'P-BRK-DISC', en: 'Brake disc 220mm', zh: '刹车盘220mm', category: 'BRAKE', price: '130.00' },
  { code: 'P-BRK-CAL-OLD', en: 'Brake caliper (old)', zh: '制动卡钳（旧）', category: 'BRAKE', price: '260.00' },
  { code: 'P-BRK-HOSE-OLD', en: 'Brake hose (old)', zh: '制动软管（旧）', category: 'BRAKE', price: '35.00' },
  { code: 'P-BRK-CAL-NEW', en: 'Brake caliper', zh: '制动卡钳', category: 'BRAKE', price: '280.00' },
  { code: 'P-BRK-HOSE-NEW', en: 'Brake hose', zh: '制动软管', category: 'BRAKE', price: '38.00' },
  { code: 'P-BRK-LEVER', en: 'Brake lever', zh: '刹车手柄', category: 'BRAKE', price: '25.00' },
  { code: 'P-SCREW', en: 'Cross screw M4 50%_off', zh: '十字螺钉M4', category: 'FASTENER', price: '0.50' },
  { code: 'P-MIRROR', en: 'Rear-view mirror', zh: '后视镜', category: 'BODY', price: '60.00' },
];

export interface CatalogueFixture {
  line: string;
  series: string;
  citySeries: string;
  models: { s1: string; s2: string; c1: string };
  groups: { electrical: string; chassis: string; battery: string; motor: string; brakes: string; body: string };
  partlists: { battery: string; motor: string; brakes: string; mirrors: string };
  parts: Record<string, string>;
}

/** Inserts the fixture catalogue; pictures go to `files`. */
export async function seedCatalogueFixture(db: Db, files: FileStorage): Promise<CatalogueFixture> {
  const node = async (code: string, level: number, parentId: string | null, n: LocalizedText, extra: Partial<typeof modelNodes.$inferInsert> = {}) =>
    (await db.insert(modelNodes).values({ code, level, parentId, names: n, ...extra }).returning())[0].id;
  const line = await node('EM', 0, null, names('E-Moto', '易摩托'), { brand: 'E-Moto', imageKey: 'line-em' });
  const series = await node('EM-S', 1, line, names('Swift', '迅捷', 'Swift DE'), { imageKey: 'series-ems', sort: 1 });
  const citySeries = await node('EM-C', 1, line, names('City', '城市'), { sort: 2 });
  const s1 = await node('EM-S1', 2, series, names('Swift S1', '迅捷S1'), { sort: 1 });
  const s2 = await node('EM-S2', 2, series, names('Swift S2', '迅捷S2'), { sort: 2 });
  const c1 = await node('EM-C1', 2, citySeries, names('City C1', '城市C1'));

  await db.insert(manualModules).values([
    { names: names('E-Moto service manual', '易摩托维修手册'), code0: 'EM', objectType: 'ServiceManualRoot', applic: 'code0=EM', imageKey: 'line-em', sort: 1 },
    { names: names('Swift parts catalogue', '迅捷零件目录', 'Swift Teilekatalog'), code0: 'EM', code1: 'EM-S', objectType: 'Partlist', applic: 'code0=EM AND code1=EM-S', imageKey: 'series-ems', sort: 2 },
    { names: names('Swift S2 parts catalogue', '迅捷S2零件目录'), code0: 'EM', code1: 'EM-S', code2: 'EM-S2', objectType: 'Partlist', applic: 'code0=EM AND code1=EM-S AND code2=EM-S2', sort: 3 },
    { names: names('City parts catalogue', '城市零件目录'), code0: 'EM', code1: 'EM-C', objectType: 'Partlist', applic: 'code0=EM AND code1=EM-C', sort: 4 },
  ]);

  const group = async (code: string, level: number, parentId: string | null, n: LocalizedText, sort: number) =>
    (await db.insert(bomGroups).values({ seriesId: series, code, level, parentId, names: n, sort }).returning())[0].id;
  const electrical = await group('SYS-EL', 1, null, names('Electrical system', '电气系统', 'Elektrik'), 1);
  const chassis = await group('SYS-CH', 1, null, names('Chassis', '底盘', 'Fahrwerk'), 2);
  const battery = await group('ASM-BAT', 2, electrical, names('Battery', '电池', 'Batterie'), 1);
  const motor = await group('ASM-MOT', 2, electrical, names('Motor and controller', '电机与控制器'), 2);
  const brakes = await group('ASM-BRK', 2, chassis, names('Brakes', '制动', 'Bremsen'), 1);
  const body = await group('ASM-BODY', 2, chassis, names('Body parts', '车身件'), 2);

  const partlist = async (code: string, groupId: string, n: LocalizedText, balls: number[], sort: number) =>
    (await db.insert(partlists).values({ code, seriesId: series, groupId, names: n, drawingSvg: drawing(balls), sort }).returning())[0].id;
  const plBattery = await partlist('PL-BAT', battery, names('Battery pack assembly', '电池包总成', 'Akkupack'), [1, 2, 3, 4], 1);
  const plMotor = await partlist('PL-MOT', motor, names('Hub motor and controller', '轮毂电机与控制器'), [1, 2, 3], 1);
  const plBrakes = await partlist('PL-BRK', brakes, names('Front and rear brakes', '前后制动'), [1, 2, 3, 4, 5, 6], 1);
  // Rows for the S2 only: an S1 never sees this partlist or its assembly.
  const plMirrors = await partlist('PL-MIR', body, names('Mirrors', '后视镜'), [1], 1);

  const partIds: Record<string, string> = {};
  for (const p of PARTS) {
    const n = names(p.en, p.zh, p.de);
    const searchText = [p.code, ...Object.values(n)].join(' ').toLowerCase();
    const [row] = await db.insert(parts).values({
      code: p.code, names: n, searchText, searchGrams: cjkGrams(Object.values(n).join(' ')), category: p.category,
      price: p.price === undefined ? '10.00' : p.price, isSpare: p.isSpare ?? true, inStock: p.inStock ?? true, barCode: p.barCode ?? null,
      photoCount: p.photoCount ?? 0, globalRemark: p.globalRemark ?? null, properties: p.properties ?? {},
      fruCode: `FRU-${p.code}`, fasteningTorque: p.category === 'FASTENER' ? '9 N·m' : '',
      materialDescription: names(`${p.en}, material description`, `${p.zh}物料描述`),
      packaging: p.category === 'BATTERY'
        ? { package: 'Carton', staticElectricity: 'ESD bag', moistureSensitivityLevel: 'MSL 2', humidity: '< 60 %', temperature: '5–35 °C', airPressure: '70–106 kPa' }
        : null,
    }).returning();
    partIds[p.code] = row.id;
  }

  type Item = Partial<typeof partlistItems.$inferInsert> & { partlistId: string; ballNumber: number; code: string };
  const items: Item[] = [
    { partlistId: plBattery, ballNumber: 1, code: 'P-BAT-48', models: ['EM-S1'] },
    { partlistId: plBattery, ballNumber: 1, code: 'P-BAT-60', models: ['EM-S2'] },
    { partlistId: plBattery, ballNumber: 2, code: 'P-BMS' },
    { partlistId: plBattery, ballNumber: 3, code: 'P-BAT-CASE', configs: ['CFG-STD'] },
    { partlistId: plBattery, ballNumber: 4, code: 'P-BAT-BOLT', amount: '4' },
    { partlistId: plMotor, ballNumber: 1, code: 'P-MOT-A', dateTo: '2022-12-31' },
    { partlistId: plMotor, ballNumber: 1, code: 'P-MOT-C', dateFrom: '2023-01-01' },
    // A full VIN as the lower bound, a bare serial as the upper: both compare on the serial.
    { partlistId: plMotor, ballNumber: 2, code: 'P-CTRL', vinFrom: 'LEMS1A2B0PA000100', vinTo: '000199' },
    { partlistId: plMotor, ballNumber: 3, code: 'P-CABLE', isHighlight: true, remark: names('Route behind the frame tube', '沿车架管后侧布线') },
    { partlistId: plBrakes, ballNumber: 1, code: 'P-BRK-PAD-F', amount: '2' },
    { partlistId: plBrakes, ballNumber: 2, code: 'P-BRK-PAD-R', models: ['EM-S2'], configs: ['CFG-SPORT'], amount: '2' },
    { partlistId: plBrakes, ballNumber: 3, code: 'P-BRK-DISC' },
    { partlistId: plBrakes, ballNumber: 4, code: 'P-BRK-CAL-OLD', dateTo: '2023-06-30' },
    { partlistId: plBrakes, ballNumber: 4, code: 'P-BRK-CAL-NEW', dateFrom: '2023-07-01' },
    { partlistId: plBrakes, ballNumber: 5, code: 'P-BRK-HOSE-OLD', dateTo: '2023-06-30' },
    { partlistId: plBrakes, ballNumber: 5, code: 'P-BRK-HOSE-NEW', dateFrom: '2023-07-01' },
    // An empty list is a condition nobody meets.
    { partlistId: plBrakes, ballNumber: 6, code: 'P-BRK-LEVER', models: [] },
    { partlistId: plBrakes, ballNumber: 7, code: 'P-SCREW', amount: '6' },
    { partlistId: plMirrors, ballNumber: 1, code: 'P-MIRROR', models: ['EM-S2'], amount: '2' },
  ];
  await db.insert(partlistItems).values(items.map(({ code, ...rest }, n) => ({ amount: '1', ...rest, partId: partIds[code], sort: n })));

  await db.insert(vehicles).values([
    {
      vin: VINS.s1, modelId: s1, configCode: 'CFG-STD', productionDate: '2022-10-01', saleDate: '2022-11-20', modelYear: 2023,
      motorNo: 'M-000150', driveMotorModel: 'HM800', driveMotorNo: 'DM-000150', driveType: 'Rear hub', batteryPackNo: 'BP-48-0001',
      exteriorColor: 'Pearl white', licencePlate: 'ABC-150',
    },
    { vin: VINS.s2, modelId: s2, configCode: 'CFG-SPORT', productionDate: '2024-03-15', modelYear: 2024, driveMotorModel: 'HM800C', exteriorColor: 'Matte black' },
    { vin: VINS.c1, modelId: c1, configCode: 'CFG-STD', productionDate: '2024-01-10', modelYear: 2024 },
  ]);
  await db.insert(serialNumbers).values([
    { serial: 'BP-48-0001', kind: 'BATTERY_PACK', vin: VINS.s1, partId: partIds['P-BAT-48'] },
    { serial: 'MT-C-0420', kind: 'MOTOR', vin: VINS.s2, partId: partIds['P-MOT-C'] },
  ]);
  await db.insert(substitutions).values([
    { beforePartId: partIds['P-MOT-A'], afterPartId: partIds['P-MOT-B'], replaceWay: 'ONE_WAY', effectiveTime: '2023-01-01', ecoNumber: 'ECO-101', description: names('Stronger bearings', '加强轴承') },
    { beforePartId: partIds['P-MOT-B'], afterPartId: partIds['P-MOT-C'], replaceWay: 'TWO_WAY', effectiveTime: '2024-06-01', ecoNumber: 'ECO-202' },
    { beforePartId: partIds['P-BRK-CAL-OLD'], afterPartId: partIds['P-BRK-CAL-NEW'], replaceWay: 'GROUP', groupSeq: 7, effectiveTime: '2023-07-01', ecoNumber: 'ECO-303' },
    { beforePartId: partIds['P-BRK-HOSE-OLD'], afterPartId: partIds['P-BRK-HOSE-NEW'], replaceWay: 'GROUP', groupSeq: 7, effectiveTime: '2023-07-01', ecoNumber: 'ECO-303' },
  ]);

  await files.put('part-photos/P-BAT-48/1.svg', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>');
  await files.put('part-photos/P-BAT-48/2.svg', '<svg xmlns="http://www.w3.org/2000/svg"><circle r="5"/></svg>');
  await files.put('models/series-ems.svg', '<svg xmlns="http://www.w3.org/2000/svg"><text>Swift</text></svg>');

  return {
    line, series, citySeries, models: { s1, s2, c1 },
    groups: { electrical, chassis, battery, motor, brakes, body },
    partlists: { battery: plBattery, motor: plMotor, brakes: plBrakes, mirrors: plMirrors },
    parts: partIds,
  };
}

/** A test app with its own data directory (for the pictures) and the fixture catalogue. */
export async function createCatalogueTestApp(): Promise<TestApp & { fx: CatalogueFixture }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-catalogue-'));
  const t = await createTestApp({ config: { dataDir } });
  const fx = await seedCatalogueFixture(t.db, t.app.ctx.files);
  return {
    ...t, fx,
    close: async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
