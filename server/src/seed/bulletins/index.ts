import { asc, count, eq, gte } from 'drizzle-orm';
import type { TBulletinAudience, TBulletinStatus, TBulletinType } from '@portal/contract';
import type { Db } from '../../platform/db.js';
import { modelNodes, vehicles } from '../../modules/catalogue/index.js';
import { bulletins } from '../../modules/bulletins/index.js';
import { approveLevels, bulletinDetail, createBulletin, moveBulletin } from '../../modules/bulletins/index.js';
import { demoActors, seedContext } from '../acting.js';

/** The demo VIN the journeys and the README open: the demo recall starts at it. */
export const DEMO_RECALL_FIRST_VIN = 'LUMS2PHD3PH000001';
/** How many demo vehicles the recall concerns (consecutive VINs). */
const RECALL_VEHICLES = 20;
const DAY = 86_400_000;

export interface DemoBulletin {
  /** A name that stays when the theme is edited (the suggestions' labelled set names bulletins by it). */
  key: string;
  theme: string;
  type: TBulletinType;
  /** Where it ends: INIT (written), INIT again after a reviewer sent it back, REVIEWED at a level, APPROVED. */
  to: TBulletinStatus | 'SENT_BACK';
  /** The level a REVIEWED bulletin waits on. */
  level?: number;
  /** Days from the seeding to its start (negative: started) and its length in days. */
  startsIn: number;
  days: number;
  isPublic?: boolean;
  isTop?: boolean;
  /** Which vehicles it concerns: the recall's VIN range, the recall vehicles' model, or production dates. */
  vehicles?: 'recallRange' | 'laterRange' | 'model' | 'built2025';
  userTypes?: string[];
  /** Demo users who have opened it (published ones). */
  readBy?: string[];
  content: string;
}

export const DEMO_BULLETINS: DemoBulletin[] = [
  {
    key: 'recall-rear-brake-hose', theme: 'Recall R-2026-07: rear brake hose clamp on early S2 Pro vehicles', type: 'RECALL_TYPE', to: 'APPROVED', startsIn: -12, days: 365,
    isTop: true, vehicles: 'recallRange', userTypes: ['DEALER', 'SERVICE_STATION'], readBy: ['dealer'],
    content: '<p>On the vehicles listed by VIN range the clamp of the rear brake hose can chafe against the swing arm.</p>'
      + '<ol><li>Check the hose for wear marks between the caliper and the first clip.</li><li>Fit clamp kit <b>BK-CLAMP-S2</b> (labour 0.4 h).</li>'
      + '<li>Replace the hose if the outer layer is worn through.</li></ol><p>Claim under campaign code <b>R2607</b>. The customer is informed by letter.</p>',
  },
  {
    key: 'controller-firmware', theme: 'Service bulletin SB-2026-11: controller firmware V2.3 against cut-outs at full throttle', type: 'MAINTENANCE_BULLETIN', to: 'APPROVED', startsIn: -30, days: 540,
    vehicles: 'model', readBy: ['dealer', 'station', 'staff'],
    content: '<p>Some vehicles lose power under hard acceleration and recover after a restart (controller over-current protection).</p>'
      + '<p>Update the controller to firmware <b>V2.3</b> with the diagnostic tool and check the phase wire connections for heat marks. '
      + 'The update takes about 10 minutes; do not switch the vehicle off while it runs.</p>',
  },
  {
    key: 'battery-warranty', theme: 'Warranty: battery packs of vehicles built from 2025 covered for 36 months or 30,000 km', type: 'WARRANTY_BULLETIN', to: 'APPROVED', startsIn: -45, days: 730,
    vehicles: 'built2025', readBy: ['station'],
    content: '<p>For vehicles produced from 1 January 2025 the battery pack warranty is extended from 24 to <b>36 months or 30,000 km</b>, whichever comes first.</p>'
      + '<p>Claims need the BMS log and a photo of the pack label. Capacity below 70 % of the rated value is a warranty case.</p>',
  },
  {
    key: 'spring-campaign', theme: 'Spring service campaign: free 20-point check and 10 % off brake parts', type: 'MARKETING_ACTIVITIES', to: 'APPROVED', startsIn: -5, days: 60,
    isPublic: true, readBy: ['dealer'],
    content: '<p>From March to May every workshop offers a free 20-point safety check. Brake pads, discs and hoses are 10 % off for customers who take the check.</p>'
      + '<p>Posters and social media pictures are in the download area under <i>Marketing / Spring campaign</i>.</p>',
  },
  {
    key: 'portal-maintenance', theme: 'Portal maintenance on Saturday, 02:00–04:00', type: 'OTHER_BULLETIN', to: 'APPROVED', startsIn: -2, days: 14, isPublic: true,
    content: '<p>The portal is updated on Saturday night between 02:00 and 04:00 (Beijing time). Log in again afterwards; your favourites and cart are kept.</p>',
  },
  {
    key: 'headlight-connector', theme: 'Service bulletin SB-2026-12: sealing of the headlight connector', type: 'MAINTENANCE_BULLETIN', to: 'REVIEWED', level: 1, startsIn: 3, days: 365,
    vehicles: 'model',
    content: '<p>Water in the headlight connector corrodes its pins. When the headlight is replaced, fill the connector with contact grease and fit the new sealing boot.</p>',
  },
  {
    key: 'recall-side-stand', theme: 'Recall R-2026-08: side stand switch magnet', type: 'RECALL_TYPE', to: 'REVIEWED', level: 2, startsIn: 7, days: 365,
    vehicles: 'laterRange', userTypes: ['DEALER', 'SERVICE_STATION'],
    content: '<p>The magnet of the side stand switch may come loose; the vehicle then does not start although the stand is up. Fit switch kit <b>SW-STAND-K2</b>.</p>',
  },
  {
    key: 'labour-times-2027', theme: '2027 labour time catalogue', type: 'OTHER_BULLETIN', to: 'REVIEWED', level: 1, startsIn: 20, days: 365,
    content: '<p>The labour time catalogue for 2027 replaces the 2026 one from 1 January. Battery and controller jobs were measured again.</p>',
  },
  {
    key: 'warranty-photos', theme: 'Warranty claims: photo requirements from January', type: 'WARRANTY_BULLETIN', to: 'INIT', startsIn: 30, days: 365,
    content: '<p>Every warranty claim needs at least three photos: the part in the vehicle, the part label and the damage.</p>',
  },
  {
    key: 'dealer-conference', theme: 'Dealer conference 2027: registration open', type: 'MARKETING_ACTIVITIES', to: 'SENT_BACK', startsIn: 10, days: 45, isPublic: true,
    content: '<p>The dealer conference takes place in Hangzhou on 18–19 March 2027. Register two people per dealer by 31 January.</p>',
  },
];

/**
 * Demo bulletins, written once through the bulletin services by the demo administrators: every
 * type, every status (INIT, INIT sent back by a reviewer, REVIEWED at level 1 and 2, APPROVED),
 * a pinned recall for a range of demo VINs that the struct view of those vehicles shows, and reads
 * by demo users. Their dates are relative to the first start, so the published ones are current.
 */
export async function seedDemoBulletins(db: Db, log: (line: string) => void = () => {}): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(bulletins);
  if (existing.n > 0) return 0;
  let made = 0;
  await db.transaction(async (tx) => {
    const who = await demoActors(tx, ['domain-admin', 'admin', 'dealer', 'station', 'staff']);
    if (who.size < 5) return;
    // The recall: consecutive demo VINs from the demo VIN on (or from the first, in a smaller catalogue).
    const from = async (vin: string) => tx.select({ vin: vehicles.vin, model: modelNodes.code }).from(vehicles)
      .innerJoin(modelNodes, eq(modelNodes.id, vehicles.modelId)).where(gte(vehicles.vin, vin)).orderBy(asc(vehicles.vin)).limit(RECALL_VEHICLES * 2);
    let cars = await from(DEMO_RECALL_FIRST_VIN);
    if (cars[0]?.vin !== DEMO_RECALL_FIRST_VIN) cars = await from('');
    if (cars.length === 0) return;
    const first = cars.slice(0, Math.min(RECALL_VEHICLES, Math.ceil(cars.length / 2)));
    const later = cars.slice(first.length);
    const audienceOf = (b: DemoBulletin): TBulletinAudience => {
      const a: TBulletinAudience = { userTypes: b.userTypes ?? [], countries: [], models: [], vinRanges: [], productionDates: [], groups: [] };
      if (b.vehicles === 'recallRange') a.vinRanges = [{ from: first[0].vin, to: first[first.length - 1].vin }];
      if (b.vehicles === 'laterRange') a.vinRanges = [{ from: (later[0] ?? first[0]).vin, to: (later[later.length - 1] ?? first[first.length - 1]).vin }];
      if (b.vehicles === 'model') a.models = [first[0].model];
      if (b.vehicles === 'built2025') a.productionDates = [{ from: '2025-01-01', to: '2027-12-31' }];
      return a;
    };

    const now = Date.now();
    const { ctx, at } = seedContext(tx, now);
    const writer = who.get('domain-admin')!;
    // Level 1 is given by the system administrator, the last level by the after-sales administrator.
    const approverOf = (level: number) => (level === 1 ? who.get('admin')! : writer);
    const levels = (await approveLevels(tx)).length;
    for (const b of DEMO_BULLETINS) {
      const start = now + b.startsIn * DAY;
      const { id } = await createBulletin(ctx, writer, {
        theme: b.theme, type: b.type, content: b.content, isPublic: b.isPublic ?? false, pictureId: null, fileIds: [], partCodes: [],
        startTime: new Date(start).toISOString(), endTime: new Date(start + b.days * DAY).toISOString(), audience: audienceOf(b),
      });
      if (b.to !== 'INIT') await moveBulletin(ctx, writer, id, 'publish');
      if (b.to === 'SENT_BACK') await moveBulletin(ctx, who.get('admin')!, id, 'review');
      const approvals = b.to === 'APPROVED' ? levels : b.to === 'REVIEWED' ? Math.min((b.level ?? 1) - 1, levels - 1) : 0;
      for (let level = 1; level <= approvals; level++) await moveBulletin(ctx, approverOf(level), id, 'approve', level);
      if (b.isTop) await moveBulletin(ctx, writer, id, 'top');
      // Readers open it some hours after it started, each a little later.
      for (const [i, reader] of (b.readBy ?? []).entries()) {
        at(Math.min(now, start + (6 + i * 20) * 3_600_000));
        await bulletinDetail(ctx, who.get(reader)!, id);
      }
      at(now);
      made++;
    }
  });
  if (made) log(`  Bulletins: ${made} of every type and status, a recall for ${RECALL_VEHICLES} demo VINs`);
  return made;
}
