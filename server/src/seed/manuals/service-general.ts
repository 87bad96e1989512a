import { L6, h3, ol, p, table, ul, type TopicContext } from './html.js';
import type { ChapterDef } from './types.js';
import type { VehicleFacts } from './vehicle.js';

const lineName = (c: TopicContext) => c.f.line.names[c.lang];
const modelName = (c: TopicContext) => c.f.names[c.lang];

/** Service intervals in km; scooters are serviced by distance or every 6 months. */
export const intervals = (f: VehicleFacts) => (f.isScooter ? [500, 3000, 6000] : f.isMoped ? [1000, 5000, 10000] : [1000, 6000, 12000]);

export const GENERAL: ChapterDef = {
  key: 'general',
  title: L6('概述', 'General information', 'Thông tin chung', 'Información general', 'Allgemeine Hinweise', 'Informasi umum'),
  topics: [
    {
      key: 'safety-hv',
      title: L6('高压电池安全须知', 'Safety with high-voltage batteries', 'An toàn với pin điện áp cao', 'Seguridad con baterías de alta tensión', 'Sicherheit bei Hochvoltbatterien', 'Keselamatan baterai tegangan tinggi'),
      body: (c) => {
        const { f } = c;
        const dangerous = f.model.volts >= 60;
        return c.zh
          ? [
              p(`${modelName(c)} 使用 ${f.model.volts} V 锂离子电池组 ${c.p('battery')}（${f.cells} 节 ${f.cellType} 电芯，${f.cellsS} 串 ${f.cellsP} 并，满电电压 ${f.fullV} V）。${dangerous ? '该电压高于 60 V 直流安全电压，触碰带电部件可能造成电击伤害。' : '该电压虽低于 60 V 直流安全限值，但短路电流可达数百安培，足以熔化工具并引起火灾。'}`),
              c.warning('对电池、控制器、电机相线或主线束进行任何作业前，必须关闭电门锁、取下钥匙，断开电池主连接器，并等待 5 分钟让控制器电容放电。'),
              h3('个人防护'),
              ul([
                '佩戴 1000 V 等级绝缘手套和护目镜；摘下戒指、手表等金属饰品。',
                '只使用绝缘手柄工具；工作台铺设绝缘垫。',
                '工位配备 D 类金属火灾灭火器或锂电池专用灭火毯，以及装满沙子的隔离箱。',
              ]),
              h3('断电与验电步骤'),
              ol([
                '关闭电门锁，取下钥匙（NFC 车型：将 NFC 卡远离感应区）。',
                `断开电池主连接器 ${c.p('batteryConnector')}，并用绝缘胶带包裹两端。`,
                '等待至少 5 分钟，使控制器内部电容放电。',
                `用万用表在控制器 B+ 与 B− 之间测量，电压须低于 5 V 后方可开始作业。`,
              ]),
              h3('损坏电池的识别'),
              p('出现以下任一情况的电池组视为损坏，不得充电或装车：外壳鼓包、开裂或变形；电解液泄漏或有甜味异味；外壳温度明显高于环境温度且持续升高；曾浸水或受到严重撞击。'),
              c.caution('损坏电池须放入隔离箱，置于室外远离可燃物的位置，并按“电池存放、运输与回收”章节处理。'),
            ].join('')
          : [
              p(`The ${modelName(c)} uses a ${f.model.volts} V lithium-ion battery pack ${c.p('battery')} (${f.cells} cells ${f.cellType}, ${f.cellsS} in series, ${f.cellsP} in parallel, ${f.fullV} V when full). ${dangerous ? 'This is above the 60 V DC safety limit: touching live parts can cause an electric shock.' : 'Although this is below the 60 V DC safety limit, a short circuit delivers hundreds of amperes, enough to melt a tool and start a fire.'}`),
              c.warning('Before any work on the battery, controller, motor phase cables or main harness, switch the ignition off, remove the key, disconnect the battery main connector and wait 5 minutes for the controller capacitors to discharge.'),
              h3('Personal protection'),
              ul([
                'Wear insulating gloves rated 1000 V and safety glasses; take off rings, watches and other metal jewellery.',
                'Use insulated tools only; cover the workbench with an insulating mat.',
                'Keep a class D extinguisher or a lithium fire blanket at the bay, and a sand-filled quarantine box.',
              ]),
              h3('Isolating and proving dead'),
              ol([
                'Switch the ignition off and remove the key (NFC models: keep the NFC card away from the reader).',
                `Disconnect the battery main connector ${c.p('batteryConnector')} and tape both halves.`,
                'Wait at least 5 minutes for the controller capacitors to discharge.',
                'Measure between controller B+ and B− with a multimeter: start work only below 5 V.',
              ]),
              h3('Recognising a damaged battery'),
              p('Treat a pack as damaged, and neither charge nor fit it, if its casing is swollen, cracked or deformed; electrolyte leaks or smells sweet; the casing is noticeably warmer than the room and getting warmer; or it has been under water or in a heavy impact.'),
              c.caution('Put a damaged battery into the quarantine box, outdoors and away from anything that burns, and handle it as described in “Battery pack storage, transport and disposal”.'),
            ].join('');
      },
    },
    {
      key: 'identification',
      title: L6('车辆识别与车架号', 'Vehicle identification and VIN', 'Nhận dạng xe và số VIN', 'Identificación del vehículo y VIN', 'Fahrzeugidentifizierung und FIN', 'Identifikasi kendaraan dan VIN'),
      body: (c) => {
        const { f } = c;
        const where = f.isScooter
          ? c.t('stamped on the steering stem below the folding hinge and printed on the label under the deck', '车架号打刻在折叠机构下方的立管上，并印在踏板底部的铭牌上')
          : f.isMoped
            ? c.t('stamped on the frame tube under the floor board (lift the rubber mat) and printed on the label inside the seat compartment', '车架号打刻在脚踏板下方的车架管上（掀开橡胶垫可见），并印在座桶内的铭牌上')
            : c.t('stamped on the right side of the steering head and printed on the label on the left frame rail', '车架号打刻在车头管右侧，并印在左侧车架梁的铭牌上');
        const vin = `${f.line.wmi}${f.model.vds}${f.isMid ? 'M' : 'H'}…`;
        const rows = c.zh
          ? [['1–3', '世界制造厂识别代码', f.line.wmi], ['4–6', '车系与版本', f.model.vds], ['7', '驱动方式（H 轮毂电机，M 中置电机）', f.isMid ? 'M' : 'H'], ['8', '电压等级（A 36 V，B 48 V，C 60 V，D 72 V，E 96 V）', ''], ['9', '校验位', ''], ['10', '车型年份（N 2022，P 2023，R 2024，S 2025，T 2026）', ''], ['11', '装配厂', f.line.plant], ['12–17', '生产序号', '']]
          : [['1–3', 'World manufacturer identifier', f.line.wmi], ['4–6', 'Series and variant', f.model.vds], ['7', 'Drive (H hub motor, M mid-drive)', f.isMid ? 'M' : 'H'], ['8', 'Voltage class (A 36 V, B 48 V, C 60 V, D 72 V, E 96 V)', ''], ['9', 'Check digit', ''], ['10', 'Model year (N 2022, P 2023, R 2024, S 2025, T 2026)', ''], ['11', 'Assembly plant', f.line.plant], ['12–17', 'Serial number', '']];
        return [
          p(c.t(`The 17-character VIN is ${where}. Always quote the VIN when ordering parts or raising an inquiry: the parts catalogue filters the BOM to exactly this vehicle.`, `17 位车架号（VIN）${where}。订购零件或提交咨询单时务必提供车架号：零件目录会据此筛选出该车实际装配的零件。`)),
          table(c.zh ? ['位置', '含义', `${f.model.code} 的值`] : ['Position', 'Meaning', `Value for ${f.model.code}`], rows),
          p(c.t(`A VIN of this model starts with ${vin}`, `该车型的车架号以 ${vin} 开头`)),
          h3(c.t('Serial numbers of the main components', '主要部件序列号')),
          ul([
            c.t(`Battery pack: label on the pack's end plate, starting with BP${f.isDual ? ' (second pack BQ)' : ''}.`, `电池组：电池端板标签，以 BP 开头${f.isDual ? '（第二块电池以 BQ 开头）' : ''}。`),
            c.t(`Drive motor: stamped on the motor ${f.isMid ? 'housing next to the output shaft' : 'cover next to the cable exit'}, starting with MT.`, `驱动电机：打刻在电机${f.isMid ? '壳体输出轴旁' : '端盖出线口旁'}，以 MT 开头。`),
            c.t('Controller: label on the controller’s cooling fins, starting with CT.', '控制器：控制器散热片上的标签，以 CT 开头。'),
          ]),
          c.note(c.t('The portal’s serial-number search finds the vehicle from any of these numbers.', '门户系统的序列号查询可通过上述任一编号找到对应车辆。')),
        ].join('');
      },
    },
    {
      key: 'specifications',
      title: L6('技术参数', 'Technical specifications', 'Thông số kỹ thuật', 'Especificaciones técnicas', 'Technische Daten', 'Spesifikasi teknis'),
      body: (c) => {
        const { f } = c;
        const m = f.model;
        const brake = (k: string) => (k === 'MECH' ? c.t('mechanical disc', '机械碟刹') : k === '2P' ? c.t('hydraulic disc, 2-piston caliper', '液压碟刹，双活塞卡钳') : c.t('hydraulic disc, 4-piston radial caliper', '液压碟刹，四活塞径向卡钳'));
        const rows: [string, string][] = [
          [c.t('Line / series', '产品线 / 车系'), `${lineName(c)} / ${f.series.names[c.lang]}`],
          [c.t('Model code', '车型代码'), m.code],
          [c.t('Drive', '驱动方式'), f.isMid ? c.t('mid-drive motor, toothed belt', '中置电机，同步带传动') : m.drive === 'HUB_F' ? c.t('front hub motor', '前轮毂电机') : c.t('rear hub motor', '后轮毂电机')],
          [c.t('Rated motor power', '电机额定功率'), m.motorW >= 1000 ? `${m.motorW / 1000} kW` : `${m.motorW} W`],
          [c.t('Battery', '电池'), `${m.volts} V ${m.ah} Ah${f.isDual ? ' × 2' : ''}, ${f.packWh * m.packs} Wh (${f.cellsS}S${f.cellsP}P, ${f.cells} × ${f.cellType})`],
          [c.t('Controller', '控制器'), `${m.volts} V / ${m.controllerA} A ${c.p('controller')}`],
          [c.t('Charger', '充电器'), `${m.volts} V / ${m.chargerA} A ${c.p('charger')}`],
          [c.t('Charging time (0–100 %)', '充电时间（0–100%）'), c.t(`about ${f.chargeHours} h`, `约 ${f.chargeHours} 小时`)],
          [c.t('Top speed', '最高车速'), `${f.topSpeed} km/h`],
          [c.t('Range (WMTC-like, 25 °C)', '续航里程（参考工况，25 °C）'), `${f.rangeKm} km`],
          [c.t('Front / rear brake', '前 / 后制动'), `${brake(f.series.brakeF)}, Ø${f.series.discF} mm / ${brake(f.series.brakeR)}, Ø${f.series.discR} mm`],
          [c.t('Tyres front / rear', '前 / 后轮胎'), `${f.tyre.front} / ${f.tyre.rear}`],
          [c.t('Tyre pressure front / rear (cold)', '胎压 前 / 后（冷态）'), `${f.tyre.frontBar} / ${f.tyre.rearBar} bar`],
          [c.t('Kerb mass', '整备质量'), `${f.massKg} kg`],
          [c.t('Firmware at release', '出厂固件'), `${f.firmware.controller} / ${f.firmware.bms} / ${f.firmware.display}`],
        ];
        return [
          p(c.t(`Data of the ${modelName(c)}. Figures depend on rider mass, temperature and riding style.`, `${modelName(c)} 的技术数据。续航等数值受骑手体重、气温和驾驶习惯影响。`)),
          table([c.t('Item', '项目'), c.t('Value', '数值')], rows),
        ].join('');
      },
    },
    {
      key: 'maintenance-schedule',
      title: L6('定期保养计划', 'Periodic maintenance schedule', 'Lịch bảo dưỡng định kỳ', 'Plan de mantenimiento periódico', 'Wartungsplan', 'Jadwal perawatan berkala'),
      body: (c) => {
        const { f } = c;
        const [first, regular, major] = intervals(f);
        const I = c.t('I', '检'), R = c.t('R', '换'), A = c.t('A', '调'), C = c.t('C', '清');
        const rows: string[][] = [
          [c.t('Battery pack: casing, connector, lock', '电池组：外壳、连接器、电池锁'), I, I, I],
          [c.t('BMS fault memory and cell balance (diagnostic tool)', 'BMS 故障记录与电芯均衡（诊断仪）'), I, I, I],
          [c.t('Controller and display firmware', '控制器与仪表固件'), I, I, I],
          [c.t('Brake pads', '刹车片'), I, I, R + '*'],
          [f.hydraulicFront || f.hydraulicRear ? c.t('Brake fluid DOT 4 (every 2 years)', 'DOT 4 制动液（每 2 年）') : c.t('Brake cables: play and lubrication', '刹车拉线：自由行程与润滑'), I, f.hydraulicFront || f.hydraulicRear ? I : A, f.hydraulicFront || f.hydraulicRear ? R : A],
          [c.t('Tyres: pressure, tread, damage', '轮胎：胎压、花纹、损伤'), I, I, I],
          [c.t('Axle nuts and wheel bearings', '轮轴螺母与车轮轴承'), I, I, I],
          [c.t('Steering head bearing', '转向轴承'), I, A, A],
          [f.isScooter ? c.t('Folding mechanism: play and latch', '折叠机构：间隙与锁扣') : c.t('Front fork oil', '前叉油'), I, f.isScooter ? A : I, f.isScooter ? A : R],
          [f.isMid ? c.t('Drive belt tension and wear', '传动皮带张紧度与磨损') : c.t('Motor phase connectors', '电机相线连接器'), I, f.isMid ? A : I, I],
          [c.t('Lighting, horn, indicators', '灯光、喇叭、转向灯'), I, I, I],
          [c.t('Charging port contacts', '充电口触点'), C, C, C],
        ];
        return [
          p(c.t(`First service at ${first} km or 1 month, then every ${regular} km or 6 months, whichever comes first; major service every ${major} km or 12 months.`, `首次保养在 ${first} km 或 1 个月，此后每 ${regular} km 或 6 个月保养一次，以先到者为准；每 ${major} km 或 12 个月进行一次大保养。`)),
          table([c.t('Item', '项目'), `${first} km`, `${regular} km`, `${major} km`], rows),
          p(c.t(`I = inspect and correct, R = replace, A = adjust, C = clean. * replace when worn to ${f.padMinMm} mm friction material or less.`, `检 = 检查并修正，换 = 更换，调 = 调整，清 = 清洁。* 摩擦材料剩余 ${f.padMinMm} mm 或以下时更换。`)),
          c.note(c.t('Delivery vehicles (high daily mileage) follow the distance intervals strictly; record every service in the portal so the warranty stays valid.', '外卖配送等高里程车辆须严格按里程保养；每次保养都应在门户系统中登记，以保证保修有效。')),
        ].join('');
      },
    },
    {
      key: 'torque-table',
      title: L6('拧紧力矩表', 'Tightening torques', 'Bảng mô-men siết', 'Tabla de pares de apriete', 'Anzugsdrehmomente', 'Tabel torsi pengencangan'),
      body: (c) => {
        const { f } = c;
        const t = f.torque;
        const rows: [string, string, number][] = [
          [c.t('Front axle nut', '前轮轴螺母'), c.p('axleNut'), t.frontAxle],
          [c.t(f.model.drive === 'HUB_R' ? 'Rear axle nut (hub motor axle)' : 'Rear axle nut', f.model.drive === 'HUB_R' ? '后轮轴螺母（轮毂电机轴）' : '后轮轴螺母'), '', t.rearAxle],
          [c.t('Brake caliper mounting bolts', '制动卡钳固定螺栓'), c.p('caliperF'), t.caliper],
          [c.t('Brake disc bolts (thread locker)', '制动盘螺栓（涂螺纹胶）'), c.p('discF'), t.disc],
          ...((f.hydraulicFront || f.hydraulicRear ? [[c.t('Brake hose banjo bolt', '制动油管空心螺栓'), c.p('hoseF'), t.banjo], [c.t('Bleed nipple', '排气螺钉'), '', t.bleedNipple]] : []) as [string, string, number][]),
          [c.t('Battery terminal bolts', '电池端子螺栓'), c.p('battery'), t.batteryTerminal],
          [c.t('Battery bracket bolts', '电池支架螺栓'), '', t.batteryBracket],
          [c.t('Controller mounting bolts', '控制器固定螺栓'), c.p('controller'), t.controllerMount],
          ...((t.phaseTerminal ? [[c.t('Motor phase terminal bolts', '电机相线端子螺栓'), c.p('phaseCable'), t.phaseTerminal]] : []) as [string, string, number][]),
          ...((f.isMid ? [[c.t('Mid-drive motor mounting bolts', '中置电机固定螺栓'), c.p('motor'), t.motorMount], [c.t('Belt pulley bolts', '皮带轮螺栓'), c.p('pulleyF'), t.pulley]] : []) as [string, string, number][]),
          [c.t('Fork clamp bolts', '前叉夹紧螺栓'), c.p('fork'), t.forkClamp],
          [c.t('Handlebar clamp bolts', '车把夹紧螺栓'), '', t.handlebarClamp],
          [f.isScooter ? c.t('Stem clamp bolts', '立管夹紧螺栓') : c.t('Steering stem nut', '转向柱螺母'), '', t.stemOrSteering],
          ...((t.swingArmPivot ? [[c.t('Swing arm pivot nut', '平叉枢轴螺母'), c.p('swingArm'), t.swingArmPivot]] : []) as [string, string, number][]),
          [c.t('Rear shock mounting bolts', '后减震器固定螺栓'), c.p('shock'), t.shockMount],
          ...((t.foldingHinge ? [[c.t('Folding hinge pivot bolt', '折叠机构枢轴螺栓'), c.p('foldingHinge'), t.foldingHinge]] : []) as [string, string, number][]),
          [c.t('Side stand pivot bolt', '边撑枢轴螺栓'), c.p('sideStand'), t.sideStand],
          [c.t('Body panel screws (plastic bosses)', '覆盖件螺钉（塑料螺柱）'), '', t.bodyScrew],
        ];
        return [
          p(c.t(`Torques for the ${modelName(c)}, threads clean and dry unless stated. Use a calibrated torque wrench; tighten in two steps (50 %, then 100 %).`, `${modelName(c)} 的拧紧力矩，除另有说明外均为清洁、干燥螺纹。使用经校准的扭力扳手，分两步拧紧（先 50%，再 100%）。`)),
          table([c.t('Joint', '连接部位'), c.t('Part', '零件'), c.t('Torque', '力矩')], rows.map(([a, b, n]) => [a, b, c.nm(n)])),
          c.caution(c.t('Self-locking nuts (nylon insert) are single-use: replace them whenever they are removed.', '自锁螺母（尼龙嵌件）为一次性零件，拆下后必须更换。')),
        ].join('');
      },
    },
    {
      key: 'tools-consumables',
      title: L6('专用工具与耗材', 'Special tools and consumables', 'Dụng cụ chuyên dùng và vật tư tiêu hao', 'Herramientas especiales y consumibles', 'Spezialwerkzeuge und Verbrauchsmaterial', 'Alat khusus dan bahan habis pakai'),
      body: (c) => {
        const { f } = c;
        const tools: [string, string][] = [
          ['ST-HV-001', c.t('Insulated tool set 1000 V', '1000 V 绝缘工具套装')],
          ...((f.model.volts >= 60 ? [['ST-HV-002', c.t('Insulating gloves, class 0', '0 级绝缘手套')]] : []) as [string, string][]),
          ['ST-DG-001', c.t('CAN diagnostic interface with the workshop software', 'CAN 诊断接口及维修软件')],
          ['ST-DG-002', c.t('Firmware programming cable', '固件烧录线')],
          ['ST-MS-001', c.t('Insulation resistance tester 500/1000 V', '绝缘电阻测试仪 500/1000 V')],
          ['ST-MS-002', c.t('Digital multimeter, CAT III', '数字万用表 CAT III')],
          ['ST-BT-001', c.t('Cell voltage checker', '单体电压检测仪')],
          ['ST-GN-001', c.t('Torque wrench set', '扭力扳手套装')],
          ...((f.hydraulicFront || f.hydraulicRear ? [['ST-BR-001', c.t('Brake bleeding kit (syringe, hose, catch bottle)', '制动排气工具套装（注射器、软管、接油瓶）')]] : []) as [string, string][]),
          ['ST-BR-002', c.t('Brake piston press', '卡钳活塞复位工具')],
          ...((f.isMid ? [['ST-MO-003', c.t('Belt tension meter', '皮带张力计')]] : [['ST-MO-001', c.t('Hub motor puller', '轮毂电机拉拔器')]]) as [string, string][]),
          [f.isScooter ? 'ST-LF-002' : 'ST-LF-001', f.isScooter ? c.t('Scooter repair stand', '滑板车维修支架') : c.t('Motorcycle hydraulic lift', '摩托车液压举升台')],
          ...((f.isScooter ? [] : [['ST-BT-003', c.t(`Battery lift table (pack ${f.packMassKg} kg)`, `电池升降台（电池重 ${f.packMassKg} kg）`)], ['ST-CH-001', c.t('Fork seal driver set', '前叉油封安装工具')]]) as [string, string][]),
          ['ST-CH-002', c.t('Steering head bearing press', '转向轴承压装工具')],
        ];
        return [
          p(c.t('The special tools below are needed for the procedures in this manual. Details, pictures and ordering are in the portal’s special-tool list.', '本手册中的作业需要使用以下专用工具。工具详情、图片及订购信息见门户系统的专用工具列表。')),
          table([c.t('Tool no.', '工具编号'), c.t('Description', '名称')], tools),
          h3(c.t('Consumables', '耗材')),
          table([c.t('Part', '零件'), c.t('Use', '用途')], [
            [c.p('brakeFluid'), c.t('Brake fluid DOT 4 (hydraulic brakes only; never DOT 5 silicone)', 'DOT 4 制动液（仅限液压制动；严禁使用 DOT 5 硅基制动液）')],
            ...(f.isScooter ? [] : [[c.p('forkOil'), c.t('Fork oil, quantity per leg see “Front fork service”', '减震油，每侧用量见“前叉保养”')]]),
            [c.t('Medium-strength thread locker (blue)', '中强度螺纹胶（蓝色）'), c.t('Brake disc bolts, motor mounting bolts', '制动盘螺栓、电机固定螺栓')],
            [c.t('Dielectric grease', '绝缘导电脂'), c.t('Connector seals, charging port', '连接器密封圈、充电口')],
          ]),
        ].join('');
      },
    },
    {
      key: 'pdi',
      title: L6('交车前检查（PDI）', 'Pre-delivery inspection (PDI)', 'Kiểm tra trước khi giao xe (PDI)', 'Inspección previa a la entrega (PDI)', 'Übergabeinspektion (PDI)', 'Pemeriksaan sebelum penyerahan (PDI)'),
      body: (c) => {
        const { f } = c;
        return [
          p(c.t('Carry out every step before handing the vehicle to the customer and record the result in the portal against the VIN.', '向客户交车前须完成以下全部步骤，并将结果登记在门户系统中该车架号名下。')),
          ol([
            c.t(`Charge the battery to 100 % with the original charger ${c.p('charger')}; the display must show no fault code.`, `使用原装充电器 ${c.p('charger')} 将电池充满至 100%，仪表不得显示任何故障码。`),
            c.t('Connect the diagnostic tool: read and clear the fault memory of controller, BMS and display; update all three to the current firmware.', '连接诊断仪：读取并清除控制器、BMS 和仪表的故障记录，并将三者升级至最新固件。'),
            f.isScooter
              ? c.t(`Unfold the scooter and check the folding latch locks without play; hinge pivot bolt ${c.nm(f.torque.foldingHinge)}.`, `展开滑板车，检查折叠锁扣锁止可靠、无间隙；折叠枢轴螺栓 ${c.nm(f.torque.foldingHinge)}。`)
              : c.t(`Fit the mirrors and align the handlebar; handlebar clamp ${c.nm(f.torque.handlebarClamp)}.`, `安装后视镜并校正车把；车把夹紧螺栓 ${c.nm(f.torque.handlebarClamp)}。`),
            c.t(`Set the tyre pressure: front ${f.tyre.frontBar} bar, rear ${f.tyre.rearBar} bar (cold).`, `调整胎压：前 ${f.tyre.frontBar} bar，后 ${f.tyre.rearBar} bar（冷态）。`),
            c.t(`Check the axle nuts: front ${c.nm(f.torque.frontAxle)}, rear ${c.nm(f.torque.rearAxle)}.`, `检查轮轴螺母：前 ${c.nm(f.torque.frontAxle)}，后 ${c.nm(f.torque.rearAxle)}。`),
            c.t('Check both brakes: the lever must feel firm and the brake lamp must light from each lever; the motor must cut out when either lever is pulled.', '检查前后制动：刹车把手手感坚实，任一把手均能点亮刹车灯，且拉动任一把手时电机断电。'),
            c.t('Check headlamp (low and high beam), tail lamp, indicators and horn.', '检查前大灯（近光与远光）、尾灯、转向灯和喇叭。'),
            c.t('Road test 2 km: smooth throttle response, no noise from motor or wheels, straight running with hands lightly on the bar.', '路试 2 km：加速响应平顺，电机和车轮无异响，轻扶车把时直线行驶不跑偏。'),
            c.t('Explain charging, battery care and the warning lights to the customer using the user manual.', '对照用户手册向客户讲解充电方法、电池保养和警示灯含义。'),
          ]),
        ].join('');
      },
    },
  ],
};
