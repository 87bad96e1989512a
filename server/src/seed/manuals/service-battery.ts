import { L6, h3, ol, p, table, ul, type TopicContext } from './html.js';
import type { ChapterDef } from './types.js';
import type { VehicleFacts } from './vehicle.js';

/** Where the pack sits and how it comes out, per line. */
function packAccess(c: TopicContext): { access: string; lift: string } {
  const { f } = c;
  if (f.isScooter) {
    return {
      access: c.t(`Turn the scooter upside down on a padded stand (handlebar and deck edge on the pads). Remove the ${f.series.code === 'S3' ? '10' : '14'} deck cover screws (T20) and lift the deck cover ${c.p('deck')}.`, `将滑板车倒置于带软垫的支架上（车把和踏板边缘着垫）。拆下 ${f.series.code === 'S3' ? '10' : '14'} 颗踏板底盖螺钉（T20），取下踏板底盖 ${c.p('deck')}。`),
      lift: c.t('Cut the cable ties, free the pack from its foam pads and lift it out of the deck straight up.', '剪断扎带，将电池组从泡棉垫中取出，垂直向上提出踏板腔。'),
    };
  }
  if (f.isMoped) {
    return {
      access: c.t(`Open the seat with the key, remove the seat-compartment liner (4 clips) and the floor-board cover (6 screws).`, '用钥匙打开座垫，拆下座桶内衬（4 个卡扣）和脚踏板盖板（6 颗螺钉）。'),
      lift: c.t(`Unlock the battery lock ${c.p('batteryLock')}, fold out the carrying handle and lift the pack up and out${f.isDual ? '; repeat for the second pack' : ''}.`, `用钥匙打开电池锁 ${c.p('batteryLock')}，翻出提手，将电池组向上提出${f.isDual ? '；第二块电池同样操作' : ''}。`),
    };
  }
  return {
    access: c.t(`Remove the seat (2 bolts, ${c.nm(10)}) and both side panels ${c.p('sidePanelL')} (5 screws and 3 clips each).`, `拆下座垫（2 颗螺栓，${c.nm(10)}）和两侧护板 ${c.p('sidePanelL')}（每侧 5 颗螺钉、3 个卡扣）。`),
    lift: c.t(`Remove the 4 bracket bolts, slide the battery lift table ST-BT-003 under the pack and lower the pack (${f.packMassKg} kg) out, or lift it out with two people.`, `拆下 4 颗电池支架螺栓，将电池升降台 ST-BT-003 推至电池下方并降下取出电池（${f.packMassKg} kg），或由两人抬出。`),
  };
}

/** BMS fault codes; the thresholds follow the model's cell count. */
function bmsCodes(c: TopicContext): string[][] {
  const { f } = c;
  const s = f.cellsS;
  return [
    ['B01', c.t('Cell over-voltage', '单体过压'), c.t(`A cell above 4.25 V (pack above ${(s * 4.25).toFixed(1)} V)`, `单体电压高于 4.25 V（总压高于 ${(s * 4.25).toFixed(1)} V）`), c.t('Charger output too high or a defective charger: test the charger; balance the pack.', '充电器输出过高或故障：检测充电器，对电池进行均衡。')],
    ['B02', c.t('Cell under-voltage', '单体欠压'), c.t(`A cell below 2.8 V (pack below ${f.cutoffV} V)`, `单体电压低于 2.8 V（总压低于 ${f.cutoffV} V）`), c.t('Deep discharge: recharge at once with the original charger. If a cell stays below 2.5 V, replace the pack.', '深度放电：立即用原装充电器充电。若有单体持续低于 2.5 V，更换电池组。')],
    ['B03', c.t('Charge over-current', '充电过流'), c.t(`Charge current above ${f.model.chargerA * 1.3} A`, `充电电流高于 ${f.model.chargerA * 1.3} A`), c.t('Non-original or defective charger.', '使用了非原装充电器或充电器故障。')],
    ['B04', c.t('Discharge over-current', '放电过流'), c.t(`Discharge current above ${Math.round(f.model.controllerA * 1.5)} A for 2 s`, `放电电流高于 ${Math.round(f.model.controllerA * 1.5)} A 持续 2 秒`), c.t('Controller or motor short circuit: check phase cables and controller (see controller codes).', '控制器或电机短路：检查电机相线与控制器（见控制器故障码）。')],
    ['B05', c.t('Short circuit', '短路保护'), c.t('Current above the short-circuit threshold for 300 µs', '电流超过短路阈值持续 300 µs'), c.t('Find the short before reconnecting: insulation test of harness and controller.', '重新连接前必须找到短路点：对线束和控制器做绝缘测试。')],
    ['B06', c.t('Charge over-temperature', '充电过温'), c.t('Cell temperature above 45 °C while charging', '充电时电芯温度高于 45 °C'), c.t('Let the pack cool; charge indoors at 10–30 °C.', '待电池冷却；在 10–30 °C 室内充电。')],
    ['B07', c.t('Discharge over-temperature', '放电过温'), c.t('Cell temperature above 60 °C while riding', '行驶时电芯温度高于 60 °C'), c.t('Reduce load; check the pack ventilation and the temperature sensor wiring.', '降低负载；检查电池散热及温度传感器线路。')],
    ['B08', c.t('Low temperature charge block', '低温禁充'), c.t('Cell temperature below 0 °C when charging starts', '开始充电时电芯温度低于 0 °C'), c.t('Warm the pack to room temperature before charging.', '将电池恢复至室温后再充电。')],
    ['B09', c.t('Cell imbalance', '压差过大'), c.t('Cell voltage spread above 100 mV at rest', '静置时单体压差大于 100 mV'), c.t('Run a balance charge; if the spread stays above 100 mV, see “Cell voltage and balance check”.', '进行均衡充电；若压差仍大于 100 mV，见“电芯电压与均衡检查”。')],
    ['B10', c.t('Temperature sensor fault', '温度传感器故障'), c.t('NTC open or shorted', 'NTC 开路或短路'), c.t(`Check the balance harness ${c.p('balance')}; replace the BMS board if the sensor reads open on the board.`, `检查均衡线束 ${c.p('balance')}；若电路板端传感器开路，更换 BMS 板。`)],
    ['B11', c.t('MOSFET failure', 'MOS 管失效'), c.t('Charge or discharge switch does not open or close', '充放电开关无法断开或闭合'), c.t(`Replace the BMS board ${c.p('bms')}.`, `更换 BMS 板 ${c.p('bms')}。`)],
    ['B12', c.t('CAN communication lost', 'CAN 通信中断'), c.t('No message from the controller for 1 s', '1 秒内未收到控制器报文'), c.t('Check CAN-H/CAN-L at the battery connector (about 60 Ω between them with the system off).', '检查电池连接器处 CAN-H/CAN-L（断电时两线间约 60 Ω）。')],
    ...(f.isDual ? [['B13', c.t('Parallel packs mismatch', '双电池并联压差'), c.t('The two packs differ by more than 2 V when connected', '两块电池连接时电压相差超过 2 V'), c.t('Charge each pack on its own to 100 % before riding on both.', '先将两块电池分别单独充满，再同时使用。')]] : []),
  ];
}

export const BATTERY: ChapterDef = {
  key: 'battery',
  title: L6('电池与充电', 'Battery and charging', 'Pin và sạc', 'Batería y carga', 'Akku und Laden', 'Baterai dan pengisian'),
  topics: [
    {
      key: 'battery-removal',
      title: L6('电池组拆卸与安装', 'Battery pack removal and installation', 'Tháo và lắp bộ pin', 'Desmontaje y montaje de la batería', 'Akkupack aus- und einbauen', 'Pelepasan dan pemasangan paket baterai'),
      body: (c) => {
        const { f } = c;
        const a = packAccess(c);
        return [
          c.warning(c.t(`The pack ${c.p('battery')} stores ${f.packWh} Wh. Follow “Safety with high-voltage batteries” before you start.`, `电池组 ${c.p('battery')} 储能 ${f.packWh} Wh。开始前请先阅读“高压电池安全须知”。`)),
          p(c.t(`Time: ${f.isScooter ? '0.6' : f.isMoped ? '0.3' : '0.8'} h. Tools: insulated T20/T25 and 10/13 mm tools, torque wrench${f.isMotorcycle ? ', battery lift table ST-BT-003' : ''}.`, `工时：${f.isScooter ? '0.6' : f.isMoped ? '0.3' : '0.8'} 小时。工具：绝缘 T20/T25 批头与 10/13 mm 扳手、扭力扳手${f.isMotorcycle ? '、电池升降台 ST-BT-003' : ''}。`)),
          h3(c.t('Removal', '拆卸')),
          ol([
            c.t('Switch the ignition off and remove the key.', '关闭电门锁并取下钥匙。'),
            a.access,
            c.t(`Press the latch and pull the battery main connector ${c.p('batteryConnector')} apart by its housing, never by the cables. Tape both halves.`, `按下锁扣，握住插头外壳拔开电池主连接器 ${c.p('batteryConnector')}，切勿拉扯导线。用绝缘胶带包裹两端。`),
            c.t('Disconnect the 4-pin CAN/communication plug of the BMS.', '拔下 BMS 的 4 针 CAN 通信插头。'),
            a.lift,
            c.t('Place the pack on an insulating mat, label side up. Check the casing for cracks and swelling.', '将电池组标签面朝上放在绝缘垫上，检查外壳有无裂纹、鼓包。'),
          ]),
          c.fig('battery-removal', c.t('Battery pack: disconnect first, then lift out', '电池组：先断开连接器，再提出')),
          h3(c.t('Installation', '安装')),
          ol([
            c.t('Check the connector pins for burn marks and the seal for damage; replace the connector if a pin is discoloured.', '检查连接器插针有无烧蚀痕迹、密封圈有无损坏；插针变色须更换连接器。'),
            c.t('Lower the pack into place; the foam pads and rubber stops must sit in their recesses.', '将电池组放回原位，泡棉垫和橡胶限位块须落入定位槽。'),
            f.isMotorcycle || f.isScooter
              ? c.t(`Fit the bracket bolts and tighten to ${c.nm(f.torque.batteryBracket)}.`, `安装支架螺栓，拧紧至 ${c.nm(f.torque.batteryBracket)}。`)
              : c.t('Close the battery lock and pull the pack upwards: it must not move.', '锁上电池锁，向上拉电池组确认无法移动。'),
            c.t('Connect the CAN plug, then the main connector until the latch clicks.', '先插上 CAN 插头，再插上主连接器直至锁扣发出“咔哒”声。'),
            c.t('Reassemble the covers. Switch on: the display must show the state of charge and no fault code.', '装回各盖板。打开电门：仪表应显示电量且无故障码。'),
            f.isDual ? c.t('Dual-battery model: both packs must be within 2 V of each other; otherwise the BMS reports B13 and uses one pack only.', '双电池车型：两块电池电压差须在 2 V 以内，否则 BMS 报 B13 并只使用一块电池。') : '',
          ]),
        ].join('');
      },
    },
    {
      key: 'battery-storage',
      title: L6('电池存放、运输与回收', 'Battery pack storage, transport and disposal', 'Bảo quản, vận chuyển và thải bỏ pin', 'Almacenamiento, transporte y eliminación de baterías', 'Akku lagern, transportieren und entsorgen', 'Penyimpanan, pengangkutan dan pembuangan baterai'),
      body: (c) => {
        const { f } = c;
        return [
          h3(c.t('Storage', '存放')),
          ul([
            c.t(`Store packs at 40–60 % charge (about ${f.storageV} V) at 15–25 °C, dry, out of direct sun.`, `电池以 40–60% 电量（约 ${f.storageV} V）存放，环境温度 15–25 °C，干燥、避免阳光直射。`),
            c.t('Recharge to 50 % every 3 months; a pack left below 10 % for months can be damaged beyond repair.', '每 3 个月补电至 50%；电量低于 10% 长期放置可能造成不可修复的损坏。'),
            c.t('Keep at least 0.5 m between stored packs on a metal shelf, never next to the charging area.', '存放于金属货架，电池之间间隔至少 0.5 m，不得靠近充电区。'),
          ]),
          h3(c.t('Transport', '运输')),
          p(c.t(`Lithium-ion packs of ${f.packWh} Wh are dangerous goods UN3480, class 9. Ship only in the original UN-certified packaging, with the class 9 label, by trained staff. A damaged pack may not be shipped by air.`, `${f.packWh} Wh 锂离子电池属于第 9 类危险品 UN3480。只能使用原厂 UN 认证包装并粘贴第 9 类危险品标签，由经过培训的人员运输。损坏的电池禁止空运。`)),
          h3(c.t('Returning a pack', '电池返厂')),
          ol([
            c.t('Read the BMS data with the diagnostic tool and attach the report to the warranty claim.', '用诊断仪读取 BMS 数据，并将报告附在保修申请中。'),
            c.t('Discharge to below 30 % if the pack is intact (ride or use a discharge load).', '电池完好时，将电量放至 30% 以下（骑行或使用放电负载）。'),
            c.t('Tape the connector, pack in the original box and book the return through the portal.', '用胶带封住连接器，装入原包装，并在门户系统中预约返厂。'),
          ]),
          c.caution(c.t('Never open a pack in the workshop: cell-level work is done only at the battery repair centre.', '严禁在维修站拆开电池组：电芯级维修只在电池维修中心进行。')),
        ].join('');
      },
    },
    {
      key: 'bms-codes',
      title: L6('BMS 故障码', 'BMS fault codes', 'Mã lỗi BMS', 'Códigos de fallo del BMS', 'BMS-Fehlercodes', 'Kode kesalahan BMS'),
      body: (c) => [
        p(c.t(`The battery management board ${c.p('bms')} (${c.f.cellsS}S) monitors every cell group. Its codes appear on the display as “Bxx” and are stored with time stamp and pack data; read them with the diagnostic tool.`, `电池管理板 ${c.p('bms')}（${c.f.cellsS} 串）监测每组电芯。故障码在仪表上显示为“Bxx”，并连同时间和电池数据一起存储，可用诊断仪读取。`)),
        table([c.t('Code', '代码'), c.t('Fault', '故障'), c.t('Condition', '触发条件'), c.t('Action', '处理措施')], bmsCodes(c)),
        c.note(c.t('B01–B08 clear themselves when the condition is gone; B05 and B11 need the diagnostic tool to clear.', 'B01–B08 在条件消失后自动清除；B05 和 B11 须用诊断仪清除。')),
      ].join(''),
    },
    {
      key: 'cell-balance',
      title: L6('电芯电压与均衡检查', 'Cell voltage and balance check', 'Kiểm tra điện áp và cân bằng cell', 'Comprobación de tensión y equilibrado de celdas', 'Zellspannung und Balancing prüfen', 'Pemeriksaan tegangan dan keseimbangan sel'),
      body: (c) => {
        const { f } = c;
        return [
          p(c.t(`The BMS balances the ${f.cellsS} cell groups during the last phase of charging. A spread that keeps growing points to a weak cell group.`, `BMS 在充电末段对 ${f.cellsS} 组电芯进行均衡。若压差持续增大，说明有电芯组性能衰减。`)),
          ol([
            c.t('Charge the pack to 100 % and let it rest for 30 minutes.', '将电池充满至 100%，静置 30 分钟。'),
            c.t('Connect the diagnostic tool and open “BMS → Cell voltages”.', '连接诊断仪，打开“BMS → 单体电压”。'),
            c.t(`Read the highest and lowest cell voltage and the pack voltage (expected ${f.fullV} V ± 0.5 V).`, `读取最高、最低单体电压及总电压（应为 ${f.fullV} V ± 0.5 V）。`),
            c.t('Assess the spread using the table.', '按下表判断压差。'),
          ]),
          table([c.t('Spread (max − min)', '压差（最高 − 最低）'), c.t('Assessment', '判断'), c.t('Action', '处理')], [
            ['≤ 30 mV', c.t('Good', '良好'), c.t('None', '无需处理')],
            ['31–100 mV', c.t('Acceptable', '可接受'), c.t('Charge for 8 h with the original charger (balance phase), measure again', '使用原装充电器充电 8 小时（均衡阶段），再次测量')],
            ['> 100 mV', c.t('Weak cell group', '电芯组衰减'), c.t(`Return the pack ${c.p('battery')} to the battery repair centre`, `将电池组 ${c.p('battery')} 返回电池维修中心`)],
          ]),
          c.fig('cell-balance', c.t('Cell voltages after charging: one weak group', '充电后的单体电压：一组电芯衰减')),
          c.caution(c.t(`Do not measure at the balance harness ${c.p('balance')} with probes: a slip shorts two cell groups.`, `不要用表笔直接在均衡线束 ${c.p('balance')} 上测量：表笔打滑会造成两组电芯短路。`)),
        ].join('');
      },
    },
    {
      key: 'charging-faults',
      title: L6('充电故障诊断', 'Charging faults and diagnosis', 'Chẩn đoán lỗi sạc', 'Diagnóstico de fallos de carga', 'Ladefehler diagnostizieren', 'Diagnosis kesalahan pengisian'),
      body: (c) => {
        const { f } = c;
        return [
          p(c.t(`The charger ${c.p('charger')} charges at constant current (${f.model.chargerA} A) up to ${f.fullV} V, then at constant voltage until the current falls below ${(f.model.chargerA * 0.1).toFixed(1)} A. The charger LED is red while charging and green when full.`, `充电器 ${c.p('charger')} 先以恒流（${f.model.chargerA} A）充电至 ${f.fullV} V，再恒压充电直至电流降至 ${(f.model.chargerA * 0.1).toFixed(1)} A 以下。充电中指示灯为红色，充满为绿色。`)),
          c.fig('charge-curve', c.t('Charge curve: constant current, then constant voltage', '充电曲线：先恒流，后恒压')),
          table([c.t('Symptom', '现象'), c.t('Possible cause', '可能原因'), c.t('Check', '检查方法')], [
            [c.t('Charger LED off', '充电器指示灯不亮'), c.t('No mains, blown charger fuse', '无市电、充电器保险丝熔断'), c.t('Check the socket with another device; test the charger (see “Charger and charging port test”)', '用其他电器检查插座；检测充电器（见“充电器与充电口检测”）')],
            [c.t('LED green at once, battery not full', '指示灯立即变绿但电池未充满'), c.t('Charging port contacts, BMS charge switch open (B06, B08, B11)', '充电口触点不良，BMS 充电开关断开（B06、B08、B11）'), c.t(`Measure voltage at the charging port ${c.p('chargingPort')} with the charger connected; read BMS codes`, `连接充电器后测量充电口 ${c.p('chargingPort')} 电压；读取 BMS 故障码`)],
            [c.t('LED red for more than 12 h', '指示灯红灯超过 12 小时'), c.t('Weak cell group, charger output low', '电芯组衰减，充电器输出偏低'), c.t('Cell balance check; charger output voltage', '电芯均衡检查；充电器输出电压')],
            [c.t('Charging stops after a few minutes', '充电几分钟后停止'), c.t('Over-temperature (B06), low temperature (B08)', '过温（B06）、低温（B08）'), c.t('Pack temperature in the diagnostic tool', '用诊断仪查看电池温度')],
            [c.t('Charging port hot or burnt', '充电口发热或烧蚀'), c.t('Worn contacts, dirt, water', '触点磨损、脏污、进水'), c.t('Replace the charging port; never bend contacts back', '更换充电口；不要掰正触点继续使用')],
          ]),
          c.warning(c.t('Never charge a pack that shows B01, B05 or a swollen casing.', '电池报 B01、B05 或外壳鼓包时严禁充电。')),
        ].join('');
      },
    },
    {
      key: 'charger-test',
      title: L6('充电器与充电口检测', 'Charger and charging port test', 'Kiểm tra bộ sạc và cổng sạc', 'Prueba del cargador y del puerto de carga', 'Ladegerät und Ladebuchse prüfen', 'Pengujian pengisi daya dan port pengisian'),
      body: (c) => {
        const { f } = c;
        const port = f.isScooter ? c.t('DC 5.5×2.1 barrel (centre positive)', 'DC 5.5×2.1 圆孔（中心为正）') : f.isMoped ? c.t('XLR 3-pin (pin 1 +, pin 2 −, pin 3 not used)', 'XLR 三芯（1 脚正，2 脚负，3 脚空）') : c.t('SB50 (red +, black −) with 2 signal pins (charger detect, CAN wake-up)', 'SB50（红正、黑负），另有 2 个信号针（充电器识别、CAN 唤醒）');
        return [
          p(c.t(`Charging port ${c.p('chargingPort')}: ${port}.`, `充电口 ${c.p('chargingPort')}：${port}。`)),
          h3(c.t('Charger output without load', '充电器空载输出')),
          ol([
            c.t('Plug the charger into the mains; do not connect the vehicle.', '将充电器接入市电，不连接车辆。'),
            c.t(`Measure the voltage at the charger plug: ${f.fullV} V to ${(f.fullV + 0.8).toFixed(1)} V is correct.`, `测量充电器插头电压：${f.fullV} V 至 ${(f.fullV + 0.8).toFixed(1)} V 为正常。`),
            c.t('0 V: many chargers switch on only when they see the battery voltage; test under load (below) before condemning.', '0 V：许多充电器只有检测到电池电压才会输出；判定损坏前请先做带载测试（见下）。'),
          ]),
          h3(c.t('Charger output under load', '充电器带载输出')),
          ol([
            c.t('Connect the charger to the vehicle with a clamp meter around the positive lead.', '将充电器连接到车辆，用钳形电流表夹住正极线。'),
            c.t(`Below 80 % charge the current must be ${f.model.chargerA} A ± 10 %.`, `电量低于 80% 时，电流应为 ${f.model.chargerA} A ± 10%。`),
            c.t(`Less than ${(f.model.chargerA * 0.7).toFixed(1)} A: replace the charger ${c.p('charger')}.`, `低于 ${(f.model.chargerA * 0.7).toFixed(1)} A：更换充电器 ${c.p('charger')}。`),
          ]),
          h3(c.t('Charging port to battery', '充电口至电池')),
          p(c.t(`With the battery connected and the ignition off, the charging port must show the pack voltage (${f.cutoffV}–${f.fullV} V). If not, check the 10 A charge fuse ${c.p('fuse10')} in the charge line and the wiring to the battery connector.`, `连接电池、关闭电门时，充电口应能测到电池电压（${f.cutoffV}–${f.fullV} V）。若无电压，检查充电线路中的 10 A 充电保险丝 ${c.p('fuse10')} 以及至电池连接器的线路。`)),
        ].join('');
      },
    },
  ],
};

export const needsHydraulic = (f: VehicleFacts) => f.hydraulicFront || f.hydraulicRear;
