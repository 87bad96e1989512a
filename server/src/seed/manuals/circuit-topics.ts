import { L6, h3, p, table } from './html.js';
import type { ChapterDef } from './types.js';

/** The circuit manual's introduction: how to read the diagrams, and every connector with its pins. */
export const CIRCUIT_INTRO: ChapterDef = {
  key: 'circuit-intro',
  title: L6('说明', 'Introduction', 'Giới thiệu', 'Introducción', 'Einleitung', 'Pendahuluan'),
  topics: [
    {
      key: 'reading-diagrams',
      title: L6('如何阅读电路图', 'How to read the wiring diagrams', 'Cách đọc sơ đồ mạch điện', 'Cómo leer los esquemas eléctricos', 'So lesen Sie die Schaltpläne', 'Cara membaca diagram kelistrikan'),
      body: (c) => [
        p(c.t('The wiring diagrams of this manual show the circuits in the de-energised state, switches open, on four sheets: 1 main power, 2 charging and DC-DC, 3 lighting and signals, 4 control and CAN bus. A reference arrow (e.g. “F3 · sheet 1”) continues a wire on another sheet.', '本手册的电路图以断电状态、开关断开的形式绘制，共四页：1 主电源，2 充电与 DC-DC，3 灯光与信号，4 控制与 CAN 总线。引用箭头（如“F3 · sheet 1”）表示导线在另一页继续。')),
        h3(c.t('Designations', '元件代号')),
        table([c.t('Letter', '字母'), c.t('Meaning', '含义'), c.t('Example', '示例')], [
          ['A', c.t('Module, control unit', '模块、控制单元'), c.t('A1 BMS, A2 controller', 'A1 BMS，A2 控制器')],
          ['B', c.t('Sensor', '传感器'), c.t('B1 hall board, B2 speed sensor', 'B1 霍尔板，B2 车速传感器')],
          ['E', c.t('Lamp; also chassis ground points (E1…)', '灯具；亦用于车架搭铁点（E1…）'), c.t('E1 headlamp', 'E1 前大灯')],
          ['F', c.t('Fuse', '保险丝'), c.t(`F1 main fuse ${c.f.mainFuseA} A`, `F1 主保险丝 ${c.f.mainFuseA} A`)],
          ['G', c.t('Battery, charger', '电池、充电器'), c.t('G1 battery pack', 'G1 电池组')],
          ['K', c.t('Relay', '继电器'), c.t('K1 main relay', 'K1 主继电器')],
          ['M', c.t('Motor', '电机'), c.t('M1 drive motor', 'M1 驱动电机')],
          ['S', c.t('Switch', '开关'), c.t('S6, S7 brake switches', 'S6、S7 刹车开关')],
          ['U', c.t('Converter', '转换器'), c.t('U1 DC-DC converter', 'U1 DC-DC 转换器')],
          ['X', c.t('Connector (pins numbered)', '连接器（针脚编号）'), c.t('X1 battery main connector', 'X1 电池主连接器')],
        ]),
        h3(c.t('Wire labels', '导线标注')),
        p(c.t('Each wire carries its colour code and cross-section in mm², e.g. “RD 6.0” is a red 6 mm² wire and “YE/GN 2.5” a yellow wire with a green stripe. Use the search box of the diagram viewer to find a connector (X1), a component (K1) or a wire colour (YE/BK).', '每根导线都标有颜色代码和截面积（mm²），例如“RD 6.0”表示 6 mm² 红色导线，“YE/GN 2.5”表示黄底绿条导线。可在电路图查看器的搜索框中查找连接器（X1）、元件（K1）或导线颜色（YE/BK）。')),
        table([c.t('Code', '代码'), c.t('Colour', '颜色')], [
          ['RD', c.t('red', '红')], ['BK', c.t('black', '黑')], ['BU', c.t('blue', '蓝')], ['YE', c.t('yellow', '黄')], ['GN', c.t('green', '绿')],
          ['WH', c.t('white', '白')], ['OG', c.t('orange', '橙')], ['BN', c.t('brown', '棕')], ['VT', c.t('violet', '紫')], ['GY', c.t('grey', '灰')],
        ]),
      ].join(''),
    },
    {
      key: 'connectors',
      title: L6('连接器与针脚定义', 'Connectors and pin assignments', 'Giắc nối và định nghĩa chân', 'Conectores y asignación de pines', 'Steckverbinder und Pinbelegung', 'Konektor dan penetapan pin'),
      body: (c) => {
        const { f } = c;
        const rows: string[][] = [
          ['X1', `${c.t('Battery main connector', '电池主连接器')} ${c.p('batteryConnector')}`, c.t('1 B+, 2 B−', '1 B+，2 B−'), c.t('battery compartment', '电池仓')],
          ['X2', c.t('BMS communication, 4-pin', 'BMS 通信，4 针'), '1 WAKE, 2 SGND, 3 CAN-H, 4 CAN-L', c.t('battery compartment', '电池仓')],
          ['X3', c.t('Motor phases', '电机相线'), '1 U (YE), 2 V (GN), 3 W (BU)', f.isMid ? c.t('above the motor', '电机上方') : c.t('at the swing arm / fork leg', '平叉或前叉腿处')],
          ['X4', c.t('Hall sensors and temperature, 6-pin', '霍尔与温度，6 针'), '1 5V, 2 HA, 3 HB, 4 HC, 5 GND, 6 TEMP', c.t('next to X3', 'X3 旁')],
          ...(f.isDual ? [['X5', `${c.t('Battery 2 main connector', '第二电池主连接器')}`, c.t('1 B+, 2 B−', '1 B+，2 B−'), c.t('second battery compartment', '第二电池仓')]] : []),
          ['X6', c.t('Battery charge input', '电池充电输入'), f.isMotorcycle ? '1 CH+, 2 CH−, 3 DET, 4 WAKE' : '1 CH+, 2 CH−', c.t('battery compartment', '电池仓')],
          ['X10', `${c.t('Charging port', '充电口')} ${c.p('chargingPort')}`, f.isMotorcycle ? '1 +, 2 −, 3 DET, 4 WAKE' : f.isMoped ? c.t('1 +, 2 −, 3 not used', '1 +，2 −，3 空') : c.t('centre +, sleeve −', '中心 +，外套 −'), f.isScooter ? c.t('left of the deck', '踏板左侧') : c.t('under the charging flap', '充电口盖下')],
          ['X40', `${c.t('Throttle', '转把')} ${c.p('throttle')}`, f.isMotorcycle ? '1 5V, 2 SIG, 3 GND, 4 SIG2' : '1 5V, 2 SIG, 3 GND', c.t('behind the headlamp / stem cover', '前大灯或立管盖后')],
          ['X50', c.t('Diagnostic port', '诊断口'), '1 CAN-H, 2 CAN-L, 3 GND, 4 +12V', f.isScooter ? c.t('front of the deck, rubber cap', '踏板前部橡胶盖下') : c.t('under the seat', '座垫下')],
        ];
        return [
          table([c.t('Connector', '连接器'), c.t('Function', '功能'), c.t('Pins', '针脚'), c.t('Location', '位置')], rows),
          p(c.t(`Harness ${c.p('harness')}. When a pin is replaced use the crimp tool of the connector family; a soldered pin breaks from vibration.`, `整车线束 ${c.p('harness')}。更换插针时须使用该连接器系列的专用压接工具；焊接的插针会因振动而断裂。`)),
        ].join('');
      },
    },
  ],
};
