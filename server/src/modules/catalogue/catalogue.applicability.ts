import { sql, type SQL } from 'drizzle-orm';
import { partlistItems } from './catalogue.tables.js';

/**
 * Which BOM rows apply to which vehicle. An item's null condition means "all"; every non-null
 * condition must hold (an empty list therefore matches nothing):
 * - `models` contains the vehicle's model code (code2);
 * - `configs` contains its configuration code;
 * - vinFrom ≤ VIN ≤ vinTo, compared on the serial: the last {@link VIN_SERIAL_LENGTH} characters
 *   (positions 12–17) of both sides, byte order. The bounds may be full VINs or bare serials;
 * - dateFrom ≤ production date ≤ dateTo (inclusive, YYYY-MM-DD).
 *
 * The pure functions are the reference; the SQL below says the same thing for the database, and
 * the tests check that both agree on the fixture.
 */
export const VIN_SERIAL_LENGTH = 6;

export interface ItemConditions {
  models: string[] | null;
  configs: string[] | null;
  vinFrom: string | null;
  vinTo: string | null;
  dateFrom: string | null;
  dateTo: string | null;
}

/** What applicability needs to know about a vehicle. */
export interface VehicleFacts {
  vin: string;
  modelCode: string;
  configCode: string;
  /** YYYY-MM-DD */
  productionDate: string;
}

/** The serial part of a VIN (or of a bare serial bound). */
export const vinSerial = (vin: string) => vin.slice(-VIN_SERIAL_LENGTH);

/** Byte-order comparison, the same as PostgreSQL's COLLATE "C". */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function appliesToModel(item: Pick<ItemConditions, 'models'>, modelCode: string): boolean {
  return item.models === null || item.models.includes(modelCode);
}

export function appliesToVehicle(item: ItemConditions, vehicle: VehicleFacts): boolean {
  const serial = vinSerial(vehicle.vin);
  return (
    appliesToModel(item, vehicle.modelCode) &&
    (item.configs === null || item.configs.includes(vehicle.configCode)) &&
    (item.vinFrom === null || compare(vinSerial(item.vinFrom), serial) <= 0) &&
    (item.vinTo === null || compare(vinSerial(item.vinTo), serial) >= 0) &&
    (item.dateFrom === null || item.dateFrom <= vehicle.productionDate) &&
    (item.dateTo === null || item.dateTo >= vehicle.productionDate)
  );
}

/** What a catalogue query is restricted to: rows of a model, rows of a vehicle, or rows of a part. */
export type RowFilter =
  | { kind: 'model'; modelCode: string }
  | { kind: 'vehicle'; vehicle: VehicleFacts }
  | { kind: 'part'; partId: string; vehicle?: VehicleFacts; modelCode?: string };

const i = partlistItems;
const SERIAL_LEN = sql.raw(String(VIN_SERIAL_LENGTH));

/** SQL twin of {@link appliesToModel}, on `partlist_items`. */
export function modelSql(modelCode: string): SQL {
  return sql`(${i.models} is null or ${modelCode}::text = any(${i.models}))`;
}

/** SQL twin of {@link appliesToVehicle}, on `partlist_items`. */
export function vehicleSql(v: VehicleFacts): SQL {
  const serial = vinSerial(v.vin);
  return sql`(${modelSql(v.modelCode)}
    and (${i.configs} is null or ${v.configCode}::text = any(${i.configs}))
    and (${i.vinFrom} is null or right(${i.vinFrom}, ${SERIAL_LEN}) collate "C" <= ${serial}::text collate "C")
    and (${i.vinTo} is null or right(${i.vinTo}, ${SERIAL_LEN}) collate "C" >= ${serial}::text collate "C")
    and (${i.dateFrom} is null or ${i.dateFrom} <= ${v.productionDate}::date)
    and (${i.dateTo} is null or ${i.dateTo} >= ${v.productionDate}::date))`;
}

/** The condition a row must meet under a filter, on `partlist_items`; null = every row. */
export function rowFilterSql(filter: RowFilter | null | undefined): SQL | null {
  if (!filter) return null;
  if (filter.kind === 'model') return modelSql(filter.modelCode);
  if (filter.kind === 'vehicle') return vehicleSql(filter.vehicle);
  const onPart = sql`${i.partId} = ${filter.partId}`;
  if (filter.vehicle) return sql`(${onPart} and ${vehicleSql(filter.vehicle)})`;
  if (filter.modelCode) return sql`(${onPart} and ${modelSql(filter.modelCode)})`;
  return onPart;
}
