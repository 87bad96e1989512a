import { nameIn, type Language, type TPartName, type TVehicleInfo } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { BizError } from '../../platform/errors.js';
import { partByCode } from '../catalogue/index.js';
import { findVehicle } from '../catalogue/index.js';

/* What the inquiry form looks up in the catalogue as the dealer types (spec §2 inquiry form). */

/** The inquiry form's vehicle section from our own vehicles. */
export async function getVehicleInfo(ctx: AppContext, vin: string, lang: Language): Promise<TVehicleInfo> {
  const vehicle = await findVehicle(ctx, vin, lang);
  if (!vehicle) throw new BizError('VEHICLE_NOT_FOUND');
  return vehicle.info;
}

/** The main damaged part's name by its code (spec §2: "main damaged part name by part code"). */
export async function getPartName(ctx: AppContext, partCode: string, lang: Language): Promise<TPartName> {
  const part = await partByCode(ctx, partCode);
  if (!part) throw new BizError('PART_CODE_NOT_FOUND');
  return { partCode: part.code, partName: nameIn(part.names, lang) };
}
