import { type TLocalizedText } from '@portal/contract';
import { L6 } from './html.js';
import type { VehicleFacts } from './vehicle.js';
import { Sheet, type Pt } from './wiring.js';

/** One wiring diagram of a model: its key, titles and the drawn sheet with the parts it names. */
export interface DiagramDef {
  key: string;
  title: TLocalizedText;
  svg: string;
  parts: string[];
}

const LEGEND: [string, string][] = [
  ['RD', 'red 红'], ['BK', 'black 黑'], ['BU', 'blue 蓝'], ['YE', 'yellow 黄'], ['GN', 'green 绿'], ['WH', 'white 白'],
  ['OG', 'orange 橙'], ['BN', 'brown 棕'], ['VT', 'violet 紫'], ['YE/GN', 'ground 搭铁'], ['YE/BK', 'CAN-H'], ['GN/BK', 'CAN-L'],
];

/** Cross-sections (mm²) of the battery and phase circuits for the model's current. */
function gauges(f: VehicleFacts) {
  const power = f.isScooter ? 2.5 : f.isMoped ? 6 : f.model.controllerA >= 200 ? 25 : 16;
  const phase = f.isScooter ? 4 : f.isMoped ? 10 : 16;
  return { power, phase, signal: 0.5, low: 1.0, ign: 0.75 };
}

const TITLES = {
  power: L6('主电源电路', 'Main power circuit', 'Mạch nguồn chính', 'Circuito de potencia principal', 'Hauptstromkreis', 'Rangkaian daya utama'),
  charging: L6('充电与 DC-DC 电路', 'Charging and DC-DC circuit', 'Mạch sạc và DC-DC', 'Circuito de carga y CC-CC', 'Lade- und DC/DC-Stromkreis', 'Rangkaian pengisian dan DC-DC'),
  lighting: L6('灯光与信号电路', 'Lighting and signal circuit', 'Mạch đèn và tín hiệu', 'Circuito de iluminación y señalización', 'Beleuchtungs- und Signalstromkreis', 'Rangkaian lampu dan sinyal'),
  control: L6('控制与 CAN 总线电路', 'Control and CAN bus circuit', 'Mạch điều khiển và CAN bus', 'Circuito de control y bus CAN', 'Steuer- und CAN-Bus-Stromkreis', 'Rangkaian kontrol dan CAN bus'),
};

interface Drawn { svg: string; parts: string[] }

const drawingNo = (f: VehicleFacts, n: number) => `WD-${f.model.code}-0${n}`;
const SHEETS = 4;

/** Sheet 1: battery (cells, BMS) → main connector → main fuse → main relay → controller → motor. */
function powerCircuit(f: VehicleFacts): Drawn {
  const s = new Sheet(f);
  const g = gauges(f);
  const v = f.model.volts;
  // Battery pack G1 with its cells and the BMS A1 inside.
  s.box('G1', 40, 110, 300, 360, ['Battery pack', `${v} V ${f.model.ah} Ah ${f.cellsS}S${f.cellsP}P`], { part: 'battery', dashed: true,
    symbol: [0, 1, 2, 3, 4, 5].map((i) => `<path d="M70 ${200 + i * 36} H120 M82 ${210 + i * 36} H108" stroke="#1f2329" stroke-width="${i % 2 ? 1.4 : 2.4}"/>`).join('')
      + '<path d="M95 200 V190 M95 390 V420" stroke="#1f2329" stroke-width="1.4"/><text x="124" y="204" font-size="11" fill="#1f2329">+</text><text x="124" y="392" font-size="11" fill="#1f2329">−</text>' });
  const cellTop: Pt = [95, 190];
  const cellBottom: Pt = [95, 420];
  const a1 = s.box('A1', 170, 180, 140, 270, ['BMS', `${f.cellsS}S`], { part: 'bms', pins: { left: ['C+', 'C−'], right: ['P+', 'P−', 'WAKE', 'SGND', 'CAN-H', 'CAN-L'] }, pinStart: 246 });
  // Left pins of A1 follow the evenly spread default; join the cell stack to them.
  s.wire('RD', g.power, [cellTop, [95, 172], [150, 172], [150, a1['C+'][1]], a1['C+']], { label: false });
  s.wire('BK', g.power, [cellBottom, [95, 440], [150, 440], [150, a1['C−'][1]], a1['C−']], { label: false });

  const x1 = s.connector('X1', 400, 224, 2, { vertical: true, part: 'batteryConnector', name: 'Battery main', pitch: 36 });
  const x2 = s.connector('X2', 440, 296, 4, { vertical: true, name: 'BMS comm', pitch: 36 });
  s.wire('RD', g.power, [a1['P+'], x1.a['1']]);
  s.wire('BK', g.power, [a1['P−'], x1.a['2']]);
  s.wire('OG', g.signal, [a1.WAKE, x2.a['1']], { label: false });
  s.wire('BK', g.signal, [a1.SGND, x2.a['2']], { label: false });
  s.wire('YE/BK', g.signal, [a1['CAN-H'], x2.a['3']], { label: false });
  s.wire('GN/BK', g.signal, [a1['CAN-L'], x2.a['4']], { label: false });

  const f1 = s.fuse('F1', 480, 246, `${f.mainFuseA}A`, { part: 'mainFuse' });
  s.wire('RD', g.power, [x1.b['1'], f1.a], { label: false });
  const j: Pt = [530, 246];
  s.wire('RD', g.power, [f1.b, j], { label: false });
  s.dot(j);
  const k1 = s.box('K1', 560, 200, 120, 64, ['Main relay'], { part: 'mainRelay', pins: { left: ['30'], right: ['87'], top: ['85', '86'] }, pinStart: 246 });
  s.wire('RD', g.power, [j, k1['30']], { label: false });
  const a2 = s.box('A2', 720, 150, 200, 420, ['Controller', `${v} V ${f.model.controllerA} A`], {
    part: 'controller',
    pins: { left: ['B+', 'B−', 'WAKE', 'SGND', 'CAN-H', 'CAN-L'], right: ['U', 'V', 'W', '5V', 'HA', 'HB', 'HC', 'GND', 'TEMP'], top: ['KEY', 'K1'], bottom: ['PE'] },
    pinStart: 246,
  });
  s.wire('RD', g.power, [k1['87'], a2['B+']]);
  s.wire('BK', g.power, [x1.b['2'], a2['B−']]);
  s.wire('OG', g.signal, [x2.b['1'], a2.WAKE]);
  s.wire('BK', g.signal, [x2.b['2'], a2.SGND]);
  s.wire('YE/BK', g.signal, [x2.b['3'], a2['CAN-H']]);
  s.wire('GN/BK', g.signal, [x2.b['4'], a2['CAN-L']]);

  // Ignition: F3 from the battery line, S1 ignition switch to the controller's KEY input; F3 also feeds the DC-DC (sheet 2).
  s.wire('RD', g.ign, [j, [530, 110], [566, 110]], { label: false });
  const f3 = s.fuse('F3', 580, 110, '5A', { part: 'fuse5' });
  const j2: Pt = [615, 110];
  s.wire('RD', g.ign, [f3.b, j2], { label: false });
  s.dot(j2);
  const ref = s.ref(560, 60, 'U1 DC-DC IN · sheet 2');
  s.wire('RD', g.ign, [j2, [615, 60], ref.right], { label: false });
  const s1 = s.contact('S1', 670, 110, f.isScooter ? 'Power button' : 'Ignition switch', { part: f.isScooter ? undefined : 'ignition' });
  s.wire('RD', g.ign, [j2, s1.a]);
  s.wire('OG', g.ign, [s1.b, [a2.KEY[0], 110], a2.KEY]);
  // Main relay coil: switched by the controller after the pre-charge.
  s.wire('VT', g.signal, [k1['85'], [k1['85'][0], 140], [a2.K1[0], 140], a2.K1]);
  s.wire('BK', g.signal, [k1['86'], [k1['86'][0], 172], [548, 172]], { label: false });
  s.ground('E1', 548, 172);
  s.wire('YE/GN', 2.5, [a2.PE, [a2.PE[0], 600]]);
  s.ground('E2', a2.PE[0], 600);

  // Motor side: phase and hall/temperature connectors lined up with the controller's pins.
  const x3 = s.connector('X3', 960, 224, 3, { vertical: true, name: 'Motor phase', pitch: 36 });
  const x4 = s.connector('X4', 1000, 332, 6, { vertical: true, name: 'Hall / temp', pitch: 36, labelBelow: true });
  const m1 = s.box('M1', 1040, 137, 130, 433, [f.isMid ? 'Mid-drive motor' : 'Hub motor', f.model.motorW >= 1000 ? `${f.model.motorW / 1000} kW` : `${f.model.motorW} W`, 'B1 hall board 120°'], {
    part: 'motor', pins: { left: ['U', 'V', 'W', '5V', 'HA', 'HB', 'HC', 'GND', 'TEMP'] }, pinStart: 246,
    symbol: '<circle cx="1122" cy="430" r="32" fill="#fff" stroke="#1f2329" stroke-width="1.4"/><text x="1122" y="432" font-size="22" text-anchor="middle" fill="#1f2329">M</text><text x="1122" y="452" font-size="12" text-anchor="middle" fill="#1f2329">3~</text>',
  });
  s.part('hall');
  s.part('motorTemp');
  s.part('phaseCable');
  const phase: [string, string][] = [['U', 'YE'], ['V', 'GN'], ['W', 'BU']];
  phase.forEach(([pin, colour], i) => {
    s.wire(colour, g.phase, [a2[pin], x3.a[String(i + 1)]], { label: false });
    s.wire(colour, g.phase, [x3.b[String(i + 1)], m1[pin]]);
  });
  const hall: [string, string][] = [['5V', 'RD'], ['HA', 'YE'], ['HB', 'GN'], ['HC', 'BU'], ['GND', 'BK'], ['TEMP', 'WH']];
  hall.forEach(([pin, colour], i) => {
    s.wire(colour, g.signal, [a2[pin], x4.a[String(i + 1)]]);
    s.wire(colour, g.signal, [x4.b[String(i + 1)], m1[pin]], { label: false });
  });

  if (f.isDual) {
    const g2 = s.box('G2', 40, 500, 300, 150, ['Battery pack 2 (parallel)', `${v} V ${f.model.ah} Ah, own BMS`], { part: 'battery', dashed: true, pins: { right: ['P+', 'P−'] }, pinStart: 560 });
    const x5 = s.connector('X5', 400, 538, 2, { vertical: true, part: 'batteryConnector', name: 'Battery 2 main', pitch: 36 });
    s.wire('RD', g.power, [g2['P+'], x5.a['1']]);
    s.wire('BK', g.power, [g2['P−'], x5.a['2']], { label: false });
    const f1b = s.fuse('F1B', 480, 560, `${f.mainFuseA}A`, { part: 'mainFuse' });
    s.wire('RD', g.power, [x5.b['1'], f1b.a], { label: false });
    s.wire('RD', g.power, [f1b.b, [530, 560], j], { label: false });
    s.wire('BK', g.power, [x5.b['2'], [700, 596], [700, 282]], { label: false });
    s.dot([700, 282]);
  }

  s.note(40, 690, ['Notes', '1. Disconnect X1 and wait 5 min before work on B+ circuits (controller capacitors).', `2. Wire labels: colour code and cross-section in mm². Battery circuit ${g.power} mm², motor phases ${g.phase} mm².`]);
  s.legend(40, 758, LEGEND);
  return { svg: s.render({ en: 'Main power circuit', zh: '主电源电路' }, 1, SHEETS, drawingNo(f, 1)), parts: [...s.parts] };
}

/** Sheet 2: charging port → charge fuse → battery; DC-DC converter → fuse box → 12 V circuits. */
function chargingCircuit(f: VehicleFacts): Drawn {
  const s = new Sheet(f);
  const g = gauges(f);
  const v = f.model.volts;
  const portPins = f.isMotorcycle ? 4 : f.isMoped ? 3 : 2;
  const chargerPins = ['+', '−', ...(f.isMotorcycle ? ['DET', 'WAKE'] : [])];
  const g3 = s.box('G3', 40, 170, 150, 230, ['Charger (off-board)', `${v} V ${f.model.chargerA} A`, '100–240 V AC'], { part: 'charger', dashed: true, pins: { right: chargerPins }, pinStart: 246 });
  const x10 = s.connector('X10', 240, 224, portPins, { vertical: true, part: 'chargingPort', name: 'Charging port', pitch: 36 });
  s.wire('RD', g.power, [g3['+'], x10.a['1']], { label: false });
  s.wire('BK', g.power, [g3['−'], x10.a['2']], { label: false });
  if (f.isMotorcycle) {
    s.wire('BN', g.signal, [g3.DET, x10.a['3']], { label: false });
    s.wire('OG', g.signal, [g3.WAKE, x10.a['4']], { label: false });
  }
  const f2 = s.fuse('F2', 320, 246, '10A', { part: 'fuse10' });
  s.wire('RD', 2.5, [x10.b['1'], f2.a], { label: false });
  const x5 = s.connector('X6', 400, 224, f.isMotorcycle ? 4 : 2, { vertical: true, name: 'Charge input', pitch: 36 });
  s.wire('RD', 2.5, [f2.b, x5.a['1']], { label: false });
  s.wire('BK', 2.5, [x10.b['2'], x5.a['2']]);
  if (f.isMotorcycle) {
    s.wire('BN', g.signal, [x10.b['3'], x5.a['3']], { label: false });
    s.wire('OG', g.signal, [x10.b['4'], x5.a['4']], { label: false });
  }
  const a1 = s.box('A1', 460, 170, 200, 300, ['BMS (in battery pack G1)', 'charge MOSFET, NTC'], { part: 'bms', dashed: true, pins: { left: ['CH+', 'CH−', ...(f.isMotorcycle ? ['DET', 'WAKE'] : [])] }, pinStart: 246 });
  s.part('battery');
  s.wire('RD', 2.5, [x5.b['1'], a1['CH+']]);
  s.wire('BK', 2.5, [x5.b['2'], a1['CH−']], { label: false });
  if (f.isMotorcycle) {
    s.wire('BN', g.signal, [x5.b['3'], a1.DET]);
    s.wire('OG', g.signal, [x5.b['4'], a1.WAKE], { label: false });
  }

  // DC-DC: input from F3 (sheet 1), enable from the ignition.
  const u1 = s.box('U1', 780, 170, 170, 230, ['DC-DC converter', `${v} V → 12 V ${f.dcdcA} A`], { part: 'dcdc', pins: { left: ['IN+', 'IN−', 'EN'], right: ['+12V', 'GND'] }, pinStart: 246 });
  const inRef = s.ref(680, 246, 'F3 · sheet 1');
  s.wire('RD', g.ign, [inRef.right, u1['IN+']], { label: false });
  s.wire('BK', g.ign, [u1['IN−'], [742, 282], [742, 300]], { label: false });
  s.ground('E3', 742, 300);
  const enRef = s.ref(680, 340, 'S1 KEY · sheet 1');
  s.wire('OG', g.signal, [enRef.right, [760, 340], [760, u1.EN[1]], u1.EN], { label: false });
  s.wire('BK', g.low, [u1.GND, [975, 282], [975, 300]], { label: false });
  s.ground('E4', 975, 300);

  // Fuse box A3 with the 12 V fuses.
  s.box('A3', 995, 150, 110, 290, ['Fuse box'], { part: 'fuseBox', dashed: true });
  const bus: Pt[] = [[1010, 246], [1010, 380]];
  s.wire('RD/WH', 2.5, [u1['+12V'], bus[0]]);
  s.wire('RD/WH', 2.5, bus, { label: false });
  s.dot(bus[0]);
  const fuses: [string, string, number, string][] = [['F4', '10A', 300, 'Lighting · 3'], ['F5', '5A', 340, 'Signals · 3'], ['F6', '5A', 380, 'Display · 4']];
  for (const [id, rating, y, target] of fuses) {
    const fu = s.fuse(id, 1050, y, rating, { part: rating === '10A' ? 'fuse10' : 'fuse5' });
    s.wire('RD/WH', g.low, [[1010, y], fu.a], { label: false });
    if (y !== 380) s.dot([1010, y]);
    const r = s.ref(1112, y, target);
    s.wire('RD/WH', g.low, [fu.b, r.left], { label: false });
  }
  // USB socket on F6.
  const u2 = s.box('U2', 980, 500, 180, 100, ['USB socket', 'USB-C PD 18 W'], { part: 'usb', pins: { left: ['+12V', 'GND'] }, pinStart: 540, pinPitch: 30 });
  s.wire('RD/WH', g.low, [[1090, 380], [1090, 470], [960, 470], [960, 540], u2['+12V']], { label: false });
  s.dot([1090, 380]);
  s.wire('BK', g.low, [u2.GND, [940, 570], [940, 600]]);
  s.ground('E5', 940, 600);

  s.note(40, 560, ['Charging', `CC ${f.model.chargerA} A to ${f.fullV} V, then CV until the current falls below ${(f.model.chargerA * 0.1).toFixed(1)} A.`, f.isMotorcycle ? 'DET: charger detect (drive inhibited while plugged in). WAKE: wakes the BMS from sleep.' : 'The controller inhibits drive while the charger is connected.', `Charge fuse F2 10 A; DC-DC ${v} V → 12 V, ${f.dcdcA} A.`]);
  s.legend(40, 758, LEGEND);
  return { svg: s.render({ en: 'Charging and DC-DC circuit', zh: '充电与 DC-DC 电路' }, 2, SHEETS, drawingNo(f, 2)), parts: [...s.parts] };
}

/** Sheet 3: headlamp, tail, brake and plate lamps, indicators, horn. */
function lightingCircuit(f: VehicleFacts): Drawn {
  const s = new Sheet(f);
  const g = gauges(f);
  if (f.isScooter) {
    // Scooters: lamps and horn run at battery voltage from the controller's switched outputs.
    const light = s.ref(40, 220, 'A2 LIGHT out · sheet 4');
    const s3 = s.contact('S3', 260, 220, 'Light button');
    s.wire('WH', g.signal, [light.right, s3.a], { label: false });
    const j: Pt = [330, 220];
    s.wire('WH', g.signal, [s3.b, j]);
    s.dot(j);
    const e1 = s.box('E1', 560, 160, 160, 110, ['Headlamp', 'LED'], { part: 'headlamp', pins: { left: ['+', '−'] }, pinStart: 220, pinPitch: 30 });
    // The headlamp plugs in behind the front panel: X30 is where a workshop measures it.
    const x30 = s.connector('X30', 480, 201, 2, { vertical: true, name: 'Headlamp', pitch: 30 });
    s.wire('WH', g.signal, [j, x30.a['1']], { label: false });
    s.wire('WH', g.signal, [x30.b['1'], e1['+']], { label: false });
    s.wire('BK', g.signal, [e1['−'], x30.b['2']], { label: false });
    s.wire('BK', g.signal, [x30.a['2'], [450, 250], [450, 290]], { label: false });
    s.ground('E9', 450, 290);
    const e2 = s.lamp('E2', 420, 360, 'Tail lamp', { part: 'tailLamp' });
    const e4 = s.lamp('E4', 620, 360, 'Side light strip L');
    const e5 = s.lamp('E5', 800, 360, 'Side light strip R');
    for (const lamp of [e2, e4, e5]) {
      s.wire('WH', g.signal, [[j[0], 320], [lamp.a[0], 320], lamp.a], { label: false });
      s.wire('BK', g.signal, [lamp.b, [lamp.b[0], 395]], { label: false });
      s.ground(`E${lamp === e2 ? 10 : lamp === e4 ? 11 : 12}`, lamp.b[0], 395);
    }
    s.wire('WH', g.signal, [j, [j[0], 320], [800, 320]], { label: false });
    s.dot([j[0], 320]);
    s.dot([420, 320]);
    s.dot([620, 320]);
    const brake = s.ref(40, 500, 'A2 BRAKE LAMP out · sheet 4');
    const e8 = s.lamp('E8', 420, 530, 'Brake lamp (in E2)', { part: 'tailLamp' });
    s.wire('BN', g.signal, [brake.right, [420, 500], e8.a]);
    s.wire('BK', g.signal, [e8.b, [420, 565]], { label: false });
    s.ground('E13', 420, 565);
    const horn = s.ref(40, 640, 'A2 HORN out · sheet 4');
    const s4 = s.contact('S4', 300, 640, 'Horn button');
    const h1 = s.box('H1', 420, 610, 130, 70, ['Horn'], { part: 'horn', pins: { left: ['+'], right: ['−'] }, pinStart: 640 });
    s.wire('VT', g.signal, [horn.right, s4.a], { label: false });
    s.wire('VT', g.signal, [s4.b, h1['+']]);
    s.wire('BK', g.signal, [h1['−'], [600, 640], [600, 660]], { label: false });
    s.ground('E14', 600, 660);
    s.note(820, 520, ['Notes', `Lamps and horn: ${f.model.volts} V from the controller.`, 'S3 toggles headlamp, tail and side lights.', 'Brake lamp lit by the controller when a', 'brake switch closes (sheet 4).']);
    s.legend(40, 758, LEGEND);
    return { svg: s.render({ en: 'Lighting and signal circuit', zh: '灯光与信号电路' }, 3, SHEETS, drawingNo(f, 3)), parts: [...s.parts] };
  }

  // 12 V models: F4 through the light relay K2 and the light switch to the lamps.
  const f4 = s.ref(30, 220, 'F4 · sheet 2');
  const k2 = s.box('K2', 170, 170, 110, 80, ['Light relay'], { part: 'lightRelay', pins: { left: ['30'], right: ['87'], top: ['85', '86'] }, pinStart: 220 });
  s.wire('RD/WH', g.low, [f4.right, k2['30']], { label: false });
  const key = s.ref(120, 110, 'S1 KEY · sheet 1');
  s.wire('OG', g.signal, [key.right, [k2['85'][0], 110], k2['85']], { label: false });
  s.wire('BK', g.signal, [k2['86'], [k2['86'][0], 140], [300, 140]], { label: false });
  s.ground('E6', 300, 140);
  const j: Pt = [330, 220];
  s.wire('RD/WH', g.low, [k2['87'], j]);
  s.dot(j);
  const s3 = s.box('S3', 390, 160, 120, 130, ['Light switch', 'left handlebar'], { part: 'barSwitchL', pins: { left: ['IN'], right: ['LO', 'HI'] }, pinStart: 220, pinPitch: 40 });
  s.wire('RD/WH', g.low, [j, s3.IN], { label: false });
  const e1 = s.box('E1', 600, 150, 170, 150, ['Headlamp', 'LED, low / high'], { part: 'headlamp', pins: { left: ['LO', 'HI', 'GND'] }, pinStart: 220, pinPitch: 30 });
  // The headlamp's harness plug X31 (low and high beam) sits between switch and lamp.
  const x31 = s.connector('X31', 530, 196, 2, { vertical: true, name: 'Headlamp', pitch: 40, labelBelow: true });
  s.wire('WH', g.low, [s3.LO, x31.a['1']], { label: false });
  s.wire('WH', g.low, [x31.b['1'], e1.LO]);
  s.wire('BU', g.low, [s3.HI, x31.a['2']], { label: false });
  s.wire('BU', g.low, [x31.b['2'], [570, 260], [570, e1.HI[1]], e1.HI], { label: false });
  s.wire('BK', g.low, [e1.GND, [585, 280], [585, 310]], { label: false });
  s.ground('E7', 585, 310);
  // Tail and plate lamps on the same relay.
  s.wire('RD/WH', g.low, [j, [j[0], 350], [960, 350]], { label: false });
  const e2 = s.lamp('E2', 860, 380, 'Tail lamp', { part: 'tailLamp' });
  const e3 = s.lamp('E3', 960, 380, 'Plate lamp', { part: 'plateLamp' });
  for (const [lamp, id] of [[e2, 'E15'], [e3, 'E16']] as const) {
    s.wire('RD/WH', g.low, [[lamp.a[0], 350], lamp.a], { label: false });
    s.wire('BK', g.low, [lamp.b, [lamp.b[0], 410]], { label: false });
    s.ground(id, lamp.b[0], 410);
  }
  s.dot([j[0], 350]);
  s.dot([860, 350]);

  // F5: horn, indicators through the flasher, brake lamp through the brake switches.
  const f5 = s.ref(30, 470, 'F5 · sheet 2');
  const bus: Pt = [150, 470];
  s.wire('RD/WH', g.low, [f5.right, bus], { label: false });
  s.dot(bus);
  const s4 = s.contact('S4', 220, 470, 'Horn button');
  s.wire('RD/WH', g.low, [bus, s4.a], { label: false });
  const h1 = s.box('H1', 280, 440, 110, 60, ['Horn'], { part: 'horn', pins: { left: ['+'], right: ['−'] }, pinStart: 470 });
  s.wire('VT', g.low, [s4.b, h1['+']], { label: false });
  s.wire('BK', g.low, [h1['−'], [410, 470], [410, 490]], { label: false });
  s.ground('E17', 410, 490);

  s.wire('RD/WH', g.low, [bus, [150, 570], [170, 570]], { label: false });
  const k3 = s.box('K3', 170, 540, 100, 60, ['Flasher'], { part: 'flasher', pins: { left: ['B'], right: ['L'] }, pinStart: 570 });
  const s5 = s.box('S5', 320, 530, 110, 100, ['Indicator switch'], { part: 'barSwitchL', pins: { left: ['IN'], right: ['L', 'R'] }, pinStart: 570, pinPitch: 30 });
  s.wire('GY', g.low, [k3.L, s5.IN]);
  const lamps: [string, number, string, Pt][] = [['E4', 520, 'Indicator FL', [0, 0]], ['E5', 620, 'Indicator RL', [0, 0]], ['E10', 720, 'Indicator FR', [0, 0]], ['E11', 820, 'Indicator RR', [0, 0]]];
  lamps.forEach(([id, x, name], i) => {
    const lamp = s.lamp(id, x, 620, name, { part: i === 0 ? 'indicatorFL' : undefined });
    const from = i < 2 ? s5.L : s5.R;
    const rail = i < 2 ? 560 : 590;
    s.wire(i < 2 ? 'GN' : 'BU', g.low, [from, [470 + (i < 2 ? 0 : 10), from[1]], [470 + (i < 2 ? 0 : 10), rail], [x, rail], lamp.a], { label: i === 0 || i === 2 });
    s.wire('BK', g.low, [lamp.b, [x, 650]], { label: false });
    s.ground(`E${20 + i}`, x, 650);
  });

  // Brake switches in parallel to the brake lamp; the controller reads them on sheet 4.
  const s6 = s.contact('S6', 580, 420, 'Brake switch L', { part: 'brakeSwitch' });
  s.wire('RD/WH', g.low, [bus, [150, 420], s6.a], { label: false });
  const s7 = s.contact('S7', 580, 480, 'Brake switch R', { part: 'brakeSwitch' });
  s.wire('RD/WH', g.low, [[545, 420], [545, 480], s7.a], { label: false });
  s.dot([545, 420]);
  s.wire('BN', g.low, [s6.b, [660, 420], [660, 480]], { label: false });
  s.wire('BN', g.low, [s7.b, [700, 480]]);
  s.dot([660, 480]);
  const e8 = s.lamp('E8', 720, 510, 'Brake lamp (in E2)', { part: 'tailLamp' });
  s.wire('BN', g.low, [[700, 480], [720, 480], e8.a], { label: false });
  s.wire('BK', g.low, [e8.b, [720, 540]], { label: false });
  s.ground('E18', 720, 540);
  const toCtl = s.ref(900, 480, 'A2 BRK · sheet 4');
  s.wire('BN', g.signal, [[720, 480], toCtl.left], { label: false });
  s.dot([720, 480]);

  s.legend(40, 758, LEGEND);
  return { svg: s.render({ en: 'Lighting and signal circuit', zh: '灯光与信号电路' }, 3, SHEETS, drawingNo(f, 3)), parts: [...s.parts] };
}

/** Sheet 4: throttle, brake and stand switches into the controller; CAN bus to display, BMS, NFC and the diagnostic port. */
function controlCircuit(f: VehicleFacts): Drawn {
  const s = new Sheet(f);
  const g = gauges(f);
  const dual = f.isMotorcycle;
  const thrPins = ['5V', 'SIG', 'GND', ...(dual ? ['SIG2'] : [])];
  const thr = s.box('R1', 40, 150, 170, 190, [f.isScooter ? 'Thumb throttle' : 'Twist throttle', dual ? 'dual hall' : 'hall'], { part: 'throttle', pins: { right: thrPins }, pinStart: 220, pinPitch: 30 });
  const x40 = s.connector('X40', 290, 201, thrPins.length, { vertical: true, name: 'Throttle', pitch: 30 });
  // Throttle pins, then (after a gap) the switch inputs, on a 30 px grid from y = 220.
  const thrNames = thrPins.map((p) => `THR ${p}`);
  const left = [...thrNames, ...Array(6 - thrNames.length).fill(''), 'BRK L', '', 'BRK R', ...(f.isScooter ? [] : ['', 'STAND'])];
  const a2 = s.box('A2', 440, 150, 200, 480, ['Controller', 'CAN 120 Ω terminated'], { part: 'controller', pins: { left, right: ['CAN-H', 'CAN-L'], top: ['KEY'], bottom: f.isScooter ? ['LIGHT', 'HORN', 'BRAKE LAMP'] : [] }, pinStart: 220, pinPitch: 30 });
  const thrColours = ['RD', 'GN', 'BK', 'WH'];
  thrPins.forEach((pin, i) => {
    s.wire(thrColours[i], g.signal, [thr[pin], x40.a[String(i + 1)]], { label: false });
    s.wire(thrColours[i], g.signal, [x40.b[String(i + 1)], a2[thrNames[i]]]);
  });
  // Brake switches (normally open) from the switch supply to the controller's brake inputs.
  const bl = a2['BRK L'][1];
  const br = a2['BRK R'][1];
  const supply = s.ref(30, bl, f.isScooter ? 'A2 5V out' : 'F5 · sheet 2');
  const supplyColour = f.isScooter ? 'RD' : 'RD/WH';
  s.wire(supplyColour, g.signal, [supply.right, [182, bl]], { label: false });
  const s6 = s.contact('S6', 200, bl, 'Brake switch L', { part: 'brakeSwitch' });
  const s7 = s.contact('S7', 200, br, 'Brake switch R', { part: 'brakeSwitch' });
  s.wire(supplyColour, g.signal, [[150, bl], [150, br], s7.a], { label: false });
  s.dot([150, bl]);
  s.wire('BN', g.signal, [s6.b, a2['BRK L']]);
  s.wire('BN', g.signal, [s7.b, a2['BRK R']]);
  if (!f.isScooter) {
    const st = a2.STAND[1];
    const s8 = s.contact('S8', 200, st, 'Side stand switch', { part: 'sideStand' });
    s.wire('GY', g.signal, [s8.b, a2.STAND]);
    s.wire('BK', g.signal, [s8.a, [130, st], [130, st + 20]], { label: false });
    s.ground('E19', 130, st + 20);
  }
  const key = s.ref(600, 110, 'S1 KEY · sheet 1');
  s.wire('OG', g.signal, [key.left, [a2.KEY[0], 110], a2.KEY], { label: false });
  if (f.isScooter) {
    // The switched outputs for lamps and horn continue on sheet 3.
    for (const [pin, colour] of [['LIGHT', 'WH'], ['HORN', 'VT'], ['BRAKE LAMP', 'BN']] as const) {
      s.wire(colour, g.signal, [a2[pin], [a2[pin][0], 665]], { label: false });
      s.note(a2[pin][0] - 8, 680, ['→ 3'], 9);
    }
  }

  // CAN bus trunk: CAN-H at x = 700, CAN-L at x = 720; every node taps it.
  const top = a2['CAN-H'][1];
  const taps: [number, number][] = [];
  const node = (pins: Record<string, Pt>, label = false) => {
    s.wire('YE/BK', g.signal, [[700, pins['CAN-H'][1]], pins['CAN-H']], { label });
    s.wire('GN/BK', g.signal, [[720, pins['CAN-L'][1]], pins['CAN-L']], { label });
    s.dot([700, pins['CAN-H'][1]]);
    s.dot([720, pins['CAN-L'][1]]);
    taps.push([pins['CAN-H'][1], pins['CAN-L'][1]]);
  };
  s.wire('YE/BK', g.signal, [a2['CAN-H'], [700, a2['CAN-H'][1]]], { label: false });
  s.wire('GN/BK', g.signal, [a2['CAN-L'], [720, a2['CAN-L'][1]]], { label: false });
  const p1 = s.box('P1', 800, 150, 200, 150, ['Instrument display', 'CAN 120 Ω terminated'], { part: 'display', pins: { left: ['CAN-H', 'CAN-L'], right: ['+12V', 'GND', 'SPD'] }, pinStart: 230, pinPitch: 26 });
  node(p1, true);
  const f6 = s.ref(1030, p1['+12V'][1] - 50, f.isScooter ? 'DC-DC 12V' : 'F6 · sheet 2');
  s.wire('RD/WH', g.low, [p1['+12V'], [1020, p1['+12V'][1]], [1020, p1['+12V'][1] - 50], f6.left], { label: false });
  s.wire('BK', g.low, [p1.GND, [1150, p1.GND[1]], [1150, p1.GND[1] + 10]], { label: false });
  s.ground('E20', 1150, p1.GND[1] + 10);
  const b2 = s.lamp('B2', 1060, 330, 'Speed sensor', { part: 'speedSensor' });
  s.wire('GY', g.signal, [p1.SPD, [1060, p1.SPD[1]], b2.a], { label: false });
  const a1 = s.box('A1', 800, 360, 200, 90, ['BMS (in battery pack G1)'], { part: 'bms', dashed: true, pins: { left: ['CAN-H', 'CAN-L'] }, pinStart: 400, pinPitch: 26 });
  node(a1);
  let y = 480;
  if (f.model.configs.includes('NFC')) {
    const a5 = s.box('A5', 800, y, 200, 80, ['NFC keyless module'], { part: 'nfc', pins: { left: ['CAN-H', 'CAN-L'] }, pinStart: y + 36, pinPitch: 22 });
    node(a5);
    y += 110;
  }
  const x50 = s.connector('X50', 780, y + 14, 4, { vertical: true, name: 'Diagnostic port', pitch: 22 });
  node({ 'CAN-H': x50.a['1'], 'CAN-L': x50.a['2'] });
  const bottom = Math.max(...taps.map((t) => t[1]));
  s.wire('YE/BK', g.signal, [[700, top], [700, bottom - 22]], { label: false });
  s.wire('GN/BK', g.signal, [[720, a2['CAN-L'][1]], [720, bottom]], { label: false });
  const x50r = s.ref(880, x50.b['4'][1], f.isScooter ? 'DC-DC 12V' : 'F6 · sheet 2');
  s.wire('RD/WH', g.low, [x50.b['4'], x50r.left], { label: false });
  s.wire('BK', g.low, [x50.b['3'], [840, x50.b['3'][1]], [840, x50.b['3'][1] + 4]], { label: false });
  s.ground('E21', 840, x50.b['3'][1] + 4);
  s.note(40, 640, ['CAN bus 250 kbit/s', 'CAN-H to CAN-L, ignition off: 60 Ω (two 120 Ω terminators).', 'Diagnostic port X50: 1 CAN-H, 2 CAN-L, 3 GND, 4 +12 V.']);
  s.legend(40, 758, LEGEND);
  return { svg: s.render({ en: 'Control and CAN bus circuit', zh: '控制与 CAN 总线电路' }, 4, SHEETS, drawingNo(f, 4)), parts: [...s.parts] };
}

/** The four wiring diagrams of a model. */
export function wiringDiagrams(f: VehicleFacts): DiagramDef[] {
  const draw = (key: keyof typeof TITLES, fn: (f: VehicleFacts) => Drawn): DiagramDef => ({ key, title: TITLES[key], ...fn(f) });
  return [draw('power', powerCircuit), draw('charging', chargingCircuit), draw('lighting', lightingCircuit), draw('control', controlCircuit)];
}

