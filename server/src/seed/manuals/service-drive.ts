import { L6, h3, ol, p, table, ul } from './html.js';
import type { ChapterDef } from './types.js';

export const DRIVE: ChapterDef = {
  key: 'drive',
  title: L6('驱动电机', 'Drive motor', 'Động cơ truyền động', 'Motor de tracción', 'Antriebsmotor', 'Motor penggerak'),
  topics: [
    {
      key: 'motor-removal',
      title: (f) => (f.isMid
        ? L6('中置电机拆卸与安装', 'Mid-drive motor removal and installation', 'Tháo và lắp động cơ đặt giữa', 'Desmontaje y montaje del motor central', 'Mittelmotor aus- und einbauen', 'Pelepasan dan pemasangan motor mid-drive')
        : L6('轮毂电机拆卸与安装', 'Hub motor removal and installation', 'Tháo và lắp động cơ trục bánh (hub)', 'Desmontaje y montaje del motor de buje', 'Radnabenmotor aus- und einbauen', 'Pelepasan dan pemasangan motor hub')),
      body: (c) => {
        const { f } = c;
        const t = f.torque;
        if (f.isMid) {
          return [
            p(c.t(`The mid-drive motor ${c.p('motor')} sits in the frame under the battery and drives the rear wheel through the toothed belt ${c.p('belt')}. Time: 2.5 h.`, `中置电机 ${c.p('motor')} 安装在电池下方的车架内，通过同步带 ${c.p('belt')} 驱动后轮。工时：2.5 小时。`)),
            c.warning(c.t('Remove the battery first (see “Battery pack removal and installation”). The controller capacitors hold a charge for 5 minutes.', '必须先拆下电池（见“电池组拆卸与安装”）。控制器电容断电后 5 分钟内仍有残余电压。')),
            h3(c.t('Removal', '拆卸')),
            ol([
              c.t('Put the motorcycle on the hydraulic lift ST-LF-001 with the rear wheel free.', '将摩托车放在液压举升台 ST-LF-001 上，使后轮悬空。'),
              c.t('Remove the belt guard (3 bolts) and slacken the rear axle nut and the belt adjusters; push the wheel forward and lift the belt off the front pulley.', '拆下皮带护罩（3 颗螺栓），松开后轮轴螺母和皮带调节器；将后轮向前推，把皮带从前皮带轮上取下。'),
              c.t(`Unplug the motor signal connector (hall sensors, temperature sensor ${c.p('motorTemp')}).`, `拔下电机信号插头（霍尔传感器、温度传感器 ${c.p('motorTemp')}）。`),
              c.t(`Undo the three phase terminals U, V, W at the controller and mark them; phase cables ${c.p('phaseCable')}.`, `拆下控制器上 U、V、W 三根相线端子并做好标记；相线 ${c.p('phaseCable')}。`),
              c.t('Support the motor with a jack, remove the 4 mounting bolts and lower the motor out of the frame.', '用千斤顶托住电机，拆下 4 颗固定螺栓，将电机从车架中降下取出。'),
            ]),
            h3(c.t('Installation', '安装')),
            ol([
              c.t(`Lift the motor into place; mounting bolts with thread locker, ${c.nm(t.motorMount)}.`, `将电机举升到位；固定螺栓涂螺纹胶，拧紧至 ${c.nm(t.motorMount)}。`),
              c.t(`Connect U, V, W to the same terminals, ${c.nm(t.phaseTerminal)}; swapped phases make the motor run backwards or stutter.`, `将 U、V、W 接回原端子，拧紧至 ${c.nm(t.phaseTerminal)}；相序接错会导致电机反转或抖动。`),
              c.t(`Fit the belt, set the tension (see “Drive belt inspection and tension”), rear axle nut ${c.nm(t.rearAxle)}.`, `装上皮带并调整张紧度（见“传动皮带检查与张紧”），后轮轴螺母拧紧至 ${c.nm(t.rearAxle)}。`),
              c.t('Run the hall-angle self-learning in the diagnostic tool (“Controller → Motor learning”) with the rear wheel free.', '在后轮悬空状态下，用诊断仪执行霍尔角度自学习（“控制器 → 电机学习”）。'),
            ]),
          ].join('');
        }
        const front = f.model.drive === 'HUB_F';
        const axle = front ? t.frontAxle : t.rearAxle;
        return [
          p(c.t(`The hub motor ${c.p('motor')} is the ${front ? 'front' : 'rear'} wheel hub. The motor is replaced as a unit with its axle; the tyre is moved to the new motor. Time: ${f.isScooter ? '1.0' : '1.4'} h.`, `轮毂电机 ${c.p('motor')} 即${front ? '前' : '后'}轮轮毂，连同电机轴整体更换，轮胎换装到新电机上。工时：${f.isScooter ? '1.0' : '1.4'} 小时。`)),
          c.warning(c.t('Disconnect the battery before unplugging the motor cable: the controller capacitors can arc across the phase pins.', '拔电机线前必须断开电池：控制器电容可能在相线插针间拉弧。')),
          h3(c.t('Removal', '拆卸')),
          ol([
            f.isScooter ? c.t('Fold the scooter and place it on the repair stand ST-LF-002.', '折叠滑板车并放在维修支架 ST-LF-002 上。') : c.t('Put the vehicle on its centre stand or the lift, wheel free.', '将车辆支起中撑或放上举升台，使车轮悬空。'),
            c.t(`Cut the cable ties and unplug the motor cable: 3 phase wires (yellow, green, blue) and the 5-pin hall plug. The hall board is ${c.p('hall')}.`, `剪断扎带，拔下电机线：3 根相线（黄、绿、蓝）和 5 针霍尔插头。霍尔板为 ${c.p('hall')}。`),
            f.hydraulicRear && !front ? c.t(`Remove the rear brake caliper ${c.p('caliperR')} (2 bolts) and tie it up; do not let it hang on the hose.`, `拆下后制动卡钳 ${c.p('caliperR')}（2 颗螺栓）并吊起固定，不得悬挂在油管上。`) : c.t('Unhook the brake cable or remove the caliper.', '松开刹车拉线或拆下卡钳。'),
            c.t(`Remove the axle nuts ${c.p('axleNut')} and the torque washers; note which way the washer tabs point.`, `拆下轮轴螺母 ${c.p('axleNut')} 和止转垫片，记下垫片止转片的朝向。`),
            c.t('Lift the motor out of the dropouts, guiding the cable through the axle slot.', '将电机从叉口中取出，同时把电机线从轴槽中引出。'),
          ]),
          c.fig('hub-motor', c.t('Hub motor: axle nut, torque washer and cable exit', '轮毂电机：轮轴螺母、止转垫片与出线口')),
          h3(c.t('Installation', '安装')),
          ol([
            c.t('Fit the torque washers with their tabs in the dropout slots; the cable exit must point down.', '安装止转垫片，使止转片卡入叉口槽内；出线口须朝下。'),
            c.t(`Tighten the axle nuts to ${c.nm(axle)}, alternating sides.`, `左右交替拧紧轮轴螺母至 ${c.nm(axle)}。`),
            c.t('Refit the brake; the disc must run centred in the caliper without rubbing.', '装回制动器；制动盘须在卡钳中居中转动、无摩擦。'),
            c.t('Connect the phase wires colour to colour and the hall plug; secure with new cable ties away from the disc.', '相线按颜色对应连接，插好霍尔插头；用新扎带固定，远离制动盘。'),
            c.t('Spin the wheel with the throttle at low speed: smooth, quiet running in the right direction.', '低速转动油门试转车轮：运转平顺、安静且方向正确。'),
          ]),
        ].join('');
      },
    },
    {
      key: 'hall-test',
      title: L6('电机霍尔传感器检测', 'Motor hall sensor test', 'Kiểm tra cảm biến Hall động cơ', 'Prueba de los sensores Hall del motor', 'Hall-Sensoren des Motors prüfen', 'Pengujian sensor Hall motor'),
      body: (c) => [
        p(c.t(`Three hall sensors on the board ${c.p('hall')} tell the controller the rotor position. A failed sensor makes the motor judder at start, run rough or not at all (controller code E03).`, `霍尔板 ${c.p('hall')} 上的三个霍尔传感器向控制器提供转子位置。传感器故障会导致起步抖动、运转不平顺或无法运转（控制器故障码 E03）。`)),
        h3(c.t('Test at the hall plug (5 pins)', '在霍尔插头处检测（5 针）')),
        ol([
          c.t('Switch on, leave the plug connected and back-probe the wires.', '打开电门，保持插头连接，从插头背面探测。'),
          c.t('Red to black: 5 V ± 0.25 V supply.', '红线对黑线：供电 5 V ± 0.25 V。'),
          c.t('Turn the wheel slowly by hand and measure yellow, green and blue against black in turn.', '用手缓慢转动车轮，依次测量黄、绿、蓝线对黑线电压。'),
        ]),
        table([c.t('Signal', '信号'), c.t('Expected', '正常值'), c.t('Fault', '故障')], [
          [c.t('Hall A (yellow)', '霍尔 A（黄）'), c.t('switches 0 V ↔ 5 V', '在 0 V 与 5 V 之间切换'), c.t('stuck at 0 V or 5 V', '固定为 0 V 或 5 V')],
          [c.t('Hall B (green)', '霍尔 B（绿）'), c.t('switches 0 V ↔ 5 V', '在 0 V 与 5 V 之间切换'), c.t('stuck at 0 V or 5 V', '固定为 0 V 或 5 V')],
          [c.t('Hall C (blue)', '霍尔 C（蓝）'), c.t('switches 0 V ↔ 5 V', '在 0 V 与 5 V 之间切换'), c.t('stuck at 0 V or 5 V', '固定为 0 V 或 5 V')],
        ]),
        c.fig('hall-signals', c.t('Hall signals A, B, C while the wheel turns: 120° apart', '车轮转动时霍尔信号 A、B、C：相位差 120°')),
        p(c.t('With 120° sensors, the pattern never shows all three high or all three low. If one signal is stuck, check the wire for chafing at the axle exit before replacing the hall board.', '120° 霍尔在任何位置都不会出现三路同时为高或同时为低。若有一路信号不变化，先检查轴出口处导线有无磨破，再考虑更换霍尔板。')),
        c.note(c.t('After replacing the hall board or the motor, run the hall-angle learning in the diagnostic tool.', '更换霍尔板或电机后，须用诊断仪执行霍尔角度自学习。')),
      ].join(''),
    },
    {
      key: 'phase-insulation',
      title: L6('电机绕组与绝缘检测', 'Phase winding and insulation test', 'Kiểm tra cuộn dây pha và cách điện', 'Prueba de bobinado de fases y aislamiento', 'Phasenwicklung und Isolation prüfen', 'Pengujian belitan fase dan isolasi'),
      body: (c) => {
        const { f } = c;
        const rPhase = f.isScooter ? '0.15–0.35' : f.isMoped ? '0.05–0.12' : '0.01–0.04';
        return [
          p(c.t(`Run this test when the controller reports E02 (phase over-current) or E05 (motor short), or the motor is hot and weak. Motor ${c.p('motor')}, phase cables ${c.p('phaseCable')}.`, `当控制器报 E02（相电流过流）或 E05（电机短路），或电机发热无力时进行本检测。电机 ${c.p('motor')}，相线 ${c.p('phaseCable')}。`)),
          c.warning(c.t('Disconnect the battery and unplug the phase cables from the controller: the insulation tester’s 500 V destroys the controller.', '断开电池并从控制器上拔下相线：绝缘测试仪的 500 V 电压会损坏控制器。')),
          h3(c.t('Winding resistance', '绕组电阻')),
          ol([
            c.t('Measure U–V, V–W and W–U with a milliohm meter (4-wire) at the motor side of the phase cables.', '在相线电机侧用毫欧表（四线法）测量 U–V、V–W、W–U。'),
            c.t(`Each pair: ${rPhase} Ω; the three values must agree within 5 %.`, `每对相间：${rPhase} Ω；三个数值相差不得超过 5%。`),
          ]),
          h3(c.t('Insulation', '绝缘')),
          ol([
            c.t('Connect the insulation tester ST-MS-001 between each phase and the motor housing (bare metal).', '将绝缘测试仪 ST-MS-001 接在各相线与电机壳体（裸金属处）之间。'),
            c.t('Test at 500 V DC for 60 s: at least 20 MΩ is good, below 2 MΩ the motor must be replaced.', '以 500 V 直流测试 60 秒：≥ 20 MΩ 为良好，低于 2 MΩ 须更换电机。'),
            c.t('Between 2 and 20 MΩ: dry the motor at 60 °C for 4 hours and test again; water in the motor is the usual cause.', '介于 2–20 MΩ：将电机在 60 °C 下烘干 4 小时后复测；通常是电机进水所致。'),
          ]),
        ].join('');
      },
    },
    {
      key: 'motor-noise',
      applies: (f) => !f.isMid,
      title: L6('轮毂电机异响与轴承诊断', 'Hub motor noise and bearing diagnosis', 'Chẩn đoán tiếng ồn và vòng bi động cơ hub', 'Diagnóstico de ruidos y rodamientos del motor de buje', 'Geräusche und Lager des Radnabenmotors diagnostizieren', 'Diagnosis suara dan bantalan motor hub'),
      body: (c) => [
        table([c.t('Noise', '异响'), c.t('Cause', '原因'), c.t('Remedy', '处理')], [
          [c.t('Grinding that follows wheel speed, also when pushed', '随车速变化的研磨声，推行时也有'), c.t('Worn motor bearing', '电机轴承磨损'), c.t(`Replace both bearings ${c.p('wheelBearing')} with the bearing puller set ST-MO-002`, `使用轴承拉拔器套装 ST-MO-002 更换两侧轴承 ${c.p('wheelBearing')}`)],
          [c.t('Clicking once per turn', '每转一圈咔哒一声'), c.t('Loose magnet, stone in the brake disc', '磁钢松动、制动盘夹石子'), c.t('Check the disc first; a loose magnet means a new motor', '先检查制动盘；若磁钢松动须更换电机')],
          [c.t('Whine only under power', '仅在加速时有啸叫'), c.t('Normal PWM sound; loud: phase timing', 'PWM 正常声音；过大则为相位不正确'), c.t('Run the hall-angle learning', '执行霍尔角度自学习')],
          [c.t('Knock when starting or braking', '起步或刹车时有撞击声'), c.t('Axle turning in the dropouts', '电机轴在叉口内转动'), c.t(`Torque washers and axle nuts (${c.nm(c.f.model.drive === 'HUB_F' ? c.f.torque.frontAxle : c.f.torque.rearAxle)})`, `检查止转垫片和轮轴螺母（${c.nm(c.f.model.drive === 'HUB_F' ? c.f.torque.frontAxle : c.f.torque.rearAxle)}）`)],
        ]),
        c.caution(c.t('Opening a hub motor needs the hub motor puller ST-MO-001: the magnets pull the cover back with great force and can trap fingers.', '打开轮毂电机须使用轮毂电机拉拔器 ST-MO-001：磁钢吸力极大，端盖会被猛烈吸回并夹伤手指。')),
      ].join(''),
    },
    {
      key: 'belt-drive',
      applies: (f) => f.isMid,
      title: L6('传动皮带检查与张紧', 'Drive belt inspection and tension', 'Kiểm tra và căng dây curoa truyền động', 'Inspección y tensado de la correa de transmisión', 'Antriebsriemen prüfen und spannen', 'Pemeriksaan dan penyetelan tegangan sabuk penggerak'),
      body: (c) => {
        const { f } = c;
        const freq = f.series.code === 'TE' ? '70–80' : '85–95';
        return [
          p(c.t(`Belt ${c.p('belt')}, front pulley ${c.p('pulleyF')}, rear pulley ${c.p('pulleyR')}. A belt needs no lubrication; never use chain spray on it.`, `皮带 ${c.p('belt')}，前皮带轮 ${c.p('pulleyF')}，后皮带轮 ${c.p('pulleyR')}。皮带无需润滑，严禁喷链条油。`)),
          h3(c.t('Inspection', '检查')),
          ul([
            c.t('Missing or cracked teeth, frayed edges, exposed cords: replace the belt.', '齿缺失或开裂、边缘起毛、芯线外露：更换皮带。'),
            c.t('Stones embedded in the pulley grooves: clean, inspect the belt.', '皮带轮齿槽中嵌有石子：清理并检查皮带。'),
            c.t('Hooked or worn pulley teeth: replace the pulley and the belt together.', '皮带轮齿呈钩状或磨损：皮带轮与皮带同时更换。'),
          ]),
          h3(c.t('Tension', '张紧度')),
          ol([
            c.t('Rear wheel on the ground, rider off, belt cold.', '后轮着地，无人乘坐，皮带处于冷态。'),
            c.t(`Pluck the lower belt run in the middle and read the sonic tension meter ST-MO-003: ${freq} Hz.`, `在下段皮带中点拨动，用声波张力计 ST-MO-003 读数：${freq} Hz。`),
            c.t('Adjust with both adjusters by the same number of flats so the wheel stays aligned (marks on the swing arm).', '两侧调节器调整相同圈数，使车轮保持对正（参照平叉上的刻线）。'),
            c.t(`Tighten the rear axle nut to ${c.nm(f.torque.rearAxle)}, check the tension again.`, `将后轮轴螺母拧紧至 ${c.nm(f.torque.rearAxle)}，再次检查张紧度。`),
          ]),
          c.fig('belt-tension', c.t('Belt tension: measure mid-span on the lower run', '皮带张紧度：在下段皮带中点测量')),
        ].join('');
      },
    },
  ],
};
