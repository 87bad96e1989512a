import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db.js';
import { BizError } from '../../platform/errors.js';
import { workOrders } from './refdata.tables.js';

/*
 * Work orders come from the workshop's DMS when one is configured (DMS_WORK_ORDER_URL), else from
 * our own work_orders table (seeded for the demo VINs, importable later). Callers see one
 * interface, so another DMS is one more source here and nothing else changes.
 */

/** A work order as every source answers it. */
export interface WorkOrderRecord {
  id: string;
  vin: string;
  driveMileage: number;
  shopCode: string;
  shopName: string;
  provinceCode: string;
  cityCode: string;
  openedOn: string;
}

export interface WorkOrderSource {
  /** The work order, or null when the source does not know it. */
  find(id: string): Promise<WorkOrderRecord | null>;
}

/** Our own table. */
export function ownWorkOrders(db: Db): WorkOrderSource {
  return {
    async find(id) {
      const [row] = await db.select().from(workOrders).where(eq(workOrders.id, id));
      return row ? { id: row.id, vin: row.vin, driveMileage: row.driveMileage, shopCode: row.shopCode, shopName: row.shopName, provinceCode: row.provinceCode, cityCode: row.cityCode, openedOn: row.openedOn } : null;
    },
  };
}

/** What the DMS answers (the spec's Work order info names), bare or inside a `data` envelope. */
const ZDmsWorkOrder = z.object({
  vinCode: z.string().default(''),
  driveMileage: z.coerce.number().int().nonnegative(),
  shopCode: z.string(),
  shopName: z.string(),
  provinceId: z.coerce.string(),
  cityId: z.coerce.string(),
  openedOn: z.string().default(''),
});

/** How long the form waits for the DMS before telling the dealer to type the fields. */
export const DMS_TIMEOUT_MS = 5000;

/** GET {baseUrl}/{id}: 404 means unknown; anything else unreadable means the DMS is unavailable. */
export function httpWorkOrders(baseUrl: string, fetchImpl: typeof fetch = fetch): WorkOrderSource {
  return {
    async find(id) {
      let res: Response;
      try {
        res = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(id)}`, { signal: AbortSignal.timeout(DMS_TIMEOUT_MS), headers: { accept: 'application/json' } });
      } catch {
        throw new BizError('WORK_ORDER_SOURCE_UNAVAILABLE');
      }
      if (res.status === 404) return null;
      if (!res.ok) throw new BizError('WORK_ORDER_SOURCE_UNAVAILABLE');
      const body = (await res.json().catch(() => undefined)) as Record<string, unknown> | undefined;
      const parsed = ZDmsWorkOrder.safeParse(body && typeof body === 'object' && 'data' in body ? body.data : body);
      if (!parsed.success) throw new BizError('WORK_ORDER_SOURCE_UNAVAILABLE');
      const w = parsed.data;
      return { id, vin: w.vinCode, driveMileage: w.driveMileage, shopCode: w.shopCode, shopName: w.shopName, provinceCode: w.provinceId, cityCode: w.cityId, openedOn: w.openedOn };
    },
  };
}
