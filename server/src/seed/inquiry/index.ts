import { asc, count, eq, inArray } from 'drizzle-orm';
import type { InquiryStatus } from '@portal/contract';
import type { Db } from '../../platform/db.js';
import { users } from '../../modules/users/index.js';
import { modelNodes, vehicles } from '../../modules/catalogue/index.js';
import { faultCatalogueNodes } from '../../modules/refdata/index.js';
import { inquiryForms, inquiryReplies, inquiryStatusLogs } from '../../modules/inquiry/index.js';

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

const FAULTS: Fault[] = [
  { system: 'BAT02', partCode: 'BP-72V32-A01', zh: ['充满电后续航只有一半', '客户反映满电只能跑30公里，以前能跑60公里', 'BMS记录有单体电芯压差超过300mV', '执行均衡充电8小时；压差仍大于200mV则更换电池包', '电池包'], en: ['Range halved after a full charge', 'Customer reports 30 km per charge, used to be 60 km', 'BMS log shows a cell voltage spread above 300 mV', 'Run an 8-hour balancing charge; replace the pack if the spread stays above 200 mV', 'Battery pack'] },
  { system: 'BAT03', partCode: 'CHG-72V-5A-A01', zh: ['充电器指示灯红灯常亮无法充电', '插上充电器后红灯常亮，电量不增加', '充电口端子烧蚀，接触电阻过大', '更换充电口总成并清洁充电器插头', '充电口总成'], en: ['Charger LED stays red, no charging', 'With the charger connected the LED stays red and the charge does not rise', 'Charging port terminals burnt, high contact resistance', 'Replace the charging port assembly and clean the charger plug', 'Charging port assembly'] },
  { system: 'DRV02', partCode: 'CT-72V-45A-A01', zh: ['全油门时控制器断电', '急加速时整车突然断电，重启后恢复', '控制器过流保护，MOS管温度过高', '升级控制器固件至V2.3并检查相线连接', '控制器'], en: ['Controller cuts out at full throttle', 'Under hard acceleration the vehicle loses power, recovers after a restart', 'Controller over-current protection, MOSFET temperature too high', 'Update the controller firmware to V2.3 and check the phase wire connections', 'Controller'] },
  { system: 'DRV01', partCode: 'HM-2000W-R-A01', zh: ['电机异响并抖动', '起步时后轮电机有咔咔声，车身抖动', '霍尔传感器信号缺相', '更换电机霍尔板并重新自学习', '轮毂电机'], en: ['Motor clicks and judders', 'The rear hub motor clicks and the vehicle judders when pulling away', 'One Hall sensor phase missing', 'Replace the motor Hall board and run the controller self-learning', 'Hub motor'] },
  { system: 'DRV03', partCode: 'TH-HALL-A01', zh: ['转把无响应', '转动转把车辆不走，仪表无故障码', '转把霍尔信号电压恒为0.8V', '更换转把并检查插接件防水', '转把'], en: ['Throttle does not respond', 'Turning the throttle does not move the vehicle; no fault code on the cluster', 'Throttle Hall output stuck at 0.8 V', 'Replace the throttle and check the connector sealing', 'Throttle grip'] },
  { system: 'BRK01', partCode: 'PD-F-SM-A01', zh: ['前刹车异响', '前刹车制动时尖叫', '刹车片磨损至极限，卡钳导销缺油', '更换前刹车片并润滑导销', '前刹车片'], en: ['Front brake squeals', 'The front brake squeals when applied', 'Pads worn to the limit, caliper slide pins dry', 'Replace the front pads and grease the slide pins', 'Front brake pads'] },
  { system: 'BRK03', partCode: 'SW-BRK-A01', zh: ['刹车断电开关失效', '松开刹车后仍无法行驶', '刹车断电开关卡滞在闭合位置', '更换刹车断电开关', '刹车断电开关'], en: ['Brake cut-off switch stuck', 'The vehicle will not drive after the brake is released', 'Brake cut-off switch stuck closed', 'Replace the brake cut-off switch', 'Brake cut-off switch'] },
  { system: 'ELE03', partCode: 'LP-HEAD-LED-A01', zh: ['大灯不亮', '近光灯和远光灯都不亮', '大灯插接件进水腐蚀', '清理插接件，涂导电脂，更换大灯总成', '大灯总成'], en: ['Headlight out', 'Neither dipped nor main beam works', 'Headlight connector corroded by water', 'Clean the connector, apply contact grease, replace the headlight assembly', 'Headlight assembly'] },
  { system: 'ELE04', partCode: 'IC-LCD-A01', zh: ['仪表黑屏', '打开电门锁后仪表无显示', 'DC-DC输出12V正常，仪表CAN终端电阻异常', '更换仪表并检查CAN线束', '仪表'], en: ['Instrument cluster blank', 'Nothing on the cluster after switching on', 'DC-DC 12 V output fine, CAN termination on the cluster faulty', 'Replace the cluster and check the CAN harness', 'Instrument cluster'] },
  { system: 'ELE05', partCode: 'SW-STAND-A01', zh: ['侧撑收起后仍无法启动', '侧撑收起，仪表仍提示侧撑', '侧撑开关磁铁脱落', '更换侧撑开关并固定磁铁', '侧撑开关'], en: ['Will not start with the side stand up', 'Side stand up but the cluster still shows the stand warning', 'Side stand switch magnet fell off', 'Replace the side stand switch and secure the magnet', 'Side stand switch'] },
  { system: 'IOT01', partCode: 'TBOX-4G-A01', zh: ['手机APP无法定位车辆', 'APP显示车辆离线超过3天', 'T-BOX SIM卡接触不良', '重新安装SIM卡并固定，升级T-BOX固件', 'T-BOX'], en: ['App cannot locate the vehicle', 'The app has shown the vehicle offline for 3 days', 'Poor contact of the T-BOX SIM card', 'Reseat and secure the SIM, update the T-BOX firmware', 'Telematics box'] },
  { system: 'CHS04', partCode: 'TY-R-120-A01', zh: ['后轮胎频繁漏气', '一周内后胎漏气三次', '轮辋气门嘴密封圈老化', '更换气门嘴并检查轮辋', '后轮胎'], en: ['Rear tyre keeps losing pressure', 'Rear tyre went flat three times in a week', 'Valve seal on the rim perished', 'Replace the valve and inspect the rim', 'Rear tyre'] },
];

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
