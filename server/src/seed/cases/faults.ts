import type { TCaseContent } from '@portal/contract';
import { FAULT_NODES } from '../refdata/fault-catalogue.js';

/** One language's text of a demo case. */
type CaseText = Pick<TCaseContent,
  'title' | 'faultName' | 'faultModule' | 'faultSystem' | 'faultPosition' | 'damageType' | 'partName' | 'customerOriginDesc'
  | 'faultAppearanceConfirm' | 'faultCheckDesc' | 'faultReason' | 'repairPlanDesc'>;
/** What is written per fault: the fault catalogue's names are the catalogue's. */
type WrittenText = Omit<CaseText, 'faultModule' | 'faultSystem' | 'faultPosition'>;

/**
 * A fault seen in the workshop and how it was fixed, written up in Chinese and in English, with
 * the demo models it happened on (the Chinese write-up on the first, the English on the second).
 * Its module, system and position are the fault catalogue's names in the case's language, as a
 * pushed inquiry's are (the suggestions place a case in the catalogue by them).
 */
export interface DemoFault {
  /** A name for the fault that stays when its text is edited (the suggestions' labelled set names cases by it). */
  key: string;
  /** Where the fault sits in the fault catalogue: the position's code (seed/refdata/fault-catalogue.ts). */
  fault: string;
  series: string;
  models: [string, string];
  partCode: string;
  zh: CaseText;
  en: CaseText;
}

type WrittenFault = Omit<DemoFault, 'zh' | 'en'> & { zh: WrittenText; en: WrittenText };

const WRITTEN: WrittenFault[] = [
  {
    key: 'controller-e07', fault: 'DRV0205', series: 'S2', models: ['S2-PRO', 'S2-DUAL'], partCode: 'CT-72V-45A',
    zh: {
      title: '雨天骑行后控制器报欠压故障（E07），车辆无法行驶', faultName: '控制器报E07欠压，无法行驶',
      damageType: '功能失效', partName: '电机控制器', customerOriginDesc: '客户反映雨天骑行后仪表显示E07，车辆断电无法起步。',
      faultAppearanceConfirm: '现场复现：上电后仪表报E07，电池电压72.8V正常。', faultCheckDesc: '测量控制器电源端子电压仅58V，拔开主插接件发现端子发绿腐蚀，防水圈缺失。',
      faultReason: '控制器主电源插接件防水圈缺失，进水后端子腐蚀导致接触电阻增大，负载时压降过大被判定为欠压。',
      repairPlanDesc: '更换控制器主电源插接件及防水圈，端子涂抹导电防水脂；检查线束走向避免积水；路试10公里无报警。',
    },
    en: {
      title: 'Controller reports undervoltage (E07) after riding in rain; scooter will not move', faultName: 'Controller error E07 undervoltage, no drive',
      damageType: 'Function failure', partName: 'Motor controller', customerOriginDesc: 'Customer reports E07 on the display after a ride in the rain; the scooter cuts out and will not pull away.',
      faultAppearanceConfirm: 'Reproduced: E07 at power-on, battery voltage 72.8 V is normal.', faultCheckDesc: 'Only 58 V at the controller supply pins under load; the main connector shows green corrosion and its seal is missing.',
      faultReason: 'Missing seal on the controller main power connector let water in; corroded pins raised the contact resistance and the voltage drop under load was read as undervoltage.',
      repairPlanDesc: 'Replace the main power connector and seal, apply dielectric grease to the pins, reroute the harness so water cannot pool; 10 km road test without error.',
    },
  },
  {
    key: 'front-brake-squeal', fault: 'BRK0102', series: 'S1', models: ['S1-PRO', 'S1-PLUS'], partCode: 'PD-F-ORG',
    zh: {
      title: '前刹车异响，雨后尤为明显', faultName: '前刹车异响',
      damageType: '异响', partName: '刹车片组', customerOriginDesc: '客户反映刹车时前轮发出尖锐啸叫，下雨后更明显。',
      faultAppearanceConfirm: '试车确认低速轻刹时前轮啸叫。', faultCheckDesc: '拆检刹车片表面釉化发亮，刹车盘有轻微油污，厚度在标准范围内。',
      faultReason: '刹车片表面釉化且刹车盘有油污，摩擦系数不稳定引起高频振动。',
      repairPlanDesc: '更换前刹车片，用刹车清洁剂清洁刹车盘，按规定进行磨合（10次中等力度制动）；异响消除。',
    },
    en: {
      title: 'Front brake squeal, worse after rain', faultName: 'Front brake squeals',
      damageType: 'Noise', partName: 'Brake pad set', customerOriginDesc: 'Customer hears a high-pitched squeal from the front wheel when braking, worse after rain.',
      faultAppearanceConfirm: 'Confirmed on a test ride: squeal at low speed with light braking.', faultCheckDesc: 'Pads glazed and shiny, slight oil film on the disc; disc thickness within limits.',
      faultReason: 'Glazed brake pads and an oily disc gave an unstable friction coefficient and high-frequency vibration.',
      repairPlanDesc: 'Replace the front brake pads, clean the disc with brake cleaner, bed in the new pads (10 medium stops); squeal gone.',
    },
  },
  {
    key: 'range-drop-bms', fault: 'BAT0202', series: 'M3', models: ['M3-PLUS', 'M3-LR'], partCode: 'BMS-16S-40A',
    zh: {
      title: '电池续航骤降，满电仅能行驶20公里', faultName: '续航里程明显下降',
      damageType: '性能下降', partName: '电池管理系统（BMS）板', customerOriginDesc: '客户反映满电后续航从70公里降到20公里左右。',
      faultAppearanceConfirm: '满电静置后读取电池数据，单体压差达0.35V。', faultCheckDesc: '诊断仪读取BMS：第9串电芯电压偏低，均衡功能未启动，均衡电阻开路。',
      faultReason: 'BMS均衡电路损坏，电芯长期不均衡，低电压电芯提前触发放电截止。',
      repairPlanDesc: '更换BMS板，对电池包进行慢充均衡（0.1C充满后静置12小时）；复测压差小于0.03V，续航恢复至65公里。',
    },
    en: {
      title: 'Range dropped sharply: only 20 km on a full charge', faultName: 'Range much lower than before',
      damageType: 'Performance loss', partName: 'Battery management board (BMS)', customerOriginDesc: 'Customer reports the range fell from 70 km to about 20 km on a full charge.',
      faultAppearanceConfirm: 'After a full charge and rest, cell voltage spread is 0.35 V.', faultCheckDesc: 'Diagnostic tool: cell group 9 reads low, balancing never starts, balance resistor open.',
      faultReason: 'Failed balancing circuit on the BMS left the cells unbalanced; the weak cell group hits the discharge cut-off early.',
      repairPlanDesc: 'Replace the BMS board and balance the pack with a slow charge (0.1 C, then 12 h rest); spread below 0.03 V, range back to 65 km.',
    },
  },
  {
    key: 'charger-stays-red', fault: 'BAT0301', series: 'M5', models: ['M5-PRO', 'M5-SPORT'], partCode: 'CH-72V-5A',
    zh: {
      title: '充电器指示灯一直红灯，无法充满', faultName: '充电无法转绿灯',
      damageType: '功能失效', partName: '充电器', customerOriginDesc: '客户反映充电一整晚充电器仍为红灯，电量停在90%。',
      faultAppearanceConfirm: '用店内充电器可正常充满，确认为客户充电器问题。', faultCheckDesc: '测量充电器输出电压83.2V，低于标准84V，转灯电流阈值偏低。',
      faultReason: '充电器输出电压漂移偏低，电池无法达到满充电压，充电器始终不转灯。',
      repairPlanDesc: '更换同规格充电器（72V 5A），告知客户使用原厂充电器；复测满充电压84.0V，转灯正常。',
    },
    en: {
      title: 'Charger light stays red and never reaches full', faultName: 'Charging never turns green',
      damageType: 'Function failure', partName: 'Charger', customerOriginDesc: 'Customer charges overnight, the charger stays red and the battery stops at 90%.',
      faultAppearanceConfirm: 'The workshop charger fills the battery normally: the customer\'s charger is at fault.', faultCheckDesc: 'Charger output measured at 83.2 V against 84 V nominal; the switch-over current threshold is too low.',
      faultReason: 'The charger\'s output voltage drifted low, so the battery never reaches its full-charge voltage and the charger never switches over.',
      repairPlanDesc: 'Replace with a charger of the same rating (72 V 5 A) and advise the original charger only; full-charge voltage 84.0 V, light turns green.',
    },
  },
  {
    key: 'motor-bearing-noise', fault: 'DRV0104', series: 'TR', models: ['TR-PRO', 'TR-TRK'], partCode: 'MD-8KW',
    zh: {
      title: '中置电机高速时异响并伴随抖动', faultName: '电机高速异响抖动',
      damageType: '异响', partName: '中置电机', customerOriginDesc: '客户反映车速超过80km/h时车身抖动，电机处有嗡嗡声。',
      faultAppearanceConfirm: '路试确认80km/h以上出现抖动和异响。', faultCheckDesc: '检查链条张紧度正常；拆下电机检查输出轴轴承有明显间隙，转动有卡滞。',
      faultReason: '电机输出轴轴承磨损，高速时径向跳动增大引起振动和异响。',
      repairPlanDesc: '更换电机输出轴轴承及油封，装配时使用专用压装工具；动平衡检查合格，路试120km/h无异响。',
    },
    en: {
      title: 'Mid-drive motor noise and vibration at high speed', faultName: 'Motor noise and vibration at speed',
      damageType: 'Noise', partName: 'Mid-drive motor', customerOriginDesc: 'Customer feels vibration above 80 km/h with a humming from the motor.',
      faultAppearanceConfirm: 'Road test confirms vibration and noise above 80 km/h.', faultCheckDesc: 'Chain tension correct; with the motor removed, the output shaft bearing has clear play and turns roughly.',
      faultReason: 'Worn output shaft bearing: radial run-out grows at speed and causes vibration and noise.',
      repairPlanDesc: 'Replace the output shaft bearing and oil seal using the press-fit tool; balance check passed, road test at 120 km/h quiet.',
    },
  },
  {
    key: 'loose-folding-joint', fault: 'CHS0102', series: 'S3', models: ['S3-FOLD', 'S3-FOLDP'], partCode: 'FL-S3',
    zh: {
      title: '折叠机构松旷，骑行时车把晃动', faultName: '折叠关节松旷',
      damageType: '松动', partName: '折叠锁扣', customerOriginDesc: '客户反映骑行时车把前后晃动，有咔哒声。',
      faultAppearanceConfirm: '锁紧折叠机构后前后推动车把有明显间隙。', faultCheckDesc: '折叠锁扣的偏心调节螺母松动，锁扣销轴磨损0.4mm。',
      faultReason: '偏心调节螺母松动且销轴磨损，折叠关节无法完全锁紧。',
      repairPlanDesc: '更换锁扣销轴，按规定扭矩调整偏心螺母并涂螺纹胶；折叠50次后复查无间隙。',
    },
    en: {
      title: 'Folding joint loose; handlebar rocks while riding', faultName: 'Loose folding joint',
      damageType: 'Loose', partName: 'Folding latch', customerOriginDesc: 'Customer feels the handlebar rock back and forth with a clicking noise.',
      faultAppearanceConfirm: 'With the latch closed the stem still has clear fore-aft play.', faultCheckDesc: 'Eccentric adjusting nut of the latch loose; latch pin worn by 0.4 mm.',
      faultReason: 'A loose eccentric nut and a worn pin keep the folding joint from locking fully.',
      repairPlanDesc: 'Replace the latch pin, set the eccentric nut to torque with thread locker; no play after 50 fold cycles.',
    },
  },
  {
    key: 'rear-shock-leak', fault: 'CHS0301', series: 'CG', models: ['CG-DLV', 'CG-PLUS'], partCode: 'SA-310MM-OS',
    zh: {
      title: '满载时后减震漏油、车尾下沉', faultName: '后减震器漏油',
      damageType: '渗漏', partName: '后减震器', customerOriginDesc: '外卖车辆，客户反映满载后车尾下沉，过坎有撞击声。',
      faultAppearanceConfirm: '后减震器筒身有油迹，按压回弹过快。', faultCheckDesc: '减震器油封损坏，阻尼明显不足；车辆长期超载（实测载重超出额定30%）。',
      faultReason: '长期超载导致减震器油封损坏漏油，阻尼失效。',
      repairPlanDesc: '更换一对后减震器，并向客户说明额定载重；建议配送车辆每5000公里检查减震器。',
    },
    en: {
      title: 'Rear shock leaks oil and the tail sags when loaded', faultName: 'Rear shock absorber leaking',
      damageType: 'Leak', partName: 'Rear shock absorber', customerOriginDesc: 'Delivery vehicle: the tail sags when loaded and bottoms out over bumps.',
      faultAppearanceConfirm: 'Oil on the shock body; it rebounds far too fast when pressed.', faultCheckDesc: 'Shock oil seal failed, damping clearly low; the vehicle is routinely overloaded (30% above rated load).',
      faultReason: 'Constant overloading destroyed the shock oil seal; the oil leaked out and damping was lost.',
      repairPlanDesc: 'Replace both rear shocks and explain the rated load; for delivery use, inspect the shocks every 5,000 km.',
    },
  },
  {
    key: 'dcdc-cut-out', fault: 'ELE0101', series: 'TX', models: ['TX-PRO', 'TX-SPORT'], partCode: 'DC-96V-20A',
    zh: {
      title: '仪表和大灯随机熄灭，12V系统电压不稳', faultName: '仪表大灯间歇性熄灭',
      damageType: '间歇故障', partName: 'DC-DC 转换器', customerOriginDesc: '客户反映骑行中仪表和大灯偶尔熄灭几秒后恢复。',
      faultAppearanceConfirm: '用示波器记录12V电源，开启远光和加热手把时电压跌至9V。', faultCheckDesc: 'DC-DC转换器输出在负载15A时掉压，外壳温度达95°C，散热硅脂干涸。',
      faultReason: 'DC-DC转换器散热不良进入过温降额，大负载时12V电压跌落使仪表复位。',
      repairPlanDesc: '更换DC-DC转换器，重新涂抹导热硅脂并紧固散热底板；满载测试12V稳定在13.5V。',
    },
    en: {
      title: 'Dashboard and headlight cut out randomly; unstable 12 V supply', faultName: 'Dashboard and headlight intermittently off',
      damageType: 'Intermittent', partName: 'DC-DC converter', customerOriginDesc: 'Customer reports the dashboard and headlight go dark for a few seconds while riding.',
      faultAppearanceConfirm: 'Scope on the 12 V rail: drops to 9 V with high beam and heated grips on.', faultCheckDesc: 'DC-DC output sags at 15 A load, housing at 95 °C, thermal paste dried out.',
      faultReason: 'Poor cooling put the DC-DC converter into thermal derating; under heavy load the 12 V rail dropped and reset the dashboard.',
      repairPlanDesc: 'Replace the DC-DC converter, apply fresh thermal paste and tighten the heat plate; 12 V rail steady at 13.5 V at full load.',
    },
  },
  {
    key: 'slow-tyre-leak', fault: 'CHS0402', series: 'S2', models: ['S2-LITE', 'S2-PRO'], partCode: 'TY-10X2.5-TL',
    zh: {
      title: '真空胎慢漏气，每两天需打气一次', faultName: '轮胎慢漏气',
      damageType: '渗漏', partName: '轮胎', customerOriginDesc: '客户反映后轮每两天气压就明显下降。',
      faultAppearanceConfirm: '充气至标准气压后涂抹肥皂水，胎唇处有细小气泡。', faultCheckDesc: '轮辋胎唇座有腐蚀和划痕，胎面无扎钉。',
      faultReason: '轮辋胎唇座腐蚀导致轮胎与轮辋密封不良。',
      repairPlanDesc: '打磨清洁胎唇座，涂抹胎唇密封膏后重新装胎；24小时保压测试无泄漏。',
    },
    en: {
      title: 'Tubeless tyre loses pressure slowly, needs air every two days', faultName: 'Slow tyre leak',
      damageType: 'Leak', partName: 'Tyre', customerOriginDesc: 'Customer has to pump the rear tyre every two days.',
      faultAppearanceConfirm: 'At nominal pressure, soapy water shows fine bubbles at the bead.', faultCheckDesc: 'Rim bead seat corroded and scratched; no puncture in the tread.',
      faultReason: 'A corroded bead seat on the rim kept the tyre from sealing.',
      repairPlanDesc: 'Clean and smooth the bead seat, apply bead sealant and refit the tyre; no loss over a 24-hour pressure test.',
    },
  },
  {
    key: 'handlebar-switch', fault: 'ELE0404', series: 'M3', models: ['M3-STD', 'M3-PLUS'], partCode: 'LS-L-B',
    zh: {
      title: '左侧组合开关转向灯失灵，喇叭不响', faultName: '转向灯和喇叭不工作',
      damageType: '功能失效', partName: '车把组合开关', customerOriginDesc: '客户反映左转向灯不亮，喇叭偶尔不响。',
      faultAppearanceConfirm: '操作左侧开关，转向灯和喇叭均无反应；灯泡和闪光器正常。', faultCheckDesc: '拆开组合开关，触点氧化发黑，内部有泥水痕迹。',
      faultReason: '组合开关密封不良，洗车进水后触点氧化接触不良。',
      repairPlanDesc: '更换左侧组合开关，提醒客户避免高压水枪直冲开关；功能测试正常。',
    },
    en: {
      title: 'Left handlebar switch: indicators dead, horn silent', faultName: 'Indicators and horn do not work',
      damageType: 'Function failure', partName: 'Handlebar switch', customerOriginDesc: 'Customer reports the left indicator does not light and the horn sometimes stays silent.',
      faultAppearanceConfirm: 'No response from indicators or horn at the left switch; bulbs and flasher relay fine.', faultCheckDesc: 'Inside the switch the contacts are black with oxide and there are traces of muddy water.',
      faultReason: 'The switch housing did not seal; water from washing oxidised the contacts.',
      repairPlanDesc: 'Replace the left handlebar switch and warn against pressure-washing the switches; all functions tested.',
    },
  },
  {
    key: 'chain-skipping', fault: 'DRV0402', series: 'TE', models: ['TE-ADV', 'TE-STD'], partCode: 'CN-428-120L',
    zh: {
      title: '越野后链条跳齿、异响严重', faultName: '链条跳齿',
      damageType: '磨损', partName: '链条', customerOriginDesc: '客户反映越野骑行后加速时链条咔咔响，偶尔跳齿。',
      faultAppearanceConfirm: '举升后转动后轮，链条可从后链轮上拉起超过半齿。', faultCheckDesc: '链条拉伸率2.5%，后链轮齿形呈钩状磨损，链条缺油沾满泥沙。',
      faultReason: '泥沙环境下缺乏润滑保养，链条伸长且链轮磨损，导致啮合不良跳齿。',
      repairPlanDesc: '成套更换链条和前后链轮，调整张紧度至25-35mm；告知客户越野后清洗并润滑链条。',
    },
    en: {
      title: 'Chain skips teeth and rattles after off-road riding', faultName: 'Chain skipping',
      damageType: 'Wear', partName: 'Chain', customerOriginDesc: 'Customer hears the chain clatter on acceleration after off-road rides; it skips now and then.',
      faultAppearanceConfirm: 'On the stand the chain lifts more than half a tooth off the rear sprocket.', faultCheckDesc: 'Chain stretched 2.5%, rear sprocket teeth hooked, chain dry and full of grit.',
      faultReason: 'No cleaning or lubrication in muddy use: the chain stretched, the sprockets wore, and they no longer mesh.',
      repairPlanDesc: 'Replace chain and both sprockets as a set, set slack to 25–35 mm; advise cleaning and oiling the chain after off-road rides.',
    },
  },
  {
    key: 'hall-sensor', fault: 'DRV0103', series: 'S1', models: ['S1-LITE', 'S1-PRO'], partCode: 'HM-350W-F',
    zh: {
      title: '轮毂电机霍尔故障，起步抖动无力', faultName: '起步抖动无力',
      damageType: '功能失效', partName: '轮毂电机', customerOriginDesc: '客户反映起步时车辆抖动，需用脚助推才能走。',
      faultAppearanceConfirm: '原地起步明显抖动，速度上来后正常。', faultCheckDesc: '用霍尔测试仪检测，B相霍尔信号无变化；电机相线电阻正常。',
      faultReason: '电机B相霍尔传感器损坏，控制器低速换相错误。',
      repairPlanDesc: '更换电机霍尔传感器组件（三只同时更换），重新做霍尔自学习；起步平顺。',
    },
    en: {
      title: 'Hub motor Hall sensor fault: judder and no power pulling away', faultName: 'Judder and weak start',
      damageType: 'Function failure', partName: 'Hub motor', customerOriginDesc: 'Customer reports the scooter judders at take-off and needs a kick to get going.',
      faultAppearanceConfirm: 'Strong judder from standstill, normal once moving.', faultCheckDesc: 'Hall tester: phase B signal never changes; motor phase resistances normal.',
      faultReason: 'Failed phase B Hall sensor: the controller commutates wrongly at low speed.',
      repairPlanDesc: 'Replace the Hall sensor set (all three), run the controller\'s Hall learning; smooth take-off.',
    },
  },
  {
    key: 'spongy-brake-lever', fault: 'BRK0101', series: 'M5', models: ['M5-STD', 'M5-PRO'], partCode: 'BK-F-H2',
    zh: {
      title: '前刹车手感发软，需握到底才有制动力', faultName: '刹车手感发软',
      damageType: '性能下降', partName: '制动卡钳', customerOriginDesc: '客户反映前刹车把手很软，要握到底才能刹住。',
      faultAppearanceConfirm: '握刹车把行程过大，反复握几次稍有改善。', faultCheckDesc: '刹车油颜色发黑，卡钳活塞密封圈渗油，油管内有气泡。',
      faultReason: '刹车油吸水老化且卡钳密封圈渗漏，系统进入空气。',
      repairPlanDesc: '更换卡钳密封件，更换DOT4刹车油并排空气；刹车把行程恢复正常。',
    },
    en: {
      title: 'Spongy front brake lever, braking only at full pull', faultName: 'Spongy brake lever',
      damageType: 'Performance loss', partName: 'Brake caliper', customerOriginDesc: 'Customer finds the front lever soft; it brakes only when pulled to the bar.',
      faultAppearanceConfirm: 'Excessive lever travel, slightly better after pumping.', faultCheckDesc: 'Brake fluid dark, caliper piston seal weeping, air bubbles in the hose.',
      faultReason: 'Old brake fluid full of water and a weeping caliper seal let air into the system.',
      repairPlanDesc: 'Replace the caliper seals, flush with DOT 4 fluid and bleed; lever travel back to normal.',
    },
  },
  {
    key: 'indicator-hyperflash', fault: 'ELE0305', series: 'CG', models: ['CG-STD', 'CG-PLUS'], partCode: 'IN-RL-12V',
    zh: {
      title: '转向灯闪烁过快（快闪）', faultName: '转向灯快闪',
      damageType: '功能失效', partName: 'LED 转向灯', customerOriginDesc: '客户反映打左转向时灯闪得特别快。',
      faultAppearanceConfirm: '左转向时左后转向灯不亮，闪光频率加倍。', faultCheckDesc: '左后转向灯插头松脱，端子退针。',
      faultReason: '转向灯插头端子退针接触不良，闪光器检测到负载减少而快闪。',
      repairPlanDesc: '修复端子并更换插头锁扣，用扎带固定线束；左右转向闪烁频率正常。',
    },
    en: {
      title: 'Indicator flashes too fast (hyperflash)', faultName: 'Indicator hyperflash',
      damageType: 'Function failure', partName: 'LED turn signal lamp', customerOriginDesc: 'Customer reports the left indicator flashes very fast.',
      faultAppearanceConfirm: 'Rear left indicator dark when signalling left; flash rate doubled.', faultCheckDesc: 'Rear left indicator plug loose, one terminal pushed back.',
      faultReason: 'A backed-out terminal in the indicator plug; the flasher saw less load and flashed fast.',
      repairPlanDesc: 'Reseat the terminal, replace the plug lock, tie the harness down; both sides flash at normal rate.',
    },
  },
  {
    key: 'cold-no-charge', fault: 'BAT0107', series: 'TR', models: ['TR-STD', 'TR-PRO'], partCode: 'BAT-96V60',
    zh: {
      title: '冬季低温时无法充电，充电器报温度保护', faultName: '低温无法充电',
      damageType: '功能失效', partName: '动力电池包', customerOriginDesc: '客户反映冬天放在室外过夜后插上充电器不充电。',
      faultAppearanceConfirm: '环境温度-8°C时充电器报温度保护，进屋回温后可充电。', faultCheckDesc: 'BMS读取电芯温度-9°C，低于0°C充电禁止阈值；电池加热膜不工作，加热继电器线圈开路。',
      faultReason: '电池加热继电器损坏，低温下电池无法预热，BMS按保护策略禁止充电。',
      repairPlanDesc: '更换电池加热继电器，验证-10°C环境下加热15分钟后开始充电；建议客户冬季室内充电。',
    },
    en: {
      title: 'Will not charge in winter cold; charger shows temperature protection', faultName: 'No charging at low temperature',
      damageType: 'Function failure', partName: 'Traction battery pack', customerOriginDesc: 'Customer parks outside overnight in winter; the charger will not start in the morning.',
      faultAppearanceConfirm: 'At −8 °C the charger shows temperature protection; charges after warming up indoors.', faultCheckDesc: 'BMS reads −9 °C cell temperature, below the 0 °C charge limit; heating film idle, heater relay coil open.',
      faultReason: 'Failed battery heater relay: the pack cannot pre-heat, so the BMS blocks charging in the cold as designed.',
      repairPlanDesc: 'Replace the heater relay; verified at −10 °C: 15 min of heating, then charging starts. Advise charging indoors in winter.',
    },
  },
];

/** The catalogue's module, system and position names of a position code, in Chinese or English. */
function catalogueNames(position: string, lang: 'zh-CN' | 'en-US'): Pick<CaseText, 'faultModule' | 'faultSystem' | 'faultPosition'> {
  const node = (code: string | null) => {
    const found = FAULT_NODES.find((n) => n.code === code);
    if (!found) throw new Error(`demo fault at ${code}: not in the fault catalogue`);
    return found;
  };
  const p = node(position);
  const s = node(p.parentCode);
  const m = node(s.parentCode);
  return { faultModule: m.names[lang]!, faultSystem: s.names[lang]!, faultPosition: p.names[lang]! };
}

export const DEMO_FAULTS: DemoFault[] = WRITTEN.map((f) => ({
  ...f, zh: { ...f.zh, ...catalogueNames(f.fault, 'zh-CN') }, en: { ...f.en, ...catalogueNames(f.fault, 'en-US') },
}));
