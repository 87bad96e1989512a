import { asc, count, eq, inArray } from 'drizzle-orm';
import type { InquiryStatus } from '@portal/contract';
import type { Db } from '../../platform/db.js';
import { users } from '../../modules/users/index.js';
import { modelNodes, vehicles } from '../../modules/catalogue/index.js';
import { faultCatalogueNodes } from '../../modules/refdata/index.js';
import { inquiryForms, inquiryReplies, inquiryStatusLogs } from '../../modules/inquiry/index.js';
import faults from './faults.json';

/*
 * Demo inquiries: about 200 in every status, raised by the demo dealer and service station over the
 * last half year, routed as the demo responsible persons route (Guangdong to `handler`, Zhejiang to
 * `staff`), with replies, an expert on some, ratings on the closed ones and a status log the
 * durations are computed from. Half in Chinese, half in English. Deterministic.
 */

interface Fault {
  system: string;
  partCode: string;
  zh: [name: string, desc: string, reason: string, plan: string, partName: string];
  en: [name: string, desc: string, reason: string, plan: string, partName: string];
}

/** A fault a line, in Chinese and English (faults.json). */
const FAULTS = faults as Fault[];

const REPLIES = {
  zh: ['请提供故障时的仪表照片和故障码。', '已上传照片，故障码为E07。', '请测量电池包总电压和单体压差。', '总电压78.2V，最大压差320mV。', '请按维修方案处理后反馈结果。', '已按方案处理，试车正常。'],
  en: ['Please send a photo of the cluster and the fault code.', 'Photo uploaded, the fault code is E07.', 'Please measure the pack voltage and the cell spread.', 'Pack 78.2 V, largest spread 320 mV.', 'Please follow the maintenance scheme and report back.', 'Done as described, the test ride is fine.'],
};

/** The statuses in their demo share: most inquiries are closed, every status has some. */
const MIX: [InquiryStatus, number][] = [
  ['CLOSED', 70], ['SOLVED', 25], ['PROCESSING', 30], ['PENDING', 20], ['SUSPENDED', 15], ['REJECTED', 10], ['REVOKED', 10], ['INVALID', 8], ['DRAFT', 12],
];

/** A small deterministic generator (mulberry32), so every demo database has the same inquiries. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Demo inquiries, once: nothing happens when any inquiry exists or the demo users are missing. */
export async function seedDemoInquiries(db: Db, log: (line: string) => void = () => {}): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(inquiryForms);
  if (existing.n > 0) return;
  const people = await db.select({ id: users.id, username: users.username, name: users.name }).from(users)
    .where(inArray(users.username, ['dealer', 'station', 'handler', 'expert', 'staff']));
  const who = new Map(people.map((p) => [p.username, p]));
  if (who.size < 5) return;
  const cars = await db.select({ vin: vehicles.vin, modelCode: modelNodes.code, names: modelNodes.names, productionDate: vehicles.productionDate, saleDate: vehicles.saleDate, motorNo: vehicles.motorNo, batteryPackNo: vehicles.batteryPackNo })
    .from(vehicles).innerJoin(modelNodes, eq(modelNodes.id, vehicles.modelId)).orderBy(asc(vehicles.vin)).limit(60);
  const positions = await db.select({ code: faultCatalogueNodes.code, parentCode: faultCatalogueNodes.parentCode }).from(faultCatalogueNodes).where(eq(faultCatalogueNodes.level, 3));
  if (!cars.length) return;
  const rand = random(20261125);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const now = Date.now();
  const id = (u: string) => who.get(u)!.id;

  let total = 0;
  await db.transaction(async (tx) => {
    let n = 0;
    for (const [status, howMany] of MIX) {
      for (let k = 0; k < howMany; k++, n++) {
        const zh = n % 2 === 0;
        const fault = FAULTS[n % FAULTS.length];
        const [name, desc, reason, plan, partName] = zh ? fault.zh : fault.en;
        const car = cars[n % cars.length];
        const creator = n % 3 === 0 ? 'station' : 'dealer';
        const guangdong = n % 4 !== 3;
        const handler = guangdong ? 'handler' : 'staff';
        const withExpert = n % 3 === 1 && !['DRAFT', 'PENDING', 'REJECTED', 'REVOKED'].includes(status);
        const position = positions.find((p) => p.parentCode === fault.system)?.code ?? '';
        let at = now - (5 + Math.floor(rand() * 175)) * 86_400_000 - Math.floor(rand() * 86_400_000);
        const created = new Date(at);
        const steps: { action: string; from: string | null; to: string; by: string; at: Date; remark?: string }[] = [];
        const step = (action: string, to: string, by: string, hours: number, remark = '') => {
          at += hours * 3_600_000;
          steps.push({ action, from: steps.length ? steps[steps.length - 1].to : null, to, by, at: new Date(at), remark });
        };
        if (status === 'DRAFT') step('draft', 'DRAFT', creator, 0);
        else {
          step('submit', 'PENDING', creator, 0);
          if (status === 'REVOKED') step('revoke', 'REVOKED', creator, 1 + rand() * 5);
          else if (status === 'INVALID') step('invalid', 'INVALID', 'staff', 1 + rand() * 8, zh ? '重复提交' : 'Duplicate');
          else if (status === 'REJECTED') step('reject', 'REJECTED', handler, 1 + rand() * 8, zh ? '请补充工单信息' : 'Please add the work order details');
          else if (status !== 'PENDING') {
            step('reply', 'PROCESSING', handler, 0.5 + rand() * 6);
            if (withExpert) step('assign', 'PROCESSING', handler, 1 + rand() * 4, `expert:${id('expert')}`);
            if (status === 'SUSPENDED' || (status !== 'PROCESSING' && rand() < 0.3)) {
              step('suspend', 'SUSPENDED', handler, 2 + rand() * 10, zh ? '等待经销商反馈测量结果' : 'Waiting for the dealer\'s measurements');
              if (status !== 'SUSPENDED') step('reply', 'PROCESSING', creator, 12 + rand() * 48);
            }
            if (status === 'SOLVED' || status === 'CLOSED') step('solve', 'SOLVED', handler, 2 + rand() * 30);
            if (status === 'CLOSED') step('close', 'CLOSED', creator, 4 + rand() * 60);
          }
        }
        const last = steps[steps.length - 1];
        const solvedOrLater = ['SOLVED', 'CLOSED', 'SUSPENDED'].includes(status);
        const [row] = await tx.insert(inquiryForms).values({
          formNo: `IQ${created.toISOString().slice(0, 10).replace(/-/g, '')}${String(90000 + n).padStart(5, '0')}`,
          status, createrId: id(creator), handlerId: status === 'DRAFT' ? null : id(handler), expertId: withExpert ? id('expert') : null,
          leaderIds: guangdong && status !== 'DRAFT' ? [id('staff')] : [],
          vinCode: car.vin, consultType: pick(['TECHNICAL', 'REPAIR_GUIDANCE', 'PARTS', 'WARRANTY']), emergencyLevel: pick(['NORMAL', 'NORMAL', 'URGENT', 'VERY_URGENT']),
          carSeries: car.modelCode.slice(0, 2), modelCode: car.modelCode, modelName: car.names[zh ? 'zh-CN' : 'en-US'] ?? car.modelCode,
          productionDate: String(car.productionDate), saleDate: car.saleDate ? String(car.saleDate) : '', motorNo: car.motorNo.slice(0, 18), batteryPackNo: car.batteryPackNo.slice(0, 40),
          driveMileage: String(500 + Math.floor(rand() * 20000)),
          storeNo: creator === 'dealer' ? 'BR-0001' : 'GW-0002', storeName: creator === 'dealer' ? 'Bright Ride Motors' : 'Green Wheel Service Station',
          provinceCode: guangdong ? '44' : '33', cityCode: guangdong ? pick(['4401', '4403']) : '3301',
          createrName: who.get(creator)!.name, createrTelNo: '13800138000',
          faultName: name, faultModule: fault.system.slice(0, 3), faultSystem: fault.system, faultPosition: position, damageType: '',
          partCode: fault.partCode, partName, faultDate: new Date(created.getTime() - 86_400_000).toISOString().slice(0, 16).replace('T', ' '),
          customerOriginDesc: desc, faultReason: solvedOrLater ? reason : '', repairPlanDesc: ['SOLVED', 'CLOSED'].includes(status) || (status === 'PROCESSING' && withExpert) ? plan : '',
          serviceAttitude: status === 'CLOSED' ? 3 + Math.floor(rand() * 3) : null,
          professionalSkill: status === 'CLOSED' ? 3 + Math.floor(rand() * 3) : null,
          timelyResponse: status === 'CLOSED' ? 2 + Math.floor(rand() * 4) : null,
          submittedAt: status === 'DRAFT' ? null : created, createdAt: created, updatedAt: last.at,
        }).returning({ id: inquiryForms.id });
        await tx.insert(inquiryStatusLogs).values(steps.map((s) => ({
          inquiryId: row.id, action: s.action, fromStatus: s.from, toStatus: s.to, operatorId: id(s.by), remark: s.remark ?? '', createdAt: s.at,
        })));
        if (steps.some((s) => s.to === 'PROCESSING')) {
          const texts = REPLIES[zh ? 'zh' : 'en'];
          const replyCount = 1 + Math.floor(rand() * 4);
          const start = steps.find((s) => s.to === 'PROCESSING')!.at.getTime();
          await tx.insert(inquiryReplies).values(Array.from({ length: replyCount }, (_, i) => {
            const fromCreator = i % 2 === 1;
            return {
              inquiryId: row.id, ownerId: fromCreator ? id(creator) : id(i === 2 && withExpert ? 'expert' : handler),
              msgReceiverId: fromCreator ? id(handler) : id(creator), comment: texts[i % texts.length], createdAt: new Date(start + i * 3_600_000),
            };
          }));
        }
        total++;
      }
    }
  });
  log(`  inquiries: ${total} in every status, with replies and status logs`);
}
