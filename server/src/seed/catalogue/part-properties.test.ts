import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { catalogueEndpoints, routeOf, type Language } from '@portal/contract';
import { parts } from '../../modules/catalogue/catalogue.tables.js';
import { call, createTestApp, loggedInUser, type TestApp } from '../../test/helpers.js';
import { generateCatalogue, type CatalogueScale } from './index.js';
import { PART_TYPES } from './part-types.js';
import { PROPERTY_NAMES, localizedProperties } from './property-names.js';

/*
 * Issue 20 §4: a part's properties, packaging and unit stayed English in zh-CN, vi and de. The
 * demo parts now carry them in six languages, and the part detail answers in the caller's.
 */

const TINY: CatalogueScale = { lines: 1, seriesPerLine: 1, modelsPerSeries: 3, parts: 300, partlistsPerSeries: 2, itemsPerPartlist: [6, 8], vehicles: 10 };

describe('demo part properties in the caller\'s language (issue 20 §4)', () => {
  let t: TestApp;
  let token: string;
  let packId: string;
  beforeAll(async () => {
    t = await createTestApp();
    await generateCatalogue(t.db, null, { seed: 11, scale: TINY });
    token = (await loggedInUser(t)).token;
    const [pack] = await t.db.select({ id: parts.id }).from(parts).where(eq(parts.code, 'BP-72V32-A01'));
    packId = pack.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const detail = async (lang: Language) => (await call(t.app, ...routeOf(catalogueEndpoints.part, { id: packId }), { token, lang })).body.data;
  const properties = async (lang: Language) => {
    const rows = (await call(t.app, ...routeOf(catalogueEndpoints.properties, { id: packId }), { token, lang })).body.data as { key: string; value: string }[];
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  };

  it('names every property and translates worded values in zh-CN, vi and de', async () => {
    expect(await properties('en-US')).toEqual({
      Capacity: '32 Ah', 'Cell count': '180', 'Cell type': '18650 NMC, 3.5 Ah', Configuration: '20S9P', Energy: '2304 Wh',
      'Nominal voltage': '72 V', Revision: 'A01', Warranty: '24 months', Weight: '16.0 kg',
    });
    expect(await properties('zh-CN')).toEqual({
      容量: '32 Ah', 电芯数量: '180', 电芯类型: '18650 NMC, 3.5 Ah', 串并联结构: '20S9P', 能量: '2304 Wh', 标称电压: '72 V', 版本: 'A01', 质保期: '24 个月', 重量: '16.0 kg',
    });
    expect(await properties('vi')).toMatchObject({ 'Dung lượng': '32 Ah', 'Loại cell': '18650 NMC, 3.5 Ah', 'Cấu hình ghép cell': '20S9P', 'Bảo hành': '24 tháng', 'Khối lượng': '16.0 kg' });
    expect(await properties('de')).toMatchObject({ Kapazität: '32 Ah', Zelltyp: '18650 NMC, 3.5 Ah', Verschaltung: '20S9P', Gewährleistung: '24 Monate', Gewicht: '16.0 kg', Nennspannung: '72 V', Änderungsstand: 'A01' });
  });

  it('answers packaging and unit in the caller\'s language', async () => {
    expect(await detail('en-US')).toMatchObject({ unit: 'PCS', unitName: 'Piece', packaging: { package: 'UN-certified carton, class 9 label', staticElectricity: 'ESD bag' } });
    expect(await detail('zh-CN')).toMatchObject({ unit: 'PCS', unitName: '件', packaging: { package: 'UN 认证纸箱，贴第 9 类危险品标签', staticElectricity: '防静电袋', temperature: '15–25 °C，以 40–60% 电量存放' } });
    expect(await detail('vi')).toMatchObject({ unitName: 'Cái', packaging: { package: 'Thùng carton đạt chuẩn UN, nhãn hàng nguy hiểm loại 9', staticElectricity: 'Túi chống tĩnh điện' } });
    expect(await detail('de')).toMatchObject({ unitName: 'Stück', packaging: { package: 'UN-zertifizierter Karton, Gefahrzettel Klasse 9', staticElectricity: 'ESD-Beutel', moistureSensitivityLevel: 'MSL 1' } });
  });

  it('has names in six languages for every property of every part type', () => {
    for (const type of PART_TYPES) {
      for (const spec of type.specs) {
        const stored = localizedProperties({ ...type.props, ...spec.props });
        for (const [key, p] of Object.entries(stored)) {
          expect(typeof p === 'object' && p.names, `${type.key} ${key}`).toEqual(PROPERTY_NAMES[key]);
          // A worded value is six texts; one that stays a plain string has no letters but units and codes.
          if (typeof p === 'object' && typeof p.value === 'string') expect(p.value, `${type.key} ${key}`).not.toMatch(/\b(?!(?:mm|kg|Ah|Wh|kW|kPa|Hz|AC|NMC|CAN|MHz|ml|RS|NTC|KTY|TFT|LCD|Hall|LED|DOT)\b)[a-z]{3,}\b/);
        }
      }
    }
  });
});
