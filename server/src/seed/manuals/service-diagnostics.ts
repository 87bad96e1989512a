import { L6, h3, ol, p, table } from './html.js';
import type { ChapterDef } from './types.js';

export const DIAGNOSTICS: ChapterDef = {
  key: 'diagnostics',
  title: L6('故障诊断', 'Diagnostics and troubleshooting', 'Chẩn đoán và khắc phục sự cố', 'Diagnóstico y resolución de averías', 'Diagnose und Fehlersuche', 'Diagnosis dan pemecahan masalah'),
  topics: [
    {
      key: 'diagnostic-connection',
      title: L6('诊断仪连接与 CAN 总线检查', 'Diagnostic tool connection and CAN bus check', 'Kết nối thiết bị chẩn đoán và kiểm tra CAN bus', 'Conexión de la herramienta de diagnóstico y comprobación del bus CAN', 'Diagnosegerät anschließen und CAN-Bus prüfen', 'Koneksi alat diagnostik dan pemeriksaan CAN bus'),
      body: (c) => [
        p(c.t(`Controller ${c.p('controller')}, BMS ${c.p('bms')} and display ${c.p('display')} share one CAN bus at 250 kbit/s, terminated with 120 Ω in the controller and in the display.`, `控制器 ${c.p('controller')}、BMS ${c.p('bms')} 和仪表 ${c.p('display')} 共用一条 250 kbit/s 的 CAN 总线，控制器和仪表内各有一个 120 Ω 终端电阻。`)),
        c.fig('diagnostic-port', c.t('Diagnostic port pins', '诊断口针脚')),
        h3(c.t('Bus check with the ignition off', '关闭电门检查总线')),
        table([c.t('Measure', '测量'), c.t('Expected', '正常值'), c.t('Meaning if not', '异常含义')], [
          [c.t('Pin 1 to pin 2 (CAN-H to CAN-L)', '1 脚对 2 脚（CAN-H 对 CAN-L）'), '60 Ω ± 5', c.t('120 Ω: one terminator missing or a break; 40 Ω: a third terminator (non-original part)', '120 Ω：缺一个终端电阻或断路；40 Ω：多出第三个终端电阻（非原厂件）')],
          [c.t('Pin 1 to pin 3 (CAN-H to GND)', '1 脚对 3 脚（CAN-H 对地）'), c.t('> 1 kΩ', '> 1 kΩ'), c.t('Short to ground', '对地短路')],
        ]),
        h3(c.t('Bus check with the ignition on', '打开电门检查总线')),
        table([c.t('Measure', '测量'), c.t('Expected', '正常值')], [
          [c.t('CAN-H to GND', 'CAN-H 对地'), '2.6–3.0 V'],
          [c.t('CAN-L to GND', 'CAN-L 对地'), '2.0–2.4 V'],
        ]),
        c.note(c.t('If the tool sees some units but not others, the bus is fine and the missing unit has no supply or is asleep.', '如果诊断仪能识别部分模块而识别不到其他模块，说明总线正常，缺失的模块无供电或处于休眠状态。')),
      ].join(''),
    },
    {
      key: 'no-power',
      title: L6('故障排除：车辆无法通电', 'Troubleshooting: vehicle does not switch on', 'Khắc phục: xe không lên nguồn', 'Avería: el vehículo no se enciende', 'Fehlersuche: Fahrzeug lässt sich nicht einschalten', 'Pemecahan masalah: kendaraan tidak menyala'),
      body: (c) => {
        const { f } = c;
        return ol([
          c.t(`Is the battery charged? Connect the charger: if the charger LED turns red, the pack is alive. Measure the pack voltage at the main connector ${c.p('batteryConnector')}: ${f.cutoffV}–${f.fullV} V.`, `电池是否有电？连接充电器：若充电器指示灯变红，说明电池正常。在主连接器 ${c.p('batteryConnector')} 处测量电池电压：${f.cutoffV}–${f.fullV} V。`),
          c.t('0 V at the pack: the BMS has switched off (deep discharge or a fault). Connect the charger for 10 minutes to wake the BMS; if the voltage stays 0 V, return the pack.', '电池端 0 V：BMS 已关断（深度放电或故障）。连接充电器 10 分钟唤醒 BMS；若电压仍为 0 V，电池返厂。'),
          c.t(`Pack voltage present: check the main fuse F1 ${c.p('mainFuse')} and fuse F3 (ignition).`, `电池电压正常：检查主保险丝 F1 ${c.p('mainFuse')} 和 F3（电门）保险丝。`),
          f.isScooter ? c.t('Press the power button for 2 s: the display must light; if not, check the button and the display connector.', '长按电源键 2 秒：仪表应点亮；否则检查按键和仪表插头。') : c.t(`Ignition on: measure the orange ignition wire at the controller, it must carry pack voltage. No voltage: ignition switch ${c.p('ignition')} or NFC module.`, `打开电门：测量控制器处橙色电门线，应有电池电压。无电压：检查电门锁 ${c.p('ignition')} 或 NFC 模块。`),
          c.t('Display lights but no relay click: see “Main relay and fuse check” (E10, E11).', '仪表点亮但主继电器不吸合：见“主继电器与保险丝检查”（E10、E11）。'),
        ]);
      },
    },
    {
      key: 'no-drive',
      title: L6('故障排除：仪表正常但电机不驱动', 'Troubleshooting: display on, motor does not drive', 'Khắc phục: đồng hồ sáng nhưng động cơ không chạy', 'Avería: la pantalla se enciende pero el motor no tracciona', 'Fehlersuche: Display an, Motor treibt nicht an', 'Pemecahan masalah: layar menyala, motor tidak menggerakkan'),
      body: (c) => {
        const { f } = c;
        return table([c.t('Check', '检查'), c.t('How', '方法')], [
          [c.t('Fault code on the display', '仪表是否有故障码'), c.t('Follow the code tables (Exx, Bxx, Dxx)', '按故障码表处理（Exx、Bxx、Dxx）')],
          [c.t('Side stand switch', '边撑开关'), f.isScooter ? c.t('Scooters have none; skip', '滑板车无边撑开关，跳过') : c.t('Stand up: “P” must go out on the display; otherwise check the stand switch', '收起边撑：仪表上“P”应熄灭；否则检查边撑开关')],
          [c.t('Brake switches', '刹车开关'), c.t('Live data “Brake L/R” must be off with levers released (E08)', '松开把手时实时数据“刹车 左/右”应为断开（E08）')],
          [c.t('Throttle signal', '转把信号'), c.t('Live data 0.8–4.3 V following the throttle (E04)', '实时数据随转把在 0.8–4.3 V 变化（E04）')],
          [c.t('Ready mode', '就绪模式'), f.isScooter ? c.t('Kick off to 3 km/h: the motor assists only when moving (zero-start disabled)', '蹬地滑行至 3 km/h：电机仅在行驶中助力（零启动关闭时）') : c.t('Pull a brake lever and press the “READY” button: the green READY lamp must light', '握住刹车把手并按“READY”键：绿色 READY 灯应点亮')],
          [c.t('Motor and halls', '电机与霍尔'), c.t(`“Motor hall sensor test”; phase connections of ${c.p('phaseCable')}`, `见“电机霍尔传感器检测”；检查 ${c.p('phaseCable')} 相线连接`)],
        ]);
      },
    },
    {
      key: 'reduced-range',
      title: L6('故障排除：续航或动力下降', 'Troubleshooting: reduced range or power', 'Khắc phục: giảm quãng đường hoặc công suất', 'Avería: menor autonomía o potencia', 'Fehlersuche: geringere Reichweite oder Leistung', 'Pemecahan masalah: jarak tempuh atau tenaga berkurang'),
      body: (c) => {
        const { f } = c;
        return [
          p(c.t(`Rated range of the ${f.names['en-US']}: ${f.rangeKm} km at 25 °C. Expect 20–30 % less below 5 °C, with a heavy rider, hills or the sport mode; that is not a fault.`, `${f.names['zh-CN']} 的额定续航为 ${f.rangeKm} km（25 °C）。气温低于 5 °C、骑手较重、爬坡或使用运动模式时续航减少 20–30%，属正常现象。`)),
          ol([
            c.t(`Tyre pressure: ${f.tyre.frontBar} / ${f.tyre.rearBar} bar.`, `胎压：${f.tyre.frontBar} / ${f.tyre.rearBar} bar。`),
            c.t('Dragging brakes: lift the wheels and spin them; they must turn freely for several turns.', '制动拖滞：将车轮顶起转动，应能自由转动数圈。'),
            c.t('Battery health: the diagnostic tool shows the state of health (SOH). Below 70 % the pack is worn out (warranty: 70 % within the warranty period).', '电池健康度：诊断仪显示健康度（SOH）。低于 70% 说明电池已衰减（保修标准：保修期内不低于 70%）。'),
            c.t('Cell imbalance: “Cell voltage and balance check”. One weak group limits the whole pack.', '电芯不均衡：见“电芯电压与均衡检查”。一组电芯衰减会限制整个电池组。'),
            c.t('Power limited with a turtle symbol: the controller or motor is hot (E06, E07) or the battery is below 20 % or below 0 °C.', '仪表显示乌龟标志且动力受限：控制器或电机过热（E06、E07），或电池电量低于 20%、温度低于 0 °C。'),
            f.isMid ? c.t('Belt too tight: it costs several percent of range; see “Drive belt inspection and tension”.', '皮带过紧会损失数个百分点的续航；见“传动皮带检查与张紧”。') : c.t('Hub motor bearing: a rough bearing costs range; see “Hub motor noise and bearing diagnosis”.', '轮毂电机轴承：轴承发涩会降低续航；见“轮毂电机异响与轴承诊断”。'),
          ]),
        ].join('');
      },
    },
  ],
};
