import type { TLocalizedText } from '@portal/contract';
import { L, type LineCode } from './models.js';

/**
 * One row of an assembly's recipe: a part type, where it sits (F/R, L/R, or which fuse or relay),
 * how many, and for which configs. A fact part's count comes from the model's fact sheet.
 */
export interface RecipeRow { type: string; pos?: string; amount?: number; configs?: string[] }

export interface AssemblyDef {
  code: string;
  names: TLocalizedText;
  lines?: LineCode[];
  recipe: RecipeRow[];
  /** Small parts that fill the partlist up to its item count. */
  fillers: string[];
}

export interface SystemDef { code: string; names: TLocalizedText; assemblies: AssemblyDef[] }

const r = (type: string, pos?: string, amount = 1, configs?: string[]): RecipeRow => ({ type, pos, amount, configs });
const BOLTS = ['hex-bolt', 'socket-screw', 'flange-nut', 'washer', 'spring-washer', 'lock-nut'];
const BODY = ['tapping-screw', 'clip', 'socket-screw', 'washer'];
const WIRE = ['cable-tie', 'tapping-screw', 'clip', 'fuse'];

/** The catalogue's directory of every series: systems (level 1) and their assemblies (level 2). */
export const SYSTEMS: SystemDef[] = [
  {
    code: 'BAT', names: L('电池与充电', 'Battery & Charging', 'Pin & sạc', 'Batería y carga', 'Akku & Laden', 'Baterai & pengisian'),
    assemblies: [
      { code: 'PACK', names: L('电池组', 'Battery pack', 'Bộ pin', 'Paquete de baterías', 'Akkupack', 'Paket baterai'), recipe: [r('battery-pack'), r('battery-casing'), r('cell'), r('bms'), r('balance-harness'), r('battery-connector'), r('battery-lock'), r('fuse', 'MAIN')], fillers: ['socket-screw', 'tapping-screw', 'washer', 'cable-tie'] },
      { code: 'BMS', names: L('BMS 与电池线束', 'BMS & wiring', 'BMS & dây pin', 'BMS y cableado', 'BMS & Verkabelung', 'BMS & kabel'), recipe: [r('bms'), r('balance-harness'), r('battery-connector'), r('fuse', 'F5', 2), r('relay', 'MAIN'), r('motor-temp')], fillers: WIRE },
      { code: 'CHG', names: L('充电器与充电口', 'Charger & charging port', 'Bộ sạc & cổng sạc', 'Cargador y puerto de carga', 'Ladegerät & Ladebuchse', 'Pengisi daya & port'), recipe: [r('charger'), r('charging-port'), r('fuse', 'F10'), r('usb')], fillers: BODY },
    ],
  },
  {
    code: 'MOT', names: L('驱动电机', 'Drive Motor', 'Động cơ truyền động', 'Motor de tracción', 'Antriebsmotor', 'Motor penggerak'),
    assemblies: [
      { code: 'MTR', names: L('驱动电机总成', 'Drive motor', 'Cụm động cơ', 'Motor de tracción completo', 'Antriebsmotor komplett', 'Motor penggerak komplit'), recipe: [r('hub-motor'), r('mid-motor'), r('phase-cable'), r('bearing', undefined, 2), r('axle-nut', undefined, 2), r('washer', undefined, 2)], fillers: BOLTS },
      { code: 'SEN', names: L('电机传感器与线缆', 'Motor sensors & cables', 'Cảm biến & dây động cơ', 'Sensores y cables del motor', 'Motorsensoren & Kabel', 'Sensor & kabel motor'), recipe: [r('hall-sensor'), r('motor-temp'), r('phase-cable'), r('speed-sensor'), r('battery-connector')], fillers: WIRE },
      { code: 'BLT', names: L('皮带传动', 'Belt final drive', 'Truyền động dây curoa', 'Transmisión final por correa', 'Riemenendantrieb', 'Penggerak akhir sabuk'), lines: ['MOT'], recipe: [r('drive-belt'), r('belt-pulley', 'F'), r('belt-pulley', 'R'), r('bearing', undefined, 2)], fillers: BOLTS },
    ],
  },
  {
    code: 'ELC', names: L('控制器与电气', 'Controller & Electrics', 'Bộ điều khiển & điện', 'Controlador y sistema eléctrico', 'Steuergerät & Elektrik', 'Kontroler & kelistrikan'),
    assemblies: [
      { code: 'CTL', names: L('电机控制器', 'Motor controller', 'Bộ điều khiển động cơ', 'Controlador del motor', 'Motorsteuergerät', 'Kontroler motor'), recipe: [r('controller'), r('phase-cable'), r('fuse', 'MAIN'), r('relay', 'MAIN'), r('alarm', undefined, 1, ['PRO', 'SPORT'])], fillers: BOLTS },
      { code: 'DCDC', names: L('DC-DC 与保险丝盒', 'DC-DC converter & fuses', 'DC-DC & hộp cầu chì', 'Convertidor CC-CC y fusibles', 'DC/DC-Wandler & Sicherungen', 'DC-DC & sekring'), recipe: [r('dcdc'), r('fuse-box'), r('fuse', 'F10', 4), r('relay', 'LIGHT'), r('flasher')], fillers: WIRE },
      { code: 'HRN', names: L('整车线束', 'Main wiring harness', 'Bó dây điện chính', 'Mazo de cables principal', 'Hauptkabelbaum', 'Harness kabel utama'), recipe: [r('main-harness'), r('horn'), r('usb'), r('nfc', undefined, 1, ['NFC'])], fillers: WIRE },
    ],
  },
  {
    code: 'BRK', names: L('制动系统', 'Brakes', 'Phanh', 'Frenos', 'Bremsen', 'Rem'),
    assemblies: [
      { code: 'FRT', names: L('前制动器', 'Front brake', 'Phanh trước', 'Freno delantero', 'Vorderradbremse', 'Rem depan'), recipe: [r('brake-disc', 'F'), r('brake-caliper', 'F'), r('brake-pad', 'F'), r('brake-hose', 'F'), r('brake-cable', 'F')], fillers: BOLTS },
      { code: 'RR', names: L('后制动器', 'Rear brake', 'Phanh sau', 'Freno trasero', 'Hinterradbremse', 'Rem belakang'), recipe: [r('brake-disc', 'R'), r('brake-caliper', 'R'), r('brake-pad', 'R'), r('brake-hose', 'R'), r('brake-cable', 'R')], fillers: BOLTS },
      { code: 'LEV', names: L('刹车把手与开关', 'Brake levers & switches', 'Tay phanh & công tắc', 'Manetas y conmutadores de freno', 'Bremshebel & Schalter', 'Tuas & saklar rem'), recipe: [r('brake-lever', 'L'), r('brake-lever', 'R'), r('brake-switch', undefined, 2), r('brake-fluid')], fillers: BOLTS },
    ],
  },
  {
    code: 'SUS', names: L('悬挂系统', 'Suspension', 'Giảm xóc', 'Suspensión', 'Federung', 'Suspensi'),
    assemblies: [
      { code: 'FRK', names: L('前叉', 'Front fork', 'Phuộc trước', 'Horquilla delantera', 'Vorderradgabel', 'Garpu depan'), recipe: [r('front-fork'), r('fork-seal'), r('fork-oil'), r('steering-bearing'), r('bearing', undefined, 2)], fillers: BOLTS },
      { code: 'SHK', names: L('后悬挂', 'Rear suspension', 'Giảm xóc sau', 'Suspensión trasera', 'Hinterradfederung', 'Suspensi belakang'), recipe: [r('rear-shock', undefined, 2), r('swing-arm'), r('bearing', undefined, 2)], fillers: BOLTS },
    ],
  },
  {
    code: 'WHL', names: L('车轮与轮胎', 'Wheels & Tyres', 'Bánh xe & lốp', 'Ruedas y neumáticos', 'Räder & Reifen', 'Roda & ban'),
    assemblies: [
      { code: 'FRT', names: L('前轮', 'Front wheel', 'Bánh trước', 'Rueda delantera', 'Vorderrad', 'Roda depan'), recipe: [r('tyre', 'F'), r('rim', 'F'), r('inner-tube', 'F'), r('valve'), r('wheel-axle'), r('bearing', undefined, 2), r('axle-nut')], fillers: BOLTS },
      { code: 'RR', names: L('后轮', 'Rear wheel', 'Bánh sau', 'Rueda trasera', 'Hinterrad', 'Roda belakang'), recipe: [r('tyre', 'R'), r('rim', 'R'), r('inner-tube', 'R'), r('valve'), r('wheel-axle'), r('axle-nut')], fillers: BOLTS },
    ],
  },
  {
    code: 'FRM', names: L('车架与车身', 'Frame & Body', 'Khung & thân xe', 'Chasis y carrocería', 'Rahmen & Karosserie', 'Rangka & bodi'),
    assemblies: [
      { code: 'FRM', names: L('车架', 'Frame', 'Khung xe', 'Bastidor', 'Rahmen', 'Rangka'), recipe: [r('main-frame'), r('stem'), r('folding-hinge'), r('deck'), r('side-stand'), r('handlebar')], fillers: BOLTS },
      { code: 'PNL', names: L('车身覆盖件', 'Body panels', 'Ốp thân xe', 'Paneles de carrocería', 'Verkleidungsteile', 'Panel bodi'), recipe: [r('front-fender'), r('rear-fender'), r('side-panel', 'L'), r('side-panel', 'R'), r('floor-board'), r('grip-tape')], fillers: BODY },
      { code: 'SEAT', names: L('座垫与货架', 'Seat & rack', 'Yên & baga', 'Asiento y portaequipajes', 'Sitzbank & Gepäckträger', 'Jok & rak'), lines: ['MOP', 'MOT'], recipe: [r('seat'), r('seat-lock'), r('rear-rack', undefined, 1, ['CARGO'])], fillers: BODY },
    ],
  },
  {
    code: 'LGT', names: L('灯光系统', 'Lighting', 'Đèn chiếu sáng', 'Iluminación', 'Beleuchtung', 'Lampu'),
    assemblies: [
      { code: 'HEAD', names: L('前大灯与前转向灯', 'Headlamp & front indicators', 'Đèn pha & xi nhan trước', 'Faro y intermitentes delanteros', 'Scheinwerfer & Blinker vorne', 'Lampu depan & sein depan'), recipe: [r('headlamp'), r('indicator', 'FL'), r('indicator', 'FR'), r('flasher')], fillers: BODY },
      { code: 'TAIL', names: L('尾灯与后转向灯', 'Tail lamp & rear indicators', 'Đèn hậu & xi nhan sau', 'Piloto y intermitentes traseros', 'Rücklicht & Blinker hinten', 'Lampu belakang & sein belakang'), recipe: [r('tail-lamp'), r('indicator', 'RL'), r('indicator', 'RR'), r('plate-lamp')], fillers: BODY },
    ],
  },
  {
    code: 'INS', names: L('仪表与操控', 'Instruments & Controls', 'Đồng hồ & điều khiển', 'Instrumentos y mandos', 'Instrumente & Bedienelemente', 'Instrumen & kontrol'),
    assemblies: [
      { code: 'DSP', names: L('仪表', 'Instrument display', 'Đồng hồ', 'Cuadro de instrumentos', 'Instrumententafel', 'Panel instrumen'), recipe: [r('display'), r('speed-sensor'), r('usb'), r('nfc', undefined, 1, ['NFC'])], fillers: BODY },
      { code: 'HBR', names: L('车把操控件', 'Handlebar controls', 'Điều khiển tay lái', 'Mandos del manillar', 'Lenkerarmaturen', 'Kontrol setang'), recipe: [r('handlebar'), r('thumb-throttle'), r('twist-throttle'), r('bar-switch', 'L'), r('bar-switch', 'R'), r('grips'), r('mirror', 'L'), r('mirror', 'R'), r('ignition')], fillers: BOLTS },
    ],
  },
  {
    code: 'FST', names: L('紧固件', 'Fasteners', 'Chi tiết kẹp chặt', 'Tornillería', 'Befestigungselemente', 'Pengencang'),
    assemblies: [
      { code: 'FRM', names: L('车架紧固件', 'Frame fasteners', 'Bu lông khung', 'Tornillería del bastidor', 'Rahmenverschraubung', 'Baut rangka'), recipe: [r('hex-bolt', undefined, 4), r('flange-nut', undefined, 4), r('lock-nut', undefined, 2)], fillers: BOLTS },
      { code: 'BODY', names: L('车身紧固件', 'Body fasteners', 'Vít thân xe', 'Tornillería de carrocería', 'Karosserieverschraubung', 'Baut bodi'), recipe: [r('tapping-screw', undefined, 12), r('clip', undefined, 10)], fillers: BODY },
    ],
  },
];
