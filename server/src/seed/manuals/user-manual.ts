import { L6, h3, ol, p, table, ul } from './html.js';
import { intervals } from './service-general.js';
import type { ChapterDef } from './types.js';

/** The owner's manual: riding, charging, care and warnings, in plain words. */
export const USER_CHAPTERS: ChapterDef[] = [
  {
    key: 'user-start',
    title: L6('入门', 'Getting started', 'Bắt đầu', 'Primeros pasos', 'Erste Schritte', 'Memulai'),
    topics: [
      {
        key: 'safety',
        title: L6('安全警告', 'Safety warnings', 'Cảnh báo an toàn', 'Advertencias de seguridad', 'Sicherheitshinweise', 'Peringatan keselamatan'),
        body: (c) => {
          const { f } = c;
          return [
            c.warning(c.t('Always wear a helmet. Ride only on roads and paths where your vehicle is permitted, and obey the local traffic rules.', '骑行时务必佩戴头盔。只在允许本车行驶的道路上骑行，并遵守当地交通法规。')),
            ul([
              c.t(`Maximum load (rider and luggage): ${f.isScooter ? 100 : f.isMoped ? 150 : 180} kg.${f.isScooter ? ' One person only.' : ''}`, `最大载重（骑手与行李）：${f.isScooter ? 100 : f.isMoped ? 150 : 180} kg。${f.isScooter ? '仅限一人骑行。' : ''}`),
              c.t('Do not ride through water deeper than 5 cm, and never leave the vehicle standing in water.', '不要涉过深度超过 5 cm 的积水，也不要将车辆停放在积水中。'),
              c.t('Braking distances are longer in the wet. Avoid painted lines and metal covers when it rains.', '雨天制动距离会变长。下雨时避开路面标线和金属井盖。'),
              c.t('Do not modify the vehicle, its battery or its charger. Modifications can cause fire and void the warranty.', '请勿改装车辆、电池或充电器。改装可能引发火灾，并导致保修失效。'),
              c.t('Keep children away from the vehicle while it is charging.', '充电时请勿让儿童靠近车辆。'),
            ]),
          ].join('');
        },
      },
      {
        key: 'controls',
        title: L6('认识您的车辆', 'Getting to know your vehicle', 'Làm quen với xe của bạn', 'Conozca su vehículo', 'Ihr Fahrzeug im Überblick', 'Mengenal kendaraan Anda'),
        body: (c) => {
          const { f } = c;
          return [
            p(c.t(`Your ${f.names['en-US']} has a ${f.model.volts} V battery and a ${f.model.motorW >= 1000 ? `${f.model.motorW / 1000} kW` : `${f.model.motorW} W`} motor.`, `您的 ${f.names['zh-CN']} 配备 ${f.model.volts} V 电池和 ${f.model.motorW >= 1000 ? `${f.model.motorW / 1000} kW` : `${f.model.motorW} W`} 电机。`)),
            table([c.t('Control', '操控件'), c.t('Use', '作用')], [
              [f.isScooter ? c.t('Power button (on the display)', '电源键（仪表上）') : c.t('Ignition switch / NFC reader', '电门锁 / NFC 感应区'), c.t('Switch the vehicle on and off', '开启和关闭车辆')],
              [f.isScooter ? c.t('Thumb throttle (right)', '指拨加速器（右侧）') : c.t('Twist grip (right)', '转把（右侧）'), c.t('Accelerate; release to coast with light regenerative braking', '加速；松开后滑行并有轻度能量回收')],
              [c.t('Left brake lever', '左刹车把手'), f.isScooter ? c.t('Rear brake', '后刹车') : c.t('Rear brake', '后刹车')],
              [c.t('Right brake lever', '右刹车把手'), c.t('Front brake', '前刹车')],
              [c.t('Mode button', '模式键'), c.t('ECO, CITY, SPORT ride modes', 'ECO、CITY、SPORT 骑行模式')],
              [c.t('Light and horn switches (left)', '灯光和喇叭开关（左侧）'), c.t('Low/high beam, indicators, horn', '近光/远光、转向灯、喇叭')],
            ]),
            h3(c.t('Display', '仪表')),
            p(c.t('The display shows speed, battery charge, ride mode, distance and warning symbols. See “Warning lights and what to do”.', '仪表显示车速、电量、骑行模式、里程及警示符号。见“警示灯与应对”。')),
          ].join('');
        },
      },
      {
        key: 'before-ride',
        title: L6('每次骑行前检查', 'Before each ride', 'Trước mỗi chuyến đi', 'Antes de cada viaje', 'Vor jeder Fahrt', 'Sebelum setiap perjalanan'),
        body: (c) => {
          const { f } = c;
          return ol([
            c.t(`Tyres: no cuts or objects; pressure front ${f.tyre.frontBar} bar, rear ${f.tyre.rearBar} bar (check weekly).`, `轮胎：无割伤、无异物；胎压前 ${f.tyre.frontBar} bar、后 ${f.tyre.rearBar} bar（每周检查）。`),
            c.t('Brakes: both levers feel firm and the vehicle does not roll when a lever is pulled.', '刹车：两个刹车把手手感坚实，握住任一把手时车辆不会溜动。'),
            c.t('Lights and horn work; the display shows no warning.', '灯光和喇叭正常；仪表无警示。'),
            c.t('Battery charge is enough for your trip.', '电量足够本次行程。'),
            f.isScooter ? c.t('The folding latch is closed and the safety catch engaged; the handlebar does not move.', '折叠锁扣已合上且保险扣已扣住；车把不晃动。') : c.t('Mirrors are adjusted; the side stand is folded up.', '后视镜已调好；边撑已收起。'),
          ]);
        },
      },
      {
        key: 'riding',
        title: L6('启动与骑行', 'Starting and riding', 'Khởi động và lái xe', 'Arranque y conducción', 'Starten und Fahren', 'Menyalakan dan berkendara'),
        body: (c) => {
          const { f } = c;
          return [
            ol([
              f.isScooter ? c.t('Press the power button for 2 seconds.', '长按电源键 2 秒。') : c.t('Turn the key or hold the NFC card to the reader.', '转动钥匙或将 NFC 卡靠近感应区。'),
              f.isScooter ? c.t('Stand on the deck with one foot, push off with the other and press the throttle gently once you are rolling.', '一只脚站上踏板，另一只脚蹬地滑行，起步后再轻按加速器。') : c.t('Sit on the vehicle, fold up the side stand, pull a brake lever and press READY; the green READY lamp lights.', '坐上车辆，收起边撑，握住刹车把手并按 READY 键，绿色 READY 灯点亮。'),
              c.t('Accelerate smoothly. In ECO the top speed and acceleration are limited to save energy.', '平稳加速。ECO 模式下会限制最高车速和加速以节省电量。'),
              c.t('Brake with both brakes together; use mostly the front brake on dry roads.', '同时使用前后刹车；干燥路面上以前刹车为主。'),
            ]),
            table([c.t('Mode', '模式'), c.t('Top speed', '最高车速'), c.t('Use', '适用')], [
              ['ECO', `${Math.round(f.topSpeed * 0.6)} km/h`, c.t('Longest range', '续航最长')],
              ['CITY', `${Math.round(f.topSpeed * 0.85)} km/h`, c.t('Everyday riding', '日常骑行')],
              ['SPORT', `${f.topSpeed} km/h`, c.t('Full power; range drops', '全功率；续航减少')],
            ]),
          ].join('');
        },
      },
    ],
  },
  {
    key: 'user-battery',
    title: L6('充电与电池', 'Charging and battery', 'Sạc và pin', 'Carga y batería', 'Laden und Akku', 'Pengisian dan baterai'),
    topics: [
      {
        key: 'charging',
        title: L6('充电', 'Charging the battery', 'Sạc pin', 'Cargar la batería', 'Akku laden', 'Mengisi daya baterai'),
        body: (c) => {
          const { f } = c;
          return [
            ol([
              c.t('Use only the charger supplied with the vehicle.', '只能使用随车提供的充电器。'),
              c.t('Connect the charger to the vehicle first, then to the mains socket.', '先将充电器连接到车辆，再插上市电插座。'),
              c.t('The charger light is red while charging and turns green when the battery is full.', '充电中充电器指示灯为红色，充满后变为绿色。'),
              c.t('Unplug from the mains first, then from the vehicle. Close the charging port cover.', '先拔下市电插头，再从车辆上拔下充电插头。盖好充电口盖。'),
            ]),
            p(c.t(`A full charge from empty takes about ${f.chargeHours} hours. Charge indoors at 10–30 °C, on a hard surface, away from anything that burns.`, `从没电到充满约需 ${f.chargeHours} 小时。请在 10–30 °C 的室内、坚硬的表面上充电，远离易燃物。`)),
            c.warning(c.t('Do not charge a battery that is swollen, damaged, wet or very hot. Stop charging and contact your dealer if you notice a smell, smoke or noise.', '电池鼓包、损坏、潮湿或温度很高时请勿充电。充电时如有异味、冒烟或异响，请立即停止充电并联系经销商。')),
          ].join('');
        },
      },
      {
        key: 'battery-care',
        title: L6('电池保养与存放', 'Battery care and storage', 'Chăm sóc và bảo quản pin', 'Cuidado y almacenamiento de la batería', 'Akkupflege und Lagerung', 'Perawatan dan penyimpanan baterai'),
        body: (c) => ul([
          c.t('Recharge after each day of use; you do not need to run the battery empty first.', '每天使用后充电即可，无需等电量耗尽。'),
          c.t('For storage longer than a month, leave the battery at about half charge and recharge it every 3 months.', '存放超过一个月时，保持约一半电量，并每 3 个月补电一次。'),
          c.t('Do not leave the vehicle in direct sun or below −10 °C for long periods.', '不要长时间将车辆停放在阳光直射下或低于 −10 °C 的环境中。'),
          c.t('In winter the range is shorter; charge the battery at room temperature.', '冬季续航会缩短；请在室温下给电池充电。'),
          c.t('A battery that has been dropped must be checked by your dealer before use.', '电池跌落后，须经经销商检查后方可使用。'),
        ]),
      },
    ],
  },
  {
    key: 'user-care',
    title: L6('保养与帮助', 'Care and help', 'Bảo dưỡng và trợ giúp', 'Cuidados y ayuda', 'Pflege und Hilfe', 'Perawatan dan bantuan'),
    topics: [
      {
        key: 'cleaning',
        title: L6('清洁与养护', 'Care and cleaning', 'Vệ sinh và chăm sóc', 'Cuidado y limpieza', 'Pflege und Reinigung', 'Perawatan dan pembersihan'),
        body: (c) => ul([
          c.t('Switch off and unplug the charger before cleaning.', '清洁前关闭车辆并拔下充电器。'),
          c.t('Wipe with a damp cloth and mild soap. Never use a pressure washer or a hose on the display, connectors or battery.', '用湿布蘸中性肥皂水擦拭。严禁用高压水枪或水管冲洗仪表、连接器和电池。'),
          c.t('Dry the vehicle after riding in the rain; keep the charging port cover closed.', '雨天骑行后擦干车辆；保持充电口盖关闭。'),
          c.t('Do not oil the brake discs; keep oil and polish away from the brakes and tyres.', '不要给制动盘上油；机油和上光剂须远离刹车和轮胎。'),
        ]),
      },
      {
        key: 'warning-lights',
        title: L6('警示灯与应对', 'Warning lights and what to do', 'Đèn cảnh báo và cách xử lý', 'Testigos de advertencia y qué hacer', 'Warnleuchten und was zu tun ist', 'Lampu peringatan dan tindakannya'),
        body: (c) => table([c.t('Symbol', '符号'), c.t('Meaning', '含义'), c.t('What to do', '应对措施')], [
          [c.t('Battery (red)', '电池（红色）'), c.t('Battery low, below 10 %', '电量低于 10%'), c.t('Charge as soon as possible; power is reduced', '尽快充电；动力已受限')],
          [c.t('Turtle', '乌龟'), c.t('Power reduced to protect the system', '为保护系统而限制动力'), c.t('Ride gently; let the vehicle cool; charge the battery', '缓慢骑行；让车辆冷却；给电池充电')],
          [c.t('Thermometer', '温度计'), c.t('Motor, controller or battery too hot', '电机、控制器或电池过热'), c.t('Stop and let the vehicle cool for 15 minutes', '停车冷却 15 分钟')],
          [c.t('Wrench', '扳手'), c.t('Service due', '保养到期'), c.t('Book a service with your dealer', '向经销商预约保养')],
          [c.t('Code Exx, Bxx or Dxx', '故障码 Exx、Bxx 或 Dxx'), c.t('A fault was detected', '检测到故障'), c.t('Switch off and on; if the code stays, note it and contact your dealer', '关闭后重新打开；若故障码仍在，记下代码并联系经销商')],
        ]),
      },
      {
        key: 'service-warranty',
        title: L6('保养间隔与保修', 'Service intervals and warranty', 'Định kỳ bảo dưỡng và bảo hành', 'Intervalos de servicio y garantía', 'Wartungsintervalle und Garantie', 'Interval servis dan garansi'),
        body: (c) => {
          const { f } = c;
          const [first, regular] = intervals(f);
          return [
            p(c.t(`Have your vehicle serviced by an authorised dealer after the first ${first} km or 1 month, then every ${regular} km or 6 months.`, `请在首次行驶 ${first} km 或 1 个月后到授权经销商保养，此后每 ${regular} km 或 6 个月保养一次。`)),
            table([c.t('Component', '部件'), c.t('Warranty', '保修期')], [
              [c.t('Vehicle', '整车'), c.t('2 years', '2 年')],
              [c.t('Battery pack', '电池组'), c.t('3 years or 70 % capacity', '3 年或容量 70%')],
              [c.t('Motor and controller', '电机与控制器'), c.t('3 years', '3 年')],
            ]),
            p(c.t('Wear parts (tyres, brake pads, bulbs, grips) are not covered. Keep your service records.', '易损件（轮胎、刹车片、灯泡、把套）不在保修范围内。请保留保养记录。')),
          ].join('');
        },
      },
      {
        key: 'technical-data',
        title: L6('技术参数', 'Technical data', 'Dữ liệu kỹ thuật', 'Datos técnicos', 'Technische Daten', 'Data teknis'),
        body: (c) => {
          const { f } = c;
          return table([c.t('Item', '项目'), c.t('Value', '数值')], [
            [c.t('Model', '车型'), f.names[c.lang]],
            [c.t('Battery', '电池'), `${f.model.volts} V ${f.model.ah} Ah${f.isDual ? ' × 2' : ''}`],
            [c.t('Motor', '电机'), f.model.motorW >= 1000 ? `${f.model.motorW / 1000} kW` : `${f.model.motorW} W`],
            [c.t('Top speed', '最高车速'), `${f.topSpeed} km/h`],
            [c.t('Range', '续航'), `${f.rangeKm} km`],
            [c.t('Charging time', '充电时间'), c.t(`about ${f.chargeHours} h`, `约 ${f.chargeHours} 小时`)],
            [c.t('Tyre pressure front / rear', '胎压 前 / 后'), `${f.tyre.frontBar} / ${f.tyre.rearBar} bar`],
            [c.t('Weight', '重量'), `${f.massKg} kg`],
          ]);
        },
      },
    ],
  },
];
