import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
// the app first: this module's tables alone would start the import cycle through the schema
import { createCatalogueTestApp, VINS } from '../../test/fixtures/catalogue.js';
import { appliesToModel, appliesToVehicle, modelSql, vehicleSql, vinSerial, type ItemConditions, type VehicleFacts } from './catalogue.applicability.js';
import { partlistItems } from './catalogue.tables.js';

const OPEN: ItemConditions = { models: null, configs: null, vinFrom: null, vinTo: null, dateFrom: null, dateTo: null };
const VEHICLE: VehicleFacts = { vin: 'LEMS1A2B5PA000150', modelCode: 'EM-S1', configCode: 'CFG-STD', productionDate: '2022-10-01' };
const item = (c: Partial<ItemConditions>): ItemConditions => ({ ...OPEN, ...c });

describe('applicability (pure reference)', () => {
  it('applies a row without conditions to every vehicle', () => {
    expect(appliesToVehicle(OPEN, VEHICLE)).toBe(true);
  });

  it('needs the model and the configuration in their lists; an empty list matches nothing', () => {
    expect(appliesToVehicle(item({ models: ['EM-S1', 'EM-S2'] }), VEHICLE)).toBe(true);
    expect(appliesToVehicle(item({ models: ['EM-S2'] }), VEHICLE)).toBe(false);
    expect(appliesToVehicle(item({ models: [] }), VEHICLE)).toBe(false);
    expect(appliesToVehicle(item({ configs: ['CFG-STD'] }), VEHICLE)).toBe(true);
    expect(appliesToVehicle(item({ configs: ['CFG-SPORT'] }), VEHICLE)).toBe(false);
    expect(appliesToModel(item({ models: ['EM-S1'] }), 'EM-S1')).toBe(true);
    expect(appliesToModel(item({ models: ['EM-S1'] }), 'EM-S2')).toBe(false);
    expect(appliesToModel(OPEN, 'anything')).toBe(true);
  });

  it('compares VIN bounds on the serial, inclusive, whether bounds are VINs or bare serials', () => {
    expect(vinSerial(VEHICLE.vin)).toBe('000150');
    expect(appliesToVehicle(item({ vinFrom: '000150', vinTo: '000150' }), VEHICLE)).toBe(true);
    expect(appliesToVehicle(item({ vinFrom: '000151' }), VEHICLE)).toBe(false);
    expect(appliesToVehicle(item({ vinTo: '000149' }), VEHICLE)).toBe(false);
    // Another plant's prefix does not matter: only positions 12–17 count.
    expect(appliesToVehicle(item({ vinFrom: 'ZZZZZZZZZZZ000100', vinTo: 'AAAAAAAAAAA000200' }), VEHICLE)).toBe(true);
    // Letters sort after digits (byte order).
    expect(appliesToVehicle(item({ vinTo: '00014Z' }), VEHICLE)).toBe(false);
    expect(appliesToVehicle(item({ vinFrom: '00014Z' }), VEHICLE)).toBe(true);
  });

  it('compares production dates inclusively', () => {
    expect(appliesToVehicle(item({ dateFrom: '2022-10-01', dateTo: '2022-10-01' }), VEHICLE)).toBe(true);
    expect(appliesToVehicle(item({ dateFrom: '2022-10-02' }), VEHICLE)).toBe(false);
    expect(appliesToVehicle(item({ dateTo: '2022-09-30' }), VEHICLE)).toBe(false);
  });

  it('needs every condition at once', () => {
    const all = item({ models: ['EM-S1'], configs: ['CFG-STD'], vinFrom: '000100', vinTo: '000199', dateFrom: '2022-01-01', dateTo: '2022-12-31' });
    expect(appliesToVehicle(all, VEHICLE)).toBe(true);
    for (const breaking of [{ modelCode: 'EM-S2' }, { configCode: 'X' }, { vin: 'LEMS1A2B5PA000200' }, { productionDate: '2023-01-01' }]) {
      expect(appliesToVehicle(all, { ...VEHICLE, ...breaking }), JSON.stringify(breaking)).toBe(false);
    }
  });
});

describe('applicability in SQL', () => {
  let t: Awaited<ReturnType<typeof createCatalogueTestApp>>;
  beforeAll(async () => { t = await createCatalogueTestApp(); });
  afterAll(async () => { await t?.close(); });

  // Extra rows probing each boundary, next to the fixture's own.
  const PROBES: Partial<ItemConditions>[] = [
    { vinFrom: '000150' }, { vinFrom: '000151' }, { vinTo: '000150' }, { vinTo: '000149' }, { vinTo: '00014Z' }, { vinFrom: '00014Z' },
    { vinFrom: 'ZZZZZZZZZZZ000100', vinTo: 'AAAAAAAAAAA000500' }, { dateFrom: '2024-03-15' }, { dateTo: '2024-03-14' },
    { models: [] }, { configs: [] }, { models: ['EM-S1', 'EM-S2'], configs: ['CFG-SPORT'] },
  ];

  it('agrees with the reference on every row and vehicle', async () => {
    const [anyRow] = await t.db.select().from(partlistItems).limit(1);
    await t.db.insert(partlistItems).values(PROBES.map((p, n) => ({ partlistId: anyRow.partlistId, partId: anyRow.partId, ballNumber: 90 + n, amount: '1', ...p })));
    const vehicles: VehicleFacts[] = [
      { vin: VINS.s1, modelCode: 'EM-S1', configCode: 'CFG-STD', productionDate: '2022-10-01' },
      { vin: VINS.s2, modelCode: 'EM-S2', configCode: 'CFG-SPORT', productionDate: '2024-03-15' },
      { vin: VINS.c1, modelCode: 'EM-C1', configCode: 'CFG-STD', productionDate: '2024-01-10' },
      { vin: 'LEMS1A2B5PA00014Z', modelCode: 'EM-S1', configCode: 'CFG-SPORT', productionDate: '2024-03-14' },
    ];
    let applying = 0;
    for (const v of vehicles) {
      const rows = await t.db
        .select({ item: partlistItems, bySql: sql<boolean>`${vehicleSql(v)}`, byModel: sql<boolean>`${modelSql(v.modelCode)}` })
        .from(partlistItems);
      expect(rows.length).toBeGreaterThan(PROBES.length);
      for (const { item: row, bySql, byModel } of rows) {
        expect(bySql, `${v.vin} ${JSON.stringify(row)}`).toBe(appliesToVehicle(row, v));
        expect(byModel).toBe(appliesToModel(row, v.modelCode));
        if (bySql) applying++;
      }
    }
    // The comparison is not vacuous: some rows apply, some do not.
    expect(applying).toBeGreaterThan(10);
    expect(applying).toBeLessThan(vehicles.length * (19 + PROBES.length));
  });
});
