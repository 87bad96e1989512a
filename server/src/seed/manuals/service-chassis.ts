import { L6, h3, ol, p, table, ul, type TopicContext } from './html.js';
import type { ChapterDef } from './types.js';

const brakeWord = (c: TopicContext, front: boolean) => (front ? c.t('front', '前') : c.t('rear', '后'));

export const INSTRUMENTS: ChapterDef = {
  key: 'instruments',
  title: L6('仪表与灯光', 'Instruments and lighting', 'Đồng hồ và đèn', 'Instrumentos e iluminación', 'Instrumente und Beleuchtung', 'Instrumen dan lampu'),
  topics: [
    {
      key: 'display-codes',
      title: L6('仪表故障码', 'Instrument display fault codes', 'Mã lỗi đồng hồ hiển thị', 'Códigos de fallo del cuadro de instrumentos', 'Fehlercodes des Instrumentendisplays', 'Kode kesalahan layar instrumen'),
      body: (c) => [
        p(c.t(`The display ${c.p('display')} shows its own faults as “Dxx” and relays controller (Exx) and BMS (Bxx) codes. Several codes rotate every 2 s.`, `仪表 ${c.p('display')} 以“Dxx”显示自身故障，并转显控制器（Exx）和 BMS（Bxx）故障码。多个故障码每 2 秒轮流显示。`)),
        table([c.t('Code', '代码'), c.t('Fault', '故障'), c.t('Check', '检查')], [
          ['D01', c.t('No CAN message from the controller', '收不到控制器 CAN 报文'), c.t('CAN wiring, controller supply (F3)', 'CAN 线路、控制器供电（F3）')],
          ['D02', c.t('No CAN message from the BMS', '收不到 BMS CAN 报文'), c.t('Battery CAN plug, BMS asleep (deep discharge)', '电池 CAN 插头、BMS 休眠（深度放电）')],
          ['D03', c.t('Speed sensor signal missing', '车速传感器无信号'), c.t(`Speed sensor ${c.p('speedSensor')}, gap to the magnet 1–3 mm`, `车速传感器 ${c.p('speedSensor')}，与磁铁间隙 1–3 mm`)],
          ['D04', c.t('Display supply below 10 V', '仪表供电低于 10 V'), c.t('“DC-DC converter test”', '见“DC-DC 转换器检测”')],
          ['D05', c.t('Key not recognised (NFC)', '钥匙无法识别（NFC）'), c.t(`NFC module ${c.p('nfc')}; re-register the cards`, `NFC 模块 ${c.p('nfc')}；重新注册卡片`)],
          ['D06', c.t('Internal memory error', '内部存储器错误'), c.t('Update the display firmware; if it persists replace the display', '升级仪表固件；仍存在则更换仪表')],
          ['D07', c.t('Service due', '保养到期'), c.t('Reset with the diagnostic tool after the service', '保养后用诊断仪复位')],
        ]),
        c.note(c.t('A blank display with a working headlamp is nearly always F6 or the display connector.', '仪表黑屏而前大灯正常，几乎都是 F6 保险丝或仪表插头的问题。')),
      ].join(''),
    },
    {
      key: 'headlamp',
      title: L6('前大灯调整与更换', 'Headlamp aim and replacement', 'Chỉnh và thay đèn pha', 'Reglaje y sustitución del faro', 'Scheinwerfer einstellen und ersetzen', 'Penyetelan dan penggantian lampu depan'),
      body: (c) => {
        const { f } = c;
        const h = f.isScooter ? 600 : f.isMoped ? 800 : 900;
        return [
          p(c.t(`LED headlamp ${c.p('headlamp')}; the LEDs are not replaceable, the headlamp is replaced as a unit. Supply: ${f.isScooter ? `${f.model.volts} V direct from the controller lighting output` : '12 V from the DC-DC converter through the light relay'}.`, `LED 前大灯 ${c.p('headlamp')}；LED 不可单独更换，须整体更换前大灯。供电：${f.isScooter ? `由控制器照明输出直接提供 ${f.model.volts} V` : '由 DC-DC 转换器经灯光继电器提供 12 V'}。`)),
          h3(c.t('Aim', '光束调整')),
          ol([
            c.t(`Tyres at the correct pressure, vehicle upright on level ground ${f.isScooter ? '' : 'with the rider seated '}10 m from a wall.`, `胎压正确，车辆直立停在平地上${f.isScooter ? '' : '（骑手坐在车上）'}，距墙 10 m。`),
            c.t(`Mark the headlamp centre height (${h} mm) on the wall.`, `在墙上标出前大灯中心高度（${h} mm）。`),
            c.t(`Low beam: the cut-off line must be 100 mm below the mark (1 % down-tilt). Adjust with the screw under the headlamp.`, '近光：明暗截止线应位于标记下方 100 mm（下倾 1%）。用前大灯下方的调节螺钉调整。'),
          ]),
          c.fig('headlamp-aim', c.t('Headlamp aim at 10 m', '10 m 处前大灯光束调整')),
          h3(c.t('Replacement', '更换')),
          ol([
            f.isScooter ? c.t('Remove the stem front cover (2 screws).', '拆下立管前盖（2 颗螺钉）。') : c.t('Remove the front cowl (4 screws, 2 clips).', '拆下前护罩（4 颗螺钉，2 个卡扣）。'),
            c.t('Unplug the headlamp, remove the 3 mounting screws, fit the new headlamp and aim it.', '拔下前大灯插头，拆下 3 颗固定螺钉，安装新前大灯并调整光束。'),
          ]),
        ].join('');
      },
    },
    {
      key: 'signals',
      title: L6('转向灯、喇叭、刹车灯与尾灯', 'Turn signals, horn, brake and tail lamps', 'Đèn xi nhan, còi, đèn phanh và đèn hậu', 'Intermitentes, bocina, luz de freno y piloto trasero', 'Blinker, Hupe, Brems- und Rücklicht', 'Lampu sein, klakson, lampu rem dan lampu belakang'),
      body: (c) => {
        const { f } = c;
        return [
          table([c.t('Symptom', '现象'), c.t('Check', '检查')], [
            [c.t('Indicators flash fast on one side', '一侧转向灯快闪'), f.isScooter ? c.t('One LED of the integrated side lights failed: replace the light strip', '集成侧灯中有 LED 损坏：更换灯带') : c.t(`One indicator ${c.p('indicatorFL')} failed or its ground is open`, `有一只转向灯 ${c.p('indicatorFL')} 损坏或其搭铁断路`)],
            [c.t('Indicators do not flash at all', '转向灯完全不闪'), c.t(`Flasher relay ${c.p('flasher')}, fuse F5`, `闪光继电器 ${c.p('flasher')}，F5 保险丝`)],
            [c.t('Horn silent', '喇叭不响'), c.t(`Fuse F5, horn button (continuity), horn ${c.p('horn')}: apply 12 V directly`, `F5 保险丝、喇叭按钮（通断）、喇叭 ${c.p('horn')}：直接加 12 V 测试`)],
            [c.t('Brake lamp stays on', '刹车灯常亮'), c.t('Brake switch stuck: see “Brake cut-off switch check”', '刹车开关卡滞：见“刹车断电开关检查”')],
            [c.t('Tail lamp off, brake lamp works', '尾灯不亮，刹车灯正常'), c.t(`Tail lamp ${c.p('tailLamp')} (one unit with two LED circuits): replace`, `尾灯 ${c.p('tailLamp')}（同一灯体的两路 LED）：更换`)],
            [c.t('Licence plate lamp off', '牌照灯不亮'), c.t(`Plate lamp ${c.p('plateLamp')} and its plug under the rear fender`, `牌照灯 ${c.p('plateLamp')} 及其位于后挡泥板下方的插头`)],
          ]),
          c.note(c.t('All lamps are LED: a lamp with some LEDs dark is replaced as a unit.', '所有灯具均为 LED：部分 LED 不亮时整体更换灯具。')),
        ].join('');
      },
    },
  ],
};

export const BRAKES: ChapterDef = {
  key: 'brakes',
  title: L6('制动系统', 'Brakes', 'Phanh', 'Frenos', 'Bremsen', 'Rem'),
  topics: [
    {
      key: 'brake-pads',
      title: L6('刹车片检查与更换', 'Brake pad inspection and replacement', 'Kiểm tra và thay má phanh', 'Inspección y sustitución de pastillas de freno', 'Bremsbeläge prüfen und ersetzen', 'Pemeriksaan dan penggantian kampas rem'),
      body: (c) => {
        const { f } = c;
        return [
          p(c.t(`Front pads ${c.p('padF')}, rear pads ${c.p('padR')}. Replace pads in axle sets when the friction material is ${f.padMinMm} mm or less, or at the wear groove.`, `前刹车片 ${c.p('padF')}，后刹车片 ${c.p('padR')}。摩擦材料剩余 ${f.padMinMm} mm 或以下、或磨至磨损槽时，须按车轴成对更换。`)),
          c.fig('brake-pad-wear', c.t(`Pad wear limit: ${f.padMinMm} mm friction material`, `刹车片磨损极限：摩擦材料 ${f.padMinMm} mm`)),
          h3(c.t('Replacement', '更换')),
          ol([
            c.t('Remove the pad retaining pin (or clip) and pull the pads out of the caliper.', '拆下刹车片固定销（或卡簧），从卡钳中取出刹车片。'),
            f.hydraulicFront || f.hydraulicRear
              ? c.t('Push the pistons fully back with the piston press ST-BR-002; watch the reservoir level, it rises.', '用活塞复位工具 ST-BR-002 将活塞完全推回；注意储液罐液位会上升。')
              : c.t('Turn the adjuster on the caliper arm fully out to make room for the new pads.', '将卡钳摆臂上的调节器完全旋出，为新刹车片留出空间。'),
            c.t('Clean the caliper with brake cleaner; never use compressed air on brake dust.', '用制动清洗剂清洁卡钳；严禁用压缩空气吹刹车粉尘。'),
            c.t('Fit the new pads with the anti-squeal shim, refit the pin and its clip.', '安装带消音片的新刹车片，装回固定销及卡簧。'),
            c.t('Pump the lever until it is firm before moving the vehicle.', '推车前反复按压刹车把手，直到手感坚实。'),
            c.t('Bed in: 10 moderate stops from 30 km/h, no hard stops for the first 100 km.', '磨合：从 30 km/h 中等力度制动 10 次，前 100 km 避免急刹。'),
          ]),
          c.caution(c.t('Oil or brake fluid on the pads: replace them, they cannot be cleaned.', '刹车片沾有油污或制动液须更换，无法清洗。')),
        ].join('');
      },
    },
    {
      key: 'brake-bleeding',
      applies: (f) => f.hydraulicFront || f.hydraulicRear,
      title: L6('液压制动排气', 'Brake bleeding (hydraulic disc brakes)', 'Xả gió phanh (phanh đĩa thủy lực)', 'Purgado de frenos (frenos de disco hidráulicos)', 'Bremse entlüften (hydraulische Scheibenbremsen)', 'Membuang angin rem (rem cakram hidrolik)'),
      body: (c) => {
        const { f } = c;
        const which = [f.hydraulicFront && brakeWord(c, true), f.hydraulicRear && brakeWord(c, false)].filter(Boolean).join(c.t(' and ', '和'));
        return [
          p(c.t(`Applies to the hydraulic ${which} brake${f.hydraulicFront && f.hydraulicRear ? 's' : ''}: caliper ${c.p('caliperF')}${f.hydraulicRear ? `, rear caliper ${c.p('caliperR')}` : ''}, hose ${c.p('hoseF')}. Bleed after opening the system, when the lever feels spongy, and change the fluid every 2 years. Time: 0.5 h per brake.`, `适用于液压${which}制动：卡钳 ${c.p('caliperF')}${f.hydraulicRear ? `，后卡钳 ${c.p('caliperR')}` : ''}，油管 ${c.p('hoseF')}。打开过制动系统、刹车把手发软时须排气；制动液每 2 年更换。工时：每个制动器 0.5 小时。`)),
          c.warning(c.t(`Use only fresh DOT 4 brake fluid ${c.p('brakeFluid')} from a sealed bottle. Brake fluid damages paint: cover painted parts and rinse spills with water at once.`, `只能使用密封瓶装的新 DOT 4 制动液 ${c.p('brakeFluid')}。制动液会损坏漆面：遮盖漆面部件，溅出后立即用清水冲洗。`)),
          c.fig('brake-bleeding', c.t('Bleeding: hose from the bleed nipple into the catch bottle', '排气：从排气螺钉引软管至接油瓶')),
          ol([
            c.t('Turn the handlebar so that the master cylinder reservoir is level; remove the cover and diaphragm.', '转动车把使总泵储液罐保持水平；拆下罐盖和皮膜。'),
            c.t('Fit a ring spanner and then a clear hose on the bleed nipple; put the hose end into the catch bottle of the bleeding kit ST-BR-001.', '在排气螺钉上先套梅花扳手，再接透明软管；软管另一端放入排气工具套装 ST-BR-001 的接油瓶中。'),
            c.t('Pull the lever and hold it. Open the nipple a quarter turn, let fluid and air out, close the nipple, then release the lever.', '握紧刹车把手并保持。将排气螺钉旋松 1/4 圈，排出制动液和空气后拧紧排气螺钉，再松开把手。'),
            c.t('Repeat until the fluid in the hose is clear and free of bubbles. Keep the reservoir above the MIN mark all the time.', '重复操作，直到软管中的制动液清澈无气泡。全程保持储液罐液位高于 MIN 线。'),
            c.t(`Tighten the bleed nipple to ${c.nm(f.torque.bleedNipple)}. Fill the reservoir to the upper mark, fit diaphragm and cover.`, `将排气螺钉拧紧至 ${c.nm(f.torque.bleedNipple)}。将储液罐加注至上限，装回皮膜和罐盖。`),
            c.t('Check: the lever must be firm at two thirds of its travel and must not creep towards the grip when held for 30 s.', '检查：刹车把手在行程三分之二处应坚实，握住 30 秒不得向把套方向回缩。'),
          ]),
          c.note(c.t(`A caliper that was drained completely bleeds faster by back-filling with the syringe from the nipple. Banjo bolts ${c.nm(f.torque.banjo)} with new copper washers.`, `卡钳完全排空时，用注射器从排气螺钉反向注油排气更快。油管空心螺栓须使用新铜垫圈，拧紧至 ${c.nm(f.torque.banjo)}。`)),
        ].join('');
      },
    },
    {
      key: 'brake-cable',
      applies: (f) => !f.hydraulicFront || !f.hydraulicRear,
      title: L6('机械刹车拉线调整', 'Brake cable adjustment (mechanical disc brakes)', 'Chỉnh dây phanh (phanh đĩa cơ)', 'Ajuste del cable de freno (frenos de disco mecánicos)', 'Bremszug einstellen (mechanische Scheibenbremsen)', 'Penyetelan kabel rem (rem cakram mekanis)'),
      body: (c) => {
        const { f } = c;
        const which = [!f.hydraulicFront && brakeWord(c, true), !f.hydraulicRear && brakeWord(c, false)].filter(Boolean).join(c.t(' and ', '和'));
        return [
          p(c.t(`Applies to the mechanical ${which} disc brake${!f.hydraulicFront && !f.hydraulicRear ? 's' : ''} (${c.has('cableF') ? `front cable ${c.p('cableF')}` : ''}${c.has('cableF') && c.has('cableR') ? ', ' : ''}${c.has('cableR') ? `rear cable ${c.p('cableR')}` : ''}). As the pads wear the lever travel grows; adjust when the lever comes closer than 20 mm to the grip.`, `适用于机械式${which}碟刹（${c.has('cableF') ? `前拉线 ${c.p('cableF')}` : ''}${c.has('cableF') && c.has('cableR') ? '，' : ''}${c.has('cableR') ? `后拉线 ${c.p('cableR')}` : ''}）。随着刹车片磨损，把手行程会变大；当把手与把套间距小于 20 mm 时须调整。`)),
          ol([
            c.t('Turn the barrel adjuster at the lever out (anticlockwise) until the lever has 5–8 mm free play at its tip.', '逆时针旋出把手处的调节螺母，使把手端部自由行程为 5–8 mm。'),
            c.t('If the barrel adjuster is at its end, screw it back in, loosen the cable clamp bolt on the caliper arm, pull the cable 3 mm through and tighten the clamp.', '若调节螺母已到尽头，先将其旋回，松开卡钳摆臂上的拉线夹紧螺栓，将拉线拉紧 3 mm 后重新紧固。'),
            c.t('Fine-tune the inner pad with the hex adjuster on the caliper: the disc must turn freely with 0.2–0.4 mm clearance on both sides.', '用卡钳上的内六角调节器微调内侧刹车片：制动盘两侧间隙 0.2–0.4 mm，转动自如。'),
            c.t('Lubricate the cable with cable oil; a cable that sticks or is frayed is replaced.', '用拉线润滑油润滑拉线；拉线卡滞或散股须更换。'),
            c.t('Check the brake lamp and the motor cut-off work before the lever touches the pads.', '检查在刹车片接触制动盘之前，刹车灯已点亮且电机已断电。'),
          ]),
          c.caution(c.t('Never adjust so tight that the pads drag: the disc overheats and the range drops.', '调整不得过紧以致刹车片拖滞：制动盘会过热、续航下降。')),
        ].join('');
      },
    },
    {
      key: 'brake-disc',
      title: L6('制动盘检查与更换', 'Brake disc inspection and replacement', 'Kiểm tra và thay đĩa phanh', 'Inspección y sustitución del disco de freno', 'Bremsscheibe prüfen und ersetzen', 'Pemeriksaan dan penggantian cakram rem'),
      body: (c) => {
        const { f } = c;
        return [
          table([c.t('Disc', '制动盘'), c.t('Part', '零件'), c.t('Diameter', '直径'), c.t('Minimum thickness', '最小厚度'), c.t('Maximum run-out', '最大跳动')], [
            [c.t('Front', '前'), c.p('discF'), `Ø${f.series.discF} mm`, `${f.discMinMm.front} mm`, '0.15 mm'],
            [c.t('Rear', '后'), c.p('discR'), `Ø${f.series.discR} mm`, `${f.discMinMm.rear} mm`, '0.15 mm'],
          ]),
          ol([
            c.t('Measure the thickness with a micrometer at 6 points in the swept area.', '用千分尺在摩擦区域内测量 6 个点的厚度。'),
            c.t('Measure the run-out with the dial gauge of the run-out gauge set ST-MS-003 while turning the wheel.', '转动车轮，用跳动量具套装 ST-MS-003 中的百分表测量端面跳动。'),
            c.t('Replace a disc below the minimum thickness, with run-out over the limit, or with cracks from the holes.', '制动盘厚度低于最小值、跳动超限或孔边有裂纹时须更换。'),
            c.t(`New disc: clean threads, medium-strength thread locker, tighten the bolts crosswise to ${c.nm(f.torque.disc)}.`, `安装新制动盘：清洁螺纹、涂中强度螺纹胶，对角拧紧螺栓至 ${c.nm(f.torque.disc)}。`),
            c.t('Fit new pads with a new disc and bed them in.', '更换新制动盘时同时更换新刹车片并进行磨合。'),
          ]),
        ].join('');
      },
    },
    {
      key: 'brake-switch',
      title: L6('刹车断电开关检查', 'Brake cut-off switch check', 'Kiểm tra công tắc ngắt điện phanh', 'Comprobación del interruptor de corte de freno', 'Bremsschalter mit Motorabschaltung prüfen', 'Pemeriksaan saklar pemutus rem'),
      body: (c) => [
        p(c.t(`Each brake lever has a switch ${c.p('brakeSwitch')} (normally open). Pulling a lever lights the brake lamp and tells the controller to cut drive power and start regenerative braking.`, `每个刹车把手上都有一个常开型刹车开关 ${c.p('brakeSwitch')}。拉动把手时点亮刹车灯，并通知控制器切断驱动功率、启动能量回收制动。`)),
        ol([
          c.t('Unplug the switch (2 pins) and connect the multimeter on continuity.', '拔下开关插头（2 针），万用表置于通断档。'),
          c.t('Lever released: open circuit. Lever pulled 3–5 mm: continuity.', '松开把手：断路。拉动把手 3–5 mm：导通。'),
          c.t('Continuity with the lever released: the switch is stuck or the lever does not return; the controller shows E08 and refuses to drive.', '松开把手时仍导通：开关卡滞或把手未回位；控制器报 E08 并禁止驱动。'),
          c.t('Live data in the diagnostic tool shows “Brake L/R” changing when the lever is pulled.', '诊断仪实时数据中“刹车 左/右”应随把手动作变化。'),
        ]),
      ].join(''),
    },
  ],
};

export const WHEELS: ChapterDef = {
  key: 'wheels',
  title: L6('车轮与悬挂', 'Wheels and suspension', 'Bánh xe và giảm xóc', 'Ruedas y suspensión', 'Räder und Federung', 'Roda dan suspensi'),
  topics: [
    {
      key: 'tyres',
      title: L6('轮胎与车轮保养', 'Tyre and wheel service', 'Bảo dưỡng lốp và bánh xe', 'Mantenimiento de neumáticos y ruedas', 'Reifen und Räder warten', 'Perawatan ban dan roda'),
      body: (c) => {
        const { f } = c;
        const tubed = c.has('tubeF');
        return [
          table([c.t('Tyre', '轮胎'), c.t('Size', '规格'), c.t('Part', '零件'), c.t('Pressure (cold)', '胎压（冷态）')], [
            [c.t('Front', '前'), f.tyre.front, c.p('tyreF'), `${f.tyre.frontBar} bar / ${Math.round(f.tyre.frontBar * 14.5)} psi`],
            [c.t('Rear', '后'), f.tyre.rear, c.p('tyreR'), `${f.tyre.rearBar} bar / ${Math.round(f.tyre.rearBar * 14.5)} psi`],
          ]),
          ul([
            c.t(`Minimum tread depth: ${f.isScooter ? '0.8' : '1.0'} mm, or at the wear indicators (TWI).`, `最小花纹深度：${f.isScooter ? '0.8' : '1.0'} mm，或磨至磨损标记（TWI）。`),
            c.t('Replace tyres older than 5 years (DOT date code) even with tread left; check for cracks in the sidewall.', '生产超过 5 年的轮胎（DOT 日期码）即使花纹尚在也须更换；检查胎侧有无龟裂。'),
            c.t('Low pressure costs range and wears the tyre shoulder; check it weekly with the gauge ST-WH-003.', '胎压不足会降低续航并磨损胎肩；每周用胎压表 ST-WH-003 检查。'),
          ]),
          h3(c.t('Puncture', '补胎')),
          p(tubed
            ? c.t(`Tube-type tyres (${c.p('tubeF')}): replace the tube, never patch it for road use. Check the inside of the tyre for the object that caused the puncture.`, `有内胎轮胎（${c.p('tubeF')}）：更换内胎，上路使用不得补胎。检查外胎内侧，取出造成刺破的异物。`)
            : c.t('Tubeless tyres: a puncture of up to 3 mm in the tread can be repaired from inside with a mushroom plug (tubeless repair kit ST-WH-002). Sidewall damage: replace the tyre.', '真空胎：胎面上 3 mm 以内的刺孔可从内侧用蘑菇钉修补（真空胎修补套装 ST-WH-002）。胎侧损伤须更换轮胎。')),
          h3(c.t('Fitting a tyre', '装胎')),
          ol([
            c.t('Lubricate the beads with tyre mounting paste; use the tyre levers ST-WH-001 and rim protectors.', '在胎唇上涂抹装胎润滑膏；使用撬胎棒 ST-WH-001 并加装轮辋保护片。'),
            c.t('Observe the rotation arrow; align the light spot (dot) with the valve.', '注意旋转方向箭头；将轮胎轻点标记对准气门嘴。'),
            c.t(`Seat the beads at up to 4 bar, then set the working pressure. Fit a new valve ${c.p('valve')} with every new tyre.`, '以不超过 4 bar 的气压使胎唇就位，再调至工作胎压。每次换新胎时同时更换新气门嘴 ' + c.p('valve') + '。'),
          ]),
        ].join('');
      },
    },
    {
      key: 'wheel-removal',
      title: L6('车轮拆卸与安装', 'Wheel removal and installation', 'Tháo và lắp bánh xe', 'Desmontaje y montaje de las ruedas', 'Räder aus- und einbauen', 'Pelepasan dan pemasangan roda'),
      body: (c) => {
        const { f } = c;
        const hubFront = f.model.drive === 'HUB_F';
        const hubRear = f.model.drive === 'HUB_R';
        return [
          p(c.t(`${hubFront ? 'The front wheel is the hub motor' : hubRear ? 'The rear wheel is the hub motor' : 'Both wheels are conventional wheels; the rear is driven by the belt'}: ${hubFront || hubRear ? 'for that wheel follow “Hub motor removal and installation”.' : 'slacken the belt adjusters before removing the rear wheel.'}`, `${hubFront ? '前轮即轮毂电机' : hubRear ? '后轮即轮毂电机' : '前后轮均为普通车轮，后轮由皮带驱动'}：${hubFront || hubRear ? '该车轮的拆装按“轮毂电机拆卸与安装”进行。' : '拆后轮前须先松开皮带调节器。'}`)),
          h3(c.t(hubFront ? 'Rear wheel' : 'Front wheel', hubFront ? '后轮' : '前轮')),
          ol([
            c.t('Lift the wheel off the ground.', '将车轮顶起离地。'),
            c.t(`${f.hydraulicFront && !hubFront ? 'Remove the caliper and tie it up; do not pull the lever while the caliper is off' : 'Unhook the brake cable or remove the caliper'}.`, `${f.hydraulicFront && !hubFront ? '拆下卡钳并吊起固定；卡钳拆下期间不得握刹车把手' : '松开刹车拉线或拆下卡钳'}。`),
            c.t(`Remove the axle nut ${c.p('axleNut')}, pull the axle out and lift the wheel out; note the spacers left and right.`, `拆下轮轴螺母 ${c.p('axleNut')}，抽出轮轴取下车轮；记下左右隔套的位置。`),
            c.t(`Check the wheel bearings ${c.p('wheelBearing')}: they must turn smoothly without play.`, `检查车轮轴承 ${c.p('wheelBearing')}：转动应顺滑且无间隙。`),
            c.t(`Installation in reverse order; axle nut ${c.nm(hubFront ? f.torque.rearAxle : f.torque.frontAxle)}${f.isScooter ? '' : ', then compress the fork a few times before tightening the fork pinch bolts'}.`, `按相反顺序安装；轮轴螺母 ${c.nm(hubFront ? f.torque.rearAxle : f.torque.frontAxle)}${f.isScooter ? '' : '，拧紧前叉夹紧螺栓前先压缩前叉数次'}。`),
          ]),
        ].join('');
      },
    },
    {
      key: 'fork-service',
      title: L6('前叉保养', 'Front fork service', 'Bảo dưỡng phuộc trước', 'Mantenimiento de la horquilla delantera', 'Vorderradgabel warten', 'Perawatan garpu depan'),
      body: (c) => {
        const { f } = c;
        if (f.isScooter) {
          return [
            p(c.t(`Spring fork ${c.p('fork')} with ${f.series.fork === 'SP60' ? 60 : 40} mm travel; it is maintenance-free and replaced as a unit.`, `弹簧前叉 ${c.p('fork')}，行程 ${f.series.fork === 'SP60' ? 60 : 40} mm；免维护，损坏须整体更换。`)),
            ul([
              c.t('Check for play: hold the front brake and rock the scooter; a knock means worn bushings, replace the fork.', '检查间隙：握住前刹车前后晃动车辆；有撞击声说明衬套磨损，须更换前叉。'),
              c.t(`Fork clamp bolts ${c.nm(f.torque.forkClamp)}; steering bearing ${c.p('steeringBearing')} adjusted without play.`, `前叉夹紧螺栓 ${c.nm(f.torque.forkClamp)}；转向轴承 ${c.p('steeringBearing')} 调整至无间隙。`),
            ]),
          ].join('');
        }
        const oil = f.series.fork === 'HY90' ? 180 : f.series.fork === 'USD120' ? 420 : 650;
        return [
          p(c.t(`Hydraulic fork ${c.p('fork')}. Change the fork oil ${c.p('forkOil')} every ${f.isMoped ? '10,000' : '12,000'} km; replace the seals ${c.p('forkSeal')} when oil appears on the tubes.`, `液压前叉 ${c.p('fork')}。每 ${f.isMoped ? '10000' : '12000'} km 更换减震油 ${c.p('forkOil')}；前叉管上出现油迹时更换油封 ${c.p('forkSeal')}。`)),
          table([c.t('Item', '项目'), c.t('Value', '数值')], [
            [c.t('Oil per leg', '每侧油量'), `${oil} ml`],
            [c.t('Oil level (spring out, fork compressed)', '油位（取出弹簧，前叉压到底）'), f.series.fork === 'HY90' ? '95 mm' : '120 mm'],
            [c.t('Fork clamp bolts', '前叉夹紧螺栓'), c.nm(f.torque.forkClamp)],
          ]),
          ol([
            c.t('Remove the front wheel and the fork legs (loosen the top caps while the legs are still clamped).', '拆下前轮和前叉腿（在叉腿仍被夹紧时先松开顶盖）。'),
            c.t('Drain the oil, pumping the damper rod until no more oil comes out.', '放出旧油，反复抽动阻尼杆直到不再出油。'),
            c.t('For seals: remove the dust seal and the circlip, pull the tubes apart; drive the new seal in with the seal driver ST-CH-001.', '更换油封：拆下防尘封和卡簧，拉开内外管；用油封安装工具 ST-CH-001 压入新油封。'),
            c.t('Fill the specified oil, bleed by pumping the damper rod, set the oil level with the level tool.', '加注规定油量，抽动阻尼杆排气，用油位工具调整油位。'),
            c.t('Refit the spring and the top cap, install the legs at the same height in the clamps.', '装回弹簧和顶盖，两侧叉腿以相同高度装入上下联板。'),
          ]),
        ].join('');
      },
    },
    {
      key: 'rear-suspension',
      title: L6('后减震器检查与更换', 'Rear shock absorber inspection and replacement', 'Kiểm tra và thay giảm xóc sau', 'Inspección y sustitución del amortiguador trasero', 'Hinteres Federbein prüfen und ersetzen', 'Pemeriksaan dan penggantian shock absorber belakang'),
      body: (c) => {
        const { f } = c;
        const two = f.isMoped;
        return [
          p(c.t(`${two ? 'Two rear shock absorbers' : 'Rear shock absorber'} ${c.p('shock')}, ${f.series.shock} mm. Check for oil on the body, broken springs and worn rubber bushes.`, `${two ? '两只后减震器' : '后减震器'} ${c.p('shock')}，长度 ${f.series.shock} mm。检查减震器体有无漏油、弹簧是否断裂、橡胶衬套是否磨损。`)),
          ol([
            c.t('Bounce test: push the rear down hard and release; it must return in one movement without bouncing.', '弹跳测试：用力压下车尾后松开，应一次回弹到位且无反复弹跳。'),
            c.t(`Support the rear with the lift${f.isScooter ? ' or stand' : ''} so the shock is unloaded.`, `用举升台${f.isScooter ? '或支架' : ''}托住车尾，使减震器不受力。`),
            c.t(`Remove the upper and lower bolts, fit the new shock${two ? 's (always in pairs, same preload setting)' : ''}, bolts ${c.nm(f.torque.shockMount)}.`, `拆下上下固定螺栓，安装新减震器${two ? '（必须成对更换，预载调整一致）' : ''}，螺栓拧紧至 ${c.nm(f.torque.shockMount)}。`),
            f.torque.swingArmPivot ? c.t(`While the shock is out, move the swing arm ${c.p('swingArm')} by hand: no play at the pivot (pivot nut ${c.nm(f.torque.swingArmPivot)}).`, `减震器拆下时，用手晃动平叉 ${c.p('swingArm')}：枢轴处不得有间隙（枢轴螺母 ${c.nm(f.torque.swingArmPivot)}）。`) : '',
          ]),
        ].join('');
      },
    },
    {
      key: 'steering-bearing',
      title: L6('转向轴承调整', 'Steering head bearing adjustment', 'Chỉnh vòng bi cổ lái', 'Ajuste de los rodamientos de la dirección', 'Lenkkopflager einstellen', 'Penyetelan bearing komstir'),
      body: (c) => {
        const { f } = c;
        return [
          p(c.t(`Steering bearing set ${c.p('steeringBearing')}. Play causes a knock when braking and weave at speed; a tight or notched bearing makes the steering heavy and the vehicle wander.`, `转向轴承组 ${c.p('steeringBearing')}。轴承间隙过大会在刹车时产生撞击声、高速时车头摆动；轴承过紧或有压痕会使转向沉重、行驶跑偏。`)),
          ol([
            c.t('Lift the front wheel off the ground. Turn the bar from lock to lock: it must move freely without notches.', '将前轮顶离地面。左右打满车把：转动应自如、无卡顿点。'),
            c.t('Hold the fork legs and push and pull: no play must be felt.', '握住前叉腿前后推拉：不得感觉到间隙。'),
            c.t(`To adjust: loosen the ${f.isScooter ? 'stem clamp bolts' : 'stem nut and the top clamp pinch bolts'}, turn the adjusting nut until the play is gone, then a further 1/8 turn back.`, `调整：松开${f.isScooter ? '立管夹紧螺栓' : '转向柱螺母和上联板夹紧螺栓'}，旋转调节螺母直至间隙消除，再回退 1/8 圈。`),
            c.t(`Tighten to ${c.nm(f.torque.stemOrSteering)} and check again. Notched bearings are replaced with the bearing press ST-CH-002.`, `拧紧至 ${c.nm(f.torque.stemOrSteering)} 后再次检查。轴承有压痕须用轴承压装工具 ST-CH-002 更换。`),
          ]),
        ].join('');
      },
    },
  ],
};

export const FRAME: ChapterDef = {
  key: 'frame',
  title: L6('车架与车身', 'Frame and body', 'Khung và thân xe', 'Chasis y carrocería', 'Rahmen und Karosserie', 'Rangka dan bodi'),
  topics: [
    {
      key: 'folding-mechanism',
      applies: (f) => f.isScooter,
      title: L6('折叠机构调整', 'Folding mechanism adjustment', 'Chỉnh cơ cấu gập', 'Ajuste del mecanismo de plegado', 'Klappmechanismus einstellen', 'Penyetelan mekanisme lipat'),
      body: (c) => [
        p(c.t(`Folding mechanism ${c.p('foldingHinge')}. Play in the latch is felt as a knock in the stem on rough roads and must be corrected at once: a latch that opens while riding causes a fall.`, `折叠机构 ${c.p('foldingHinge')}。锁扣间隙会在颠簸路面上表现为立管撞击声，必须立即调整：行驶中锁扣打开会导致摔车。`)),
        ol([
          c.t('Unfold and lock the stem. Hold the front brake and push the bar back and forth: no movement at the hinge.', '展开并锁紧立管。握住前刹车前后推动车把：折叠处不得有任何晃动。'),
          c.t('Play: open the lever, turn the adjusting hook nut a quarter turn clockwise, close the lever. Closing must need a firm push.', '若有间隙：打开扳手，将调节钩螺母顺时针旋转 1/4 圈，再合上扳手。合上扳手时应需要较大力量。'),
          c.t(`Hinge pivot bolt ${c.nm(c.f.torque.foldingHinge)} with thread locker; replace the safety catch if its spring is weak.`, `折叠枢轴螺栓涂螺纹胶，拧紧至 ${c.nm(c.f.torque.foldingHinge)}；保险扣弹簧无力时须更换。`),
        ]),
        c.warning(c.t('Never ride a scooter whose folding latch cannot be adjusted free of play: replace the mechanism.', '折叠锁扣无法调整至无间隙的滑板车严禁骑行：须更换折叠机构。')),
      ].join(''),
    },
    {
      key: 'seat-lock',
      applies: (f) => !f.isScooter,
      title: L6('座垫锁与座桶', 'Seat lock and storage compartment', 'Khóa yên và cốp xe', 'Cerradura del asiento y compartimento', 'Sitzbankschloss und Staufach', 'Kunci jok dan bagasi'),
      body: (c) => [
        p(c.t(`Seat ${c.p('seat')}. The seat lock is opened by the key or, on NFC models, from the display menu (electric release).`, `座垫 ${c.p('seat')}。座垫锁可用钥匙打开，NFC 车型也可通过仪表菜单电动开启。`)),
        ol([
          c.t('Seat does not open electrically: listen for the release solenoid; no click, check fuse F5 and the solenoid plug under the seat base.', '座垫无法电动开启：听开锁电磁铁的声音；无声音时检查 F5 保险丝和座垫底座下的电磁铁插头。'),
          c.t('Seat rattles: adjust the rubber stops (screw them out) until the seat is pressed firmly against the latch.', '座垫异响：调整橡胶限位块（向外旋出），使座垫紧压在锁扣上。'),
          c.t('Water in the compartment: check the drain hole and the seal around the seat base.', '座桶进水：检查排水孔及座垫底座四周的密封条。'),
        ]),
      ].join(''),
    },
    {
      key: 'body-panels',
      title: L6('车身覆盖件拆装', 'Body covers removal and installation', 'Tháo và lắp ốp thân xe', 'Desmontaje y montaje de los carenados', 'Verkleidungen aus- und einbauen', 'Pelepasan dan pemasangan panel bodi'),
      body: (c) => {
        const { f } = c;
        return [
          p(c.t(`Order of removal for the ${f.names['en-US']}: each later cover overlaps the earlier one.`, `${f.names['zh-CN']} 的覆盖件拆卸顺序：后拆的覆盖件压住先拆的覆盖件。`)),
          ol(f.isScooter
            ? [c.t('Rubber deck mat (peel off from the rear, it is glued)', '踏板防滑垫（从后向前揭开，为粘贴件）'), c.t(`Deck cover underneath (T20 screws, ${c.nm(f.torque.bodyScrew)})`, `踏板底盖（T20 螺钉，${c.nm(f.torque.bodyScrew)}）`), c.t(`Front fender ${c.p('frontFender')} (2 screws)`, `前挡泥板 ${c.p('frontFender')}（2 颗螺钉）`), c.t('Stem front cover (2 screws)', '立管前盖（2 颗螺钉）')]
            : [c.t('Seat (2 bolts at the hinge)', '座垫（铰链处 2 颗螺栓）'), c.t('Rear grab rail (4 bolts)', '后扶手（4 颗螺栓）'), c.t(`Side panels ${c.p('sidePanelL')} (5 screws, 3 clips each)`, `两侧护板 ${c.p('sidePanelL')}（每侧 5 颗螺钉、3 个卡扣）`), c.t('Floor board or tank cover', '脚踏板或油箱盖'), c.t(`Front fender ${c.p('frontFender')}`, `前挡泥板 ${c.p('frontFender')}`)]),
          c.caution(c.t(`Screws into plastic bosses: ${c.nm(f.torque.bodyScrew)} by hand; a power tool strips the bosses. Replace broken clips, never glue panels.`, `拧入塑料螺柱的螺钉：手动拧紧至 ${c.nm(f.torque.bodyScrew)}；使用电动工具会损坏螺柱。断裂的卡扣须更换，严禁用胶粘接覆盖件。`)),
        ].join('');
      },
    },
  ],
};
