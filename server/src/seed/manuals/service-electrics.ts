import { L6, h3, ol, p, table, ul } from './html.js';
import type { ChapterDef } from './types.js';

export const ELECTRICS: ChapterDef = {
  key: 'electrics',
  title: L6('控制器与电气', 'Controller and electrics', 'Bộ điều khiển và hệ thống điện', 'Controlador y sistema eléctrico', 'Steuergerät und Elektrik', 'Kontroler dan kelistrikan'),
  topics: [
    {
      key: 'controller-replacement',
      title: L6('控制器更换', 'Controller replacement', 'Thay bộ điều khiển', 'Sustitución del controlador', 'Steuergerät ersetzen', 'Penggantian kontroler'),
      body: (c) => {
        const { f } = c;
        const where = f.isScooter ? c.t('in the front of the deck, under the deck cover', '位于踏板前部的底盖下方') : f.isMoped ? c.t('behind the rear of the floor board, under the seat compartment', '位于脚踏板后方、座桶下方') : c.t('on the left of the frame behind the side panel, on a finned heat sink', '位于车架左侧护板后方的散热座上');
        return [
          p(c.t(`The controller ${c.p('controller')} (${f.model.volts} V, ${f.model.controllerA} A battery current, ${f.model.controllerA * 3} A phase current) is ${where}. Time: ${f.isScooter ? '0.8' : '0.7'} h.`, `控制器 ${c.p('controller')}（${f.model.volts} V，电池电流 ${f.model.controllerA} A，相电流 ${f.model.controllerA * 3} A）${where}。工时：${f.isScooter ? '0.8' : '0.7'} 小时。`)),
          c.warning(c.t('Disconnect the battery and wait 5 minutes. Measure B+ to B− at the controller: below 5 V before touching the terminals.', '断开电池并等待 5 分钟。测量控制器 B+ 与 B− 之间电压，低于 5 V 方可触碰端子。')),
          h3(c.t('Before replacing', '更换前')),
          ol([
            c.t('Read the controller fault memory and save the report: the new controller starts with an empty memory.', '读取控制器故障记录并保存报告：新控制器的故障记录为空。'),
            c.t('Note the speed limit and ride-mode settings (“Controller → Parameters → Export”).', '记下限速和骑行模式参数（“控制器 → 参数 → 导出”）。'),
          ]),
          h3(c.t('Replacement', '更换')),
          ol([
            c.t('Remove the covers to reach the controller.', '拆下相关盖板，露出控制器。'),
            c.t(`Unplug the signal connectors (throttle, hall sensors, brake switches, CAN) by pressing their latches.`, '按下锁扣拔下各信号插头（转把、霍尔、刹车开关、CAN）。'),
            f.torque.phaseTerminal ? c.t(`Undo the phase terminals U, V, W and the battery terminals B+, B−; mark them.`, '拆下相线端子 U、V、W 及电池端子 B+、B−，并做好标记。') : c.t('Separate the bullet connectors of the phase wires (yellow, green, blue) and the battery leads.', '断开相线（黄、绿、蓝）及电池线的子弹头插头。'),
            c.t(`Remove the mounting bolts and the controller. Clean the heat sink; apply a thin film of thermal paste to the new controller’s base plate.`, '拆下固定螺栓，取下控制器。清洁散热座，在新控制器底板上薄涂一层导热硅脂。'),
            c.t(`Fit the new controller, mounting bolts ${c.nm(f.torque.controllerMount)}${f.torque.phaseTerminal ? `, phase and battery terminals ${c.nm(f.torque.phaseTerminal)}` : ''}.`, `安装新控制器，固定螺栓 ${c.nm(f.torque.controllerMount)}${f.torque.phaseTerminal ? `，相线和电池端子 ${c.nm(f.torque.phaseTerminal)}` : ''}。`),
            c.t('Reconnect the signal connectors and the battery.', '插回各信号插头，连接电池。'),
          ]),
          h3(c.t('After replacing', '更换后')),
          ol([
            c.t(`Update the controller to the current firmware (at release ${f.firmware.controller}).`, `将控制器升级到最新固件（出厂为 ${f.firmware.controller}）。`),
            c.t('Import the saved parameters, pair the controller with the VIN (“Controller → Pair vehicle”).', '导入保存的参数，将控制器与车架号绑定（“控制器 → 车辆绑定”）。'),
            c.t('Run the hall-angle learning with the drive wheel free, then a road test.', '在驱动轮悬空状态下执行霍尔角度自学习，然后路试。'),
          ]),
        ].join('');
      },
    },
    {
      key: 'controller-codes',
      title: L6('控制器故障码', 'Controller fault codes', 'Mã lỗi bộ điều khiển', 'Códigos de fallo del controlador', 'Fehlercodes des Steuergeräts', 'Kode kesalahan kontroler'),
      body: (c) => {
        const { f } = c;
        return [
          p(c.t(`Controller ${c.p('controller')} codes appear on the display as “Exx”.`, `控制器 ${c.p('controller')} 的故障码在仪表上显示为“Exx”。`)),
          table([c.t('Code', '代码'), c.t('Fault', '故障'), c.t('Check', '检查')], [
            ['E01', c.t('Battery under-voltage', '电池欠压'), c.t(`Pack voltage below ${f.cutoffV} V: charge; read BMS codes`, `电池电压低于 ${f.cutoffV} V：充电；读取 BMS 故障码`)],
            ['E02', c.t('Phase over-current', '相电流过流'), c.t('Phase wiring, “Phase winding and insulation test”', '相线线路，见“电机绕组与绝缘检测”')],
            ['E03', c.t('Hall sensor fault', '霍尔故障'), c.t('“Motor hall sensor test”', '见“电机霍尔传感器检测”')],
            ['E04', c.t('Throttle fault (signal above 4.5 V or below 0.5 V at switch-on)', '转把故障（开机时信号高于 4.5 V 或低于 0.5 V）'), c.t('“Throttle test”', '见“转把检测”')],
            ['E05', c.t('Motor short circuit', '电机短路'), c.t('Phase insulation, pinched phase cable', '相线绝缘、相线被夹伤')],
            ['E06', c.t('Controller over-temperature (above 90 °C)', '控制器过温（高于 90 °C）'), c.t('Heat sink contact, thermal paste, continuous overload', '散热座接触、导热硅脂、持续过载')],
            ['E07', c.t('Motor over-temperature', '电机过温'), c.t(`Temperature sensor ${c.p('motorTemp')}, overload`, `温度传感器 ${c.p('motorTemp')}，过载`)],
            ['E08', c.t('Brake switch stuck on', '刹车开关常通'), c.t('“Brake cut-off switch check”', '见“刹车断电开关检查”')],
            ['E09', c.t('CAN bus fault', 'CAN 总线故障'), c.t('“Diagnostic tool connection and CAN bus check”', '见“诊断仪连接与 CAN 总线检查”')],
            ['E10', c.t('Main relay does not close', '主继电器不吸合'), c.t('“Main relay and fuse check”', '见“主继电器与保险丝检查”')],
            ['E11', c.t('Pre-charge failed', '预充失败'), c.t('Pre-charge resistor in the controller: replace the controller', '控制器内预充电阻故障：更换控制器')],
            ['E12', c.t('Controller not paired with this vehicle', '控制器未与本车绑定'), c.t('Pair with the VIN in the diagnostic tool', '用诊断仪与车架号绑定')],
          ]),
          c.note(c.t('Codes stay in the memory with mileage and time stamp; clear them only after the repair.', '故障码连同里程与时间一起保存；维修完成后再清除。')),
        ].join('');
      },
    },
    {
      key: 'firmware-update',
      title: L6('通过诊断口升级固件', 'Firmware update over the diagnostic port', 'Cập nhật firmware qua cổng chẩn đoán', 'Actualización de firmware por el puerto de diagnóstico', 'Firmware-Update über die Diagnosebuchse', 'Pembaruan firmware melalui port diagnostik'),
      body: (c) => {
        const { f } = c;
        const port = f.isScooter ? c.t('under the rubber cap at the front of the deck', '踏板前部橡胶盖下') : f.isMoped ? c.t('inside the seat compartment, left front', '座桶内左前方') : c.t('under the seat, beside the fuse box', '座垫下方、保险丝盒旁');
        return [
          p(c.t(`Controller ${c.p('controller')}, BMS ${c.p('bms')} and display ${c.p('display')} are updated over CAN through the 4-pin diagnostic port ${port}.`, `控制器 ${c.p('controller')}、BMS ${c.p('bms')} 和仪表 ${c.p('display')} 通过 CAN 总线由 4 针诊断口升级，诊断口位于${port}。`)),
          c.caution(c.t('An interrupted update can leave a unit that no longer starts. Charge the battery to at least 50 % and do not switch off during the update.', '升级中断可能导致部件无法启动。升级前电量须不低于 50%，升级过程中不得关闭电门。')),
          c.fig('diagnostic-port', c.t('Diagnostic port: 1 CAN-H, 2 CAN-L, 3 GND, 4 +12 V', '诊断口：1 CAN-H，2 CAN-L，3 GND，4 +12 V')),
          ol([
            c.t('Connect the CAN diagnostic interface ST-DG-001 (or the programming cable ST-DG-002) and switch the ignition on.', '连接 CAN 诊断接口 ST-DG-001（或烧录线 ST-DG-002），打开电门。'),
            c.t('Start the workshop software, enter the VIN; the software reads the installed versions.', '启动维修软件，输入车架号；软件读取当前版本。'),
            c.t('Choose “Update all”. The order is fixed: display, BMS, controller.', '选择“全部升级”。升级顺序固定为：仪表、BMS、控制器。'),
            c.t('Wait until each unit reports “verified”; the display restarts twice.', '等待各部件显示“校验通过”；仪表会重启两次。'),
            c.t('Switch off for 10 s, then on: check that no fault code is stored and the versions are current.', '关闭电门 10 秒后再打开：确认无故障码且版本为最新。'),
          ]),
          table([c.t('Unit', '部件'), c.t('Version at release', '出厂版本'), c.t('Time', '用时')], [
            [c.t('Display', '仪表'), f.firmware.display, '2 min'],
            ['BMS', f.firmware.bms, '3 min'],
            [c.t('Controller', '控制器'), f.firmware.controller, '4 min'],
          ]),
          c.note(c.t('If the update stops, do not unplug: switch the ignition off and on and choose “Resume”. The boot loader keeps the previous version until the new one is verified.', '若升级中断，不要拔线：关闭再打开电门，选择“继续升级”。引导程序在新版本校验通过前会保留旧版本。')),
        ].join('');
      },
    },
    {
      key: 'dcdc-test',
      title: L6('DC-DC 转换器检测', 'DC-DC converter test', 'Kiểm tra bộ chuyển đổi DC-DC', 'Prueba del convertidor CC-CC', 'DC/DC-Wandler prüfen', 'Pengujian konverter DC-DC'),
      body: (c) => {
        const { f } = c;
        return [
          p(c.t(`The DC-DC converter ${c.p('dcdc')} turns the ${f.model.volts} V battery voltage into 12 V (${f.dcdcA} A) for lighting, horn, display and USB. Symptoms of a fault: dim or flickering lamps, display resets, no horn.`, `DC-DC 转换器 ${c.p('dcdc')} 将 ${f.model.volts} V 电池电压转换为 12 V（${f.dcdcA} A），为灯光、喇叭、仪表和 USB 供电。故障表现：灯光暗淡或闪烁、仪表重启、喇叭不响。`)),
          ol([
            c.t(`Ignition on. Measure at the converter input (thick red/black): pack voltage, ${f.cutoffV}–${f.fullV} V.`, `打开电门。测量转换器输入端（粗红/黑线）：应为电池电压 ${f.cutoffV}–${f.fullV} V。`),
            c.t('Measure at the output (red/white to black): 13.2–13.8 V with no load.', '测量输出端（红白线对黑线）：空载 13.2–13.8 V。'),
            c.t('Switch on the high beam and press the horn: the output must stay above 12.5 V.', '打开远光灯并按喇叭：输出须保持在 12.5 V 以上。'),
            c.t(`Output 0 V with input present: check the enable wire (orange, from the ignition) and the 5 A fuse ${c.p('fuse5')} first, then replace the converter.`, `有输入但输出为 0 V：先检查使能线（橙色，来自电门锁）和 5 A 保险丝 ${c.p('fuse5')}，再更换转换器。`),
          ]),
          table([c.t('Measurement', '测量'), c.t('Good', '正常'), c.t('Replace', '须更换')], [
            [c.t('Output, no load', '空载输出'), '13.2–13.8 V', c.t('below 12.8 V or above 14.5 V', '低于 12.8 V 或高于 14.5 V')],
            [c.t(`Output at ${f.dcdcA} A`, `${f.dcdcA} A 负载输出`), '≥ 12.5 V', c.t('below 12.0 V', '低于 12.0 V')],
            [c.t('Ripple (AC range)', '纹波（交流档）'), '≤ 0.2 V', c.t('above 0.5 V', '高于 0.5 V')],
          ]),
        ].join('');
      },
    },
    {
      key: 'throttle-test',
      title: L6('转把检测', 'Throttle test', 'Kiểm tra tay ga', 'Prueba del acelerador', 'Gasgriff prüfen', 'Pengujian throttle'),
      body: (c) => {
        const { f } = c;
        const dual = f.isMotorcycle;
        return [
          p(c.t(`${f.isScooter ? 'Thumb' : 'Twist'} throttle ${c.p('throttle')}${dual ? ' with two independent hall sensors: the controller compares them and limits power if they disagree' : ' with one hall sensor'}. Connector: red 5 V, black ground, green signal${dual ? ', white signal 2' : ''}.`, `${f.isScooter ? '指拨' : '转把'}加速器 ${c.p('throttle')}${dual ? '带两个独立霍尔传感器：控制器比较两路信号，不一致时限制功率' : '为单霍尔结构'}。插头：红 5 V，黑 地，绿 信号${dual ? '，白 信号 2' : ''}。`)),
          ol([
            c.t('Ignition on, drive wheel off the ground or side stand down (drive inhibited).', '打开电门，驱动轮离地或放下边撑（禁止驱动）。'),
            c.t('Back-probe red to black: 4.8–5.2 V.', '从插头背面测量红线对黑线：4.8–5.2 V。'),
            c.t('Green to black, throttle released: 0.8–1.0 V; fully open: 4.0–4.3 V; the voltage must rise smoothly without jumps.', '绿线对黑线，松开转把：0.8–1.0 V；全开：4.0–4.3 V；电压须平滑上升、无跳变。'),
            dual ? c.t('White to black: exactly half of the green signal (± 0.1 V) across the whole travel.', '白线对黑线：在整个行程内恰为绿线信号的一半（± 0.1 V）。') : '',
            c.t('Released voltage above 1.2 V: the throttle does not return fully (dirt, kinked cable); the controller blocks start with E04.', '松开时电压高于 1.2 V：转把回位不完全（脏污、导线打折）；控制器以 E04 禁止启动。'),
          ]),
          c.caution(c.t('Never test with the drive wheel on the ground and the stand up: a faulty throttle can make the vehicle jump forward.', '严禁在驱动轮着地且边撑收起时检测：转把故障可能导致车辆突然前冲。')),
        ].join('');
      },
    },
    {
      key: 'relay-fuses',
      title: L6('主继电器与保险丝检查', 'Main relay and fuse check', 'Kiểm tra rơ le chính và cầu chì', 'Comprobación del relé principal y los fusibles', 'Hauptrelais und Sicherungen prüfen', 'Pemeriksaan relai utama dan sekring'),
      body: (c) => {
        const { f } = c;
        return [
          p(c.t(`The main relay K1 ${c.p('mainRelay')} switches the battery to the controller after the pre-charge. The main fuse F1 ${c.p('mainFuse')} (${f.mainFuseA} A) sits next to the battery connector; the 12 V circuits have their own fuses in the fuse box ${c.p('fuseBox')}.`, `主继电器 K1 ${c.p('mainRelay')} 在预充完成后将电池接通至控制器。主保险丝 F1 ${c.p('mainFuse')}（${f.mainFuseA} A）位于电池连接器旁；12 V 各回路的保险丝在保险丝盒 ${c.p('fuseBox')} 内。`)),
          h3(c.t('Fuses', '保险丝')),
          table([c.t('Fuse', '保险丝'), c.t('Rating', '规格'), c.t('Circuit', '回路')], [
            ['F1', `${f.mainFuseA} A`, c.t('Battery → main relay → controller', '电池 → 主继电器 → 控制器')],
            ['F2', '10 A', c.t('Charging port → battery', '充电口 → 电池')],
            ['F3', '5 A', c.t('Ignition, DC-DC enable, controller wake-up', '电门、DC-DC 使能、控制器唤醒')],
            ['F4', '10 A', c.t('Lighting (headlamp, tail lamp)', '灯光（前大灯、尾灯）')],
            ['F5', '5 A', c.t('Horn, indicators, brake lamp', '喇叭、转向灯、刹车灯')],
            ['F6', '5 A', c.t('Display, USB socket', '仪表、USB 插座')],
          ]),
          p(c.t(`Check a fuse with the multimeter (continuity), not by eye. Replace only with the same rating (e.g. ${c.p('fuse10')}); a fuse that blows again points to a short circuit.`, `用万用表通断档检查保险丝，不要只凭肉眼判断。只能更换相同规格的保险丝（如 ${c.p('fuse10')}）；再次熔断说明存在短路。`)),
          h3(c.t('Main relay', '主继电器')),
          ol([
            c.t('Ignition on: a click from K1 about 0.5 s after switching on (after the pre-charge).', '打开电门：约 0.5 秒后（预充完成）K1 发出“咔哒”声。'),
            c.t('No click: measure the coil voltage at K1 (12 V for 0.5 s, then held). Voltage but no click: replace the relay.', '无吸合声：测量 K1 线圈电压（12 V，0.5 秒后保持）。有电压但不吸合：更换继电器。'),
            c.t(`Relay closes but the controller reports E10: measure the voltage drop across the contacts under load; above 0.3 V the contacts are burnt.`, '继电器吸合但控制器仍报 E10：带载测量触点压降；高于 0.3 V 说明触点烧蚀。'),
          ]),
        ].join('');
      },
    },
    {
      key: 'harness-inspection',
      title: L6('线束与连接器检查', 'Wiring harness and connector inspection', 'Kiểm tra bó dây và giắc nối', 'Inspección del mazo de cables y conectores', 'Kabelbaum und Steckverbinder prüfen', 'Pemeriksaan harness kabel dan konektor'),
      body: (c) => [
        p(c.t(`Main harness ${c.p('harness')}. Most intermittent faults are in connectors: water, corrosion and pushed-back pins.`, `整车主线束 ${c.p('harness')}。多数间歇性故障出在连接器上：进水、腐蚀和插针退针。`)),
        ul([
          c.t('Look for chafing where the harness passes the steering head, the frame edges and the battery compartment.', '检查线束经过车头管、车架边缘和电池仓处有无磨损。'),
          c.t('Open each connector: green or white deposits mean water; clean with contact cleaner, dry and fill the seal with dielectric grease.', '逐个打开连接器：有绿色或白色沉积物说明进水；用触点清洁剂清洗、干燥后在密封圈处涂绝缘导电脂。'),
          c.t('Pull each wire gently behind the connector: a pin that moves back has lost its lock; re-seat it with a pin tool.', '在连接器后方轻拉每根导线：插针后退说明卡扣失效，用退针工具重新插好。'),
          c.t('Wiggle test: with the diagnostic tool showing live data, move the harness section by section; a jumping value finds the break.', '晃动测试：在诊断仪显示实时数据时逐段晃动线束，数值跳变处即为断点。'),
        ]),
        h3(c.t('Wire colours', '导线颜色')),
        table([c.t('Code', '代码'), c.t('Colour', '颜色'), c.t('Use', '用途')], [
          ['RD', c.t('red', '红'), c.t('Battery positive', '电池正极')],
          ['BK', c.t('black', '黑'), c.t('Ground', '搭铁')],
          ['RD/WH', c.t('red/white', '红白'), c.t('12 V after DC-DC', 'DC-DC 后 12 V')],
          ['OG', c.t('orange', '橙'), c.t('Ignition (switched)', '电门（受控）')],
          ['YE / GN / BU', c.t('yellow / green / blue', '黄 / 绿 / 蓝'), c.t('Motor phases U / V / W', '电机相线 U / V / W')],
          ['YE/BK', c.t('yellow/black', '黄黑'), 'CAN-H'],
          ['GN/BK', c.t('green/black', '绿黑'), 'CAN-L'],
          ['YE/GN', c.t('yellow/green', '黄绿'), c.t('Chassis ground strap', '车架搭铁带')],
          ['BN', c.t('brown', '棕'), c.t('Brake lamp and brake switch signal', '刹车灯及刹车开关信号')],
        ]),
        c.note(c.t('The circuit manual of this model shows every connector with its pins.', '本车型的电路手册中有每个连接器及其针脚的图示。')),
      ].join(''),
    },
    {
      key: 'range-extender',
      applies: (f) => !!f.model.rangeExtender,
      title: L6('增程器检查', 'Range extender check', 'Kiểm tra bộ mở rộng phạm vi', 'Comprobación del extensor de autonomía', 'Range Extender prüfen', 'Pemeriksaan penambah jarak'),
      body: (c) => {
        const { f } = c;
        return [
          p(c.t(`The range extender is a second, removable ${f.model.volts} V pack in the luggage frame that charges the main battery ${c.p('battery')} while riding, at up to 15 A. It has its own serial number (RX…) on the VIN record.`, `增程器是一块安装在货架内、可拆卸的 ${f.model.volts} V 辅助电池，行驶中以最高 15 A 的电流为主电池 ${c.p('battery')} 充电。它有独立的序列号（RX 开头），登记在车辆档案中。`)),
          ol([
            c.t('Diagnostic tool, “Range extender → Status”: state of charge, transfer current, temperature.', '诊断仪“增程器 → 状态”：查看电量、转移电流和温度。'),
            c.t('Transfer starts when the main battery falls below 80 % and stops at 95 % or when the extender is at 10 %.', '主电池电量低于 80% 时开始转移，主电池达到 95% 或增程器降至 10% 时停止。'),
            c.t(`No transfer: check the extender connector, the 15 A fuse in its lead and the CAN connection (code B12 on the extender).`, '不转移电量：检查增程器插头、其引线中的 15 A 保险丝以及 CAN 连接（增程器报 B12）。'),
          ]),
          c.caution(c.t('Charge the extender off the vehicle with the main charger only when the ignition is off.', '增程器须在电门关闭时从车上取下，用主充电器单独充电。')),
        ].join('');
      },
    },
  ],
};
