import type { TLocalizedText } from '@portal/contract';
import { L, type LineDef, type ModelDef, type SeriesDef } from './models.js';
import { PACKS, factSheetOf, factSpec } from './fact-sheets.js';
import partTexts from './part-texts.json';

/** A qualifier of a part name: a prefix in Chinese (前, 左) or a suffix in brackets (烧结). */
export interface Qual { text: TLocalizedText; zh: 'pre' | 'suf' }
const q = (zh: string, en: string, vi: string, es: string, de: string, id: string, pos: 'pre' | 'suf' = 'suf'): Qual => ({ text: L(zh, en, vi, es, de, id), zh: pos });

export const Q = {
  front: q('前', 'front', 'trước', 'delantero', 'vorne', 'depan', 'pre'),
  rear: q('后', 'rear', 'sau', 'trasero', 'hinten', 'belakang', 'pre'),
  left: q('左', 'left', 'trái', 'izquierdo', 'links', 'kiri', 'pre'),
  right: q('右', 'right', 'phải', 'derecho', 'rechts', 'kanan', 'pre'),
  frontLeft: q('左前', 'front left', 'trước trái', 'delantero izquierdo', 'vorne links', 'depan kiri', 'pre'),
  frontRight: q('右前', 'front right', 'trước phải', 'delantero derecho', 'vorne rechts', 'depan kanan', 'pre'),
  rearLeft: q('左后', 'rear left', 'sau trái', 'trasero izquierdo', 'hinten links', 'belakang kiri', 'pre'),
  rearRight: q('右后', 'rear right', 'sau phải', 'trasero derecho', 'hinten rechts', 'belakang kanan', 'pre'),
  sintered: q('烧结', 'sintered', 'thiêu kết', 'sinterizado', 'gesintert', 'sinter'),
  organic: q('有机', 'organic', 'hữu cơ', 'orgánico', 'organisch', 'organik'),
  semiMetal: q('半金属', 'semi-metallic', 'bán kim loại', 'semimetálico', 'teilmetallisch', 'semi-metalik'),
  mech: q('机械式', 'mechanical', 'cơ', 'mecánico', 'mechanisch', 'mekanis'),
  hyd2: q('双活塞液压', '2-piston hydraulic', 'thủy lực 2 piston', 'hidráulico de 2 pistones', 'hydraulisch, 2 Kolben', 'hidrolik 2 piston'),
  hyd4: q('四活塞径向液压', '4-piston radial hydraulic', 'thủy lực 4 piston xuyên tâm', 'radial hidráulico de 4 pistones', 'radial, hydraulisch, 4 Kolben', 'hidrolik radial 4 piston'),
  hydraulic: q('液压', 'hydraulic', 'thủy lực', 'hidráulico', 'hydraulisch', 'hidrolik'),
  spring: q('弹簧', 'spring', 'lò xo', 'de muelle', 'Stahlfeder', 'pegas'),
  usd: q('倒置式', 'upside-down', 'phuộc ngược (USD)', 'invertida', 'Upside-Down', 'upside down'),
  tubeless: q('真空胎', 'tubeless', 'không săm', 'sin cámara', 'schlauchlos', 'tubeless'),
  tubeType: q('有内胎', 'tube type', 'có săm', 'con cámara', 'mit Schlauch', 'pakai ban dalam'),
  solid: q('实心', 'solid', 'đặc', 'macizo', 'Vollgummi', 'pejal'),
  aluminium: q('铝合金', 'aluminium', 'hợp kim nhôm', 'aluminio', 'Aluminium', 'aluminium'),
  round: q('圆形', 'round', 'tròn', 'redondo', 'rund', 'bulat'),
  rect: q('方形', 'rectangular', 'chữ nhật', 'rectangular', 'eckig', 'kotak'),
  barEnd: q('把端式', 'bar-end', 'gắn đầu ghi đông', 'de puño', 'Lenkerende', 'bar-end'),
  cruise: q('带定速巡航', 'with cruise control', 'có ga tự động', 'con control de crucero', 'mit Tempomat', 'dengan cruise control'),
  galv: q('镀锌', 'zinc-plated', 'mạ kẽm', 'galvanizado', 'verzinkt', 'galvanis'),
  stainless: q('不锈钢', 'stainless steel', 'inox', 'acero inoxidable', 'Edelstahl', 'baja tahan karat'),
  air: q('气压', 'air', 'khí nén', 'neumático', 'Luftfeder', 'angin'),
  oilSpring: q('油压弹簧', 'oil-spring', 'dầu-lò xo', 'aceite y muelle', 'Öl-Feder', 'oli-pegas'),
};

/** One choice of an axis of a part type (a size, a side, a compound). */
export interface AxisValue { code: string; qual?: Qual; tech?: string; props?: Record<string, string>; p?: number }
export interface Spec { code: string; quals: Qual[]; tech: string[]; props: Record<string, string>; p: number }

/** The cross product of the axes: every combination is a spec with its own part-code segment. */
export function cross(...axes: AxisValue[][]): Spec[] {
  let out: Spec[] = [{ code: '', quals: [], tech: [], props: {}, p: 0 }];
  for (const axis of axes) {
    out = out.flatMap((s) => axis.map((v) => ({
      code: [s.code, v.code].filter(Boolean).join('-'),
      quals: v.qual ? [...s.quals, v.qual] : s.quals,
      tech: v.tech ? [...s.tech, v.tech] : s.tech,
      props: { ...s.props, ...v.props },
      p: s.p + (v.p ?? 0),
    })));
  }
  return out;
}
const vals = (codes: string[], f: (c: string) => Omit<AxisValue, 'code'> = (c) => ({ tech: c })): AxisValue[] => codes.map((c) => ({ code: c.replace(/[^A-Za-z0-9.]/g, '').toUpperCase(), ...f(c) }));
const POS: AxisValue[] = [{ code: 'F', qual: Q.front }, { code: 'R', qual: Q.rear }];
const SIDE: AxisValue[] = [{ code: 'L', qual: Q.left }, { code: 'R', qual: Q.right }];

/** The shape an exploded drawing and a product photo draw for a part. */
export type Shape =
  | 'pack' | 'cell' | 'pcb' | 'box' | 'finbox' | 'charger' | 'motor' | 'disc' | 'caliper' | 'pad' | 'lever' | 'cable'
  | 'connector' | 'tyre' | 'rim' | 'bearing' | 'fork' | 'shock' | 'frame' | 'panel' | 'seat' | 'mirror' | 'lamp'
  | 'display' | 'switch' | 'grip' | 'bolt' | 'nut' | 'washer' | 'screw' | 'clip' | 'pin' | 'sensor' | 'belt' | 'pulley'
  | 'lock' | 'deck' | 'bottle' | 'stand' | 'handlebar' | 'horn' | 'fuse';

export type Material = keyof typeof MATERIALS;
/** What a part is made of, and what its handling calls for: texts in six languages (part-texts.json). */
export const MATERIALS = partTexts.materials;

export type Remark = keyof typeof REMARKS;
export const REMARKS = partTexts.remarks;

export interface FitContext { line: LineDef; series: SeriesDef; model: ModelDef; pos?: string }

export interface PartType {
  key: string;
  /** First segment of the part code, unique among types. */
  prefix: string;
  category: string;
  names: TLocalizedText;
  specs: Spec[];
  unit?: 'PCS' | 'SET' | 'M' | 'L';
  /** Base reference price in RMB; a spec's p is added. */
  price: number;
  /** Share of the part-number space. */
  weight: number;
  shape: Shape;
  material: Material;
  /** Picked from a small pool so the same parts appear in many partlists (fasteners, lamps). */
  shared?: boolean;
  electronic?: boolean;
  torque?: (spec: Spec) => string;
  remark?: Remark;
  /** The spec code a model uses, or undefined when the model has no such part. */
  fit?: (c: FitContext) => string | undefined;
  minSales?: (spec: Spec) => number;
  /** Serial-numbered on the vehicle. */
  serial?: 'BATTERY_PACK' | 'MOTOR' | 'CONTROLLER';
  props?: Record<string, string>;
}

const t = (zh: string, en: string, vi: string, es: string, de: string, id: string) => L(zh, en, vi, es, de, id);

// One battery-pack spec per pack design: its properties are the design's own (fact-sheets.ts).
const batterySpecs = PACKS.map((d) => ({
  code: d.spec, tech: `${d.volts}V ${d.ah}Ah`, p: Math.round(d.energyWh * 1.6),
  props: { 'Nominal voltage': `${d.volts} V`, Capacity: `${d.ah} Ah`, Energy: `${d.energyWh} Wh`, Configuration: `${d.s}S${d.p}P`, 'Cell count': String(d.cells), 'Cell type': `${d.cell.format} ${d.cell.chemistry}, ${d.cell.ah.toFixed(1)} Ah`, Weight: `${d.weightKg.toFixed(1)} kg` },
}));
const VOLTS = [36, 48, 60, 72, 96];
const bolts = (ds: number[], ls: number[]) => ds.flatMap((d) => ls.filter((l) => l >= d * 1.5 && l <= d * 7).map((l) => ({ code: `M${d}X${l}`, tech: `M${d}×${l}`, p: d * l * 0.004, props: { Thread: `M${d}×${d <= 6 ? (d === 5 ? '0.8' : '1.0') : d === 8 ? '1.25' : '1.5'}`, Length: `${l} mm`, 'Property class': '8.8' } })));
const TORQUE: Record<number, number> = { 4: 3, 5: 6, 6: 10, 8: 25, 10: 45, 12: 80, 14: 110, 16: 140, 20: 180 };
const threadTorque = (s: Spec) => { const d = Number(/M(\d+)/.exec(s.code)?.[1] ?? 0); return TORQUE[d] ? `${TORQUE[d]} N·m` : ''; };
const smallFastener = (s: Spec) => (/^M[456]\b|^M[456]X|ST/.test(s.code) ? 50 : 10);
/** The spec the model's fact sheet names for a part type (battery, motor, controller, brakes …). */
const fromSheet = (type: string) => (c: FitContext) => factSpec(factSheetOf(c.model.code), type, c.pos);
const tyreSize = (c: FitContext) => (c.pos === 'F' ? c.series.wheelF : c.series.wheelR).replace(/[^A-Za-z0-9.]/g, '').toUpperCase();
const seriesCodes = ['S1', 'S2', 'S3', 'M3', 'M5', 'CG', 'TR', 'TX', 'TE'];
const bySeries = (c: FitContext) => c.series.code;
const notScooter = (f: (c: FitContext) => string | undefined) => (c: FitContext) => (c.line.code === 'SCT' ? undefined : f(c));
const onlyScooter = (f: (c: FitContext) => string | undefined) => (c: FitContext) => (c.line.code === 'SCT' ? f(c) : undefined);

export const PART_TYPES: PartType[] = [
  // Battery & charging
  { key: 'battery-pack', prefix: 'BP', category: 'BATTERY', names: t('锂电池组', 'Battery pack', 'Bộ pin lithium', 'Batería de litio', 'Lithium-Akkupack', 'Paket baterai lithium'), specs: cross(batterySpecs), price: 1500, weight: 4, shape: 'pack', material: 'battery', electronic: true, remark: 'dangerous', fit: fromSheet('battery-pack'), serial: 'BATTERY_PACK' },
  { key: 'cell', prefix: 'CE', category: 'CELL', names: t('锂离子电芯', 'Li-ion cell', 'Cell pin Li-ion', 'Celda de iones de litio', 'Li-Ionen-Zelle', 'Sel Li-ion'), specs: cross(vals(['21700 5.0Ah', '21700 4.0Ah', '18650 3.5Ah', '18650 2.6Ah'])), price: 24, weight: 1, shape: 'cell', material: 'battery', electronic: true, remark: 'dangerous', fit: fromSheet('cell') },
  { key: 'battery-casing', prefix: 'BX', category: 'BATTERY', names: t('电池外壳', 'Battery casing', 'Vỏ hộp pin', 'Carcasa de batería', 'Akkugehäuse', 'Casing baterai'), specs: cross(vals(['330×120×80 mm', '380×180×110 mm', '420×220×150 mm', '520×260×180 mm'])), price: 160, weight: 1, shape: 'box', material: 'abs', fit: (c) => ['330120X80MM', '380180X110MM', '420220X150MM', '520260X180MM'][c.line.code === 'SCT' ? 0 : c.model.volts < 72 ? 1 : c.model.volts < 96 ? 2 : 3].replace('X', '') },
  { key: 'bms', prefix: 'BMS', category: 'BMS', names: t('电池管理系统（BMS）板', 'Battery management board (BMS)', 'Bo mạch quản lý pin (BMS)', 'Placa de gestión de batería (BMS)', 'Batteriemanagement-Platine (BMS)', 'Papan manajemen baterai (BMS)'), specs: cross([10, 13, 16, 20, 26].map((s) => ({ code: `${s}S`, tech: `${s}S`, props: { 'Cells in series': String(s) } })), [30, 40, 60, 100].map((a) => ({ code: `${a}A`, tech: `${a}A`, p: a * 2, props: { 'Continuous current': `${a} A` } }))), price: 120, weight: 2, shape: 'pcb', material: 'pcb', electronic: true, remark: 'esd', fit: fromSheet('bms') },
  { key: 'balance-harness', prefix: 'BW', category: 'CABLE', names: t('电池均衡线束', 'Battery balance wiring harness', 'Bó dây cân bằng pin', 'Mazo de cables de equilibrado', 'Balancer-Kabelbaum', 'Harness kabel balancing baterai'), specs: cross([10, 13, 16, 20, 26].map((s) => ({ code: `${s}S`, tech: `${s}S` }))), price: 35, weight: 1, shape: 'cable', material: 'copper', fit: fromSheet('balance-harness') },
  { key: 'charger', prefix: 'CH', category: 'CHARGER', names: t('充电器', 'Charger', 'Bộ sạc', 'Cargador', 'Ladegerät', 'Pengisi daya'), specs: cross(VOLTS.map((v) => ({ code: `${v}V`, tech: `${v}V`, p: v * 2, props: { 'Output voltage': `${v} V nominal` } })), [2, 3, 5, 8].map((a) => ({ code: `${a}A`, tech: `${a}A`, p: a * 40, props: { 'Charge current': `${a} A`, Input: '100–240 V AC, 50/60 Hz' } }))), price: 90, weight: 2, shape: 'charger', material: 'aluHousing', electronic: true, fit: fromSheet('charger') },
  { key: 'charging-port', prefix: 'CP', category: 'CONNECTOR', names: t('充电口', 'Charging port', 'Cổng sạc', 'Puerto de carga', 'Ladebuchse', 'Port pengisian'), specs: cross(vals(['DC 5.5×2.1', 'GX16-3P', 'XLR-3P', 'SB50'])), price: 28, weight: 1, shape: 'connector', material: 'nylon', fit: fromSheet('charging-port') },
  { key: 'battery-connector', prefix: 'AC', category: 'CONNECTOR', names: t('电池主连接器', 'Battery main connector', 'Đầu nối pin chính', 'Conector principal de batería', 'Akku-Hauptstecker', 'Konektor utama baterai'), specs: cross(vals(['XT60', 'XT90', 'AS150', 'SB120'])), price: 12, weight: 1, shape: 'connector', material: 'nylon', fit: fromSheet('battery-connector') },
  { key: 'battery-lock', prefix: 'LK', category: 'LOCK', names: t('电池锁', 'Battery lock', 'Khóa pin', 'Cerradura de batería', 'Akkuschloss', 'Kunci baterai'), specs: cross(vals(['K1', 'K2', 'K3'], () => ({}))), price: 38, weight: 1, shape: 'lock', material: 'steel88', fit: fromSheet('battery-lock') },
  { key: 'fuse', prefix: 'FU', category: 'FUSE', names: t('保险丝', 'Fuse', 'Cầu chì', 'Fusible', 'Sicherung', 'Sekring'), specs: cross(vals(['5A', '10A', '15A', '30A', '40A', '60A'])), price: 1.5, weight: 1, shape: 'fuse', material: 'copper', shared: true, minSales: () => 10, fit: fromSheet('fuse') },
  // Drive motor
  { key: 'hub-motor', prefix: 'HM', category: 'MOTOR', names: t('轮毂电机', 'Hub motor', 'Động cơ trục bánh (hub)', 'Motor de buje', 'Radnabenmotor', 'Motor hub'), specs: cross([350, 500, 800, 1200, 2000, 3000, 5000].map((w) => ({ code: `${w}W`, tech: `${w}W`, p: w * 0.55, props: { 'Rated power': `${w} W`, 'Peak power': `${Math.round(w * 1.8)} W` } })), POS), price: 600, weight: 3, shape: 'motor', material: 'motor', serial: 'MOTOR', fit: fromSheet('hub-motor') },
  { key: 'mid-motor', prefix: 'MD', category: 'MOTOR', names: t('中置电机', 'Mid-drive motor', 'Động cơ đặt giữa', 'Motor central', 'Mittelmotor', 'Motor mid-drive'), specs: cross([5000, 8000, 11000, 15000].map((w) => ({ code: `${w / 1000}KW`, tech: `${w / 1000} kW`, p: w * 0.3, props: { 'Rated power': `${w / 1000} kW`, 'Peak power': `${(w * 2.2) / 1000} kW`, Cooling: 'Air, finned housing' } }))), price: 1800, weight: 1, shape: 'motor', material: 'motor', serial: 'MOTOR', fit: fromSheet('mid-motor') },
  { key: 'hall-sensor', prefix: 'HS', category: 'SENSOR', names: t('霍尔传感器板', 'Hall sensor board', 'Bo mạch cảm biến Hall', 'Placa de sensores Hall', 'Hall-Sensorplatine', 'Papan sensor Hall'), specs: cross(vals(['120°', '60°'], (c) => ({ tech: c, props: { 'Phase angle': c } }))), price: 45, weight: 1, shape: 'pcb', material: 'pcb', electronic: true, shared: true },
  { key: 'motor-temp', prefix: 'TP', category: 'SENSOR', names: t('电机温度传感器', 'Motor temperature sensor', 'Cảm biến nhiệt độ động cơ', 'Sensor de temperatura del motor', 'Motortemperatursensor', 'Sensor suhu motor'), specs: cross(vals(['NTC 10K', 'KTY84-130'])), price: 22, weight: 1, shape: 'sensor', material: 'copper', shared: true },
  { key: 'phase-cable', prefix: 'PC', category: 'CABLE', names: t('电机相线', 'Motor phase cable', 'Dây pha động cơ', 'Cable de fase del motor', 'Motor-Phasenkabel', 'Kabel fase motor'), specs: cross(vals(['0.6 m', '0.8 m', '1.2 m']), vals(['4 mm²', '10 mm²', '16 mm²'], (c) => ({ tech: c, props: { 'Cross-section': c } }))), price: 30, weight: 1, shape: 'cable', material: 'copper', fit: (c) => `${c.line.code === 'SCT' ? '0.6M' : c.line.code === 'MOP' ? '0.8M' : '1.2M'}-${c.line.code === 'SCT' ? '4MM' : c.line.code === 'MOP' ? '10MM' : '16MM'}` },
  { key: 'drive-belt', prefix: 'DB', category: 'BELT', names: t('传动皮带', 'Drive belt', 'Dây curoa truyền động', 'Correa de transmisión', 'Antriebsriemen', 'Sabuk penggerak'), specs: cross(vals(['14M-1190-20', '14M-1260-24', '11M-1225-30'])), price: 260, weight: 1, shape: 'belt', material: 'belt', fit: (c) => (c.model.drive === 'MID' ? (c.series.code === 'TE' ? '14M126024' : '14M119020') : undefined) },
  { key: 'belt-pulley', prefix: 'PL', category: 'DRIVE', names: t('皮带轮', 'Belt pulley', 'Puly dây curoa', 'Polea de correa', 'Riemenscheibe', 'Puli sabuk'), specs: cross(vals(['30T', '32T', '68T', '72T', '80T'])), price: 180, weight: 1, shape: 'pulley', material: 'aluminium', torque: () => '35 N·m', fit: (c) => (c.model.drive === 'MID' ? (c.pos === 'F' ? '30T' : '72T') : undefined) },
  // Controller & electrics
  { key: 'controller', prefix: 'CT', category: 'CONTROLLER', names: t('电机控制器', 'Motor controller', 'Bộ điều khiển động cơ', 'Controlador del motor', 'Motorsteuergerät', 'Kontroler motor'), specs: cross(VOLTS.map((v) => ({ code: `${v}V`, tech: `${v}V`, p: v * 2, props: { 'Rated voltage': `${v} V` } })), [15, 20, 25, 35, 45, 60, 80, 120, 200].map((a) => ({ code: `${a}A`, tech: `${a}A`, p: a * 6, props: { 'Phase current': `${a * 3} A`, 'Battery current': `${a} A`, Communication: 'CAN 2.0B' } }))), price: 150, weight: 4, shape: 'finbox', material: 'aluHousing', electronic: true, remark: 'firmware', serial: 'CONTROLLER', fit: fromSheet('controller') },
  { key: 'dcdc', prefix: 'DC', category: 'DCDC', names: t('DC-DC 转换器', 'DC-DC converter', 'Bộ chuyển đổi DC-DC', 'Convertidor CC-CC', 'DC/DC-Wandler', 'Konverter DC-DC'), specs: cross(VOLTS.map((v) => ({ code: `${v}V`, tech: `${v}V/12V`, props: { 'Input voltage': `${v} V` } })), [{ code: '10A', tech: '10A', props: { Output: '12 V, 10 A' } }, { code: '20A', tech: '20A', p: 60, props: { Output: '12 V, 20 A' } }]), price: 85, weight: 1, shape: 'finbox', material: 'aluHousing', electronic: true, fit: (c) => `${c.model.volts}V-${c.line.code === 'MOT' ? 20 : 10}A` },
  { key: 'main-harness', prefix: 'WH', category: 'CABLE', names: t('整车主线束', 'Main wiring harness', 'Bó dây điện chính', 'Mazo de cables principal', 'Hauptkabelbaum', 'Harness kabel utama'), specs: cross(vals(seriesCodes, () => ({}))), price: 220, weight: 1, shape: 'cable', material: 'copper', fit: bySeries },
  { key: 'relay', prefix: 'RL', category: 'RELAY', names: t('继电器', 'Relay', 'Rơ le', 'Relé', 'Relais', 'Relai'), specs: cross(vals(['12V 40A', '12V 80A', '72V 150A', '96V 200A'])), price: 18, weight: 1, shape: 'switch', material: 'nylon', electronic: true, shared: true, fit: fromSheet('relay') },
  { key: 'fuse-box', prefix: 'FX', category: 'FUSE', names: t('保险丝盒', 'Fuse box', 'Hộp cầu chì', 'Caja de fusibles', 'Sicherungskasten', 'Kotak sekring'), specs: cross(vals(['6-way', '10-way'], (c) => ({ tech: c.replace('-way', '') + '×', props: { Ways: c } }))), price: 26, weight: 1, shape: 'box', material: 'nylon', shared: true },
  { key: 'horn', prefix: 'HN', category: 'HORN', names: t('电喇叭', 'Horn', 'Còi điện', 'Bocina', 'Hupe', 'Klakson'), specs: cross(vals(['12V 105dB', '48V 105dB', '12V 110dB'])), price: 22, weight: 1, shape: 'horn', material: 'steel88', shared: true },
  { key: 'alarm', prefix: 'AL', category: 'ALARM', names: t('防盗报警器', 'Anti-theft alarm', 'Thiết bị chống trộm', 'Alarma antirrobo', 'Diebstahlwarnanlage', 'Alarm anti-maling'), specs: cross(vals(['433 MHz', '4G GPS'])), price: 120, weight: 1, shape: 'box', material: 'pcb', electronic: true, shared: true },
  // Brakes
  { key: 'brake-caliper', prefix: 'BK', category: 'BRAKE_CALIPER', names: t('制动卡钳', 'Brake caliper', 'Cùm phanh', 'Pinza de freno', 'Bremssattel', 'Kaliper rem'), specs: cross(POS, [{ code: 'M', qual: Q.mech, p: 0 }, { code: 'H2', qual: Q.hyd2, p: 160 }, { code: 'H4', qual: Q.hyd4, p: 520 }]), price: 120, weight: 2, shape: 'caliper', material: 'aluminium', torque: () => '25 N·m', remark: 'bleed', fit: fromSheet('brake-caliper') },
  { key: 'brake-disc', prefix: 'BD', category: 'BRAKE_DISC', names: t('制动盘', 'Brake disc', 'Đĩa phanh', 'Disco de freno', 'Bremsscheibe', 'Cakram rem'), specs: cross([120, 140, 160, 180, 220, 240, 260, 300].map((d) => ({ code: `${d}`, tech: `Ø${d} mm`, p: d * 0.5, props: { Diameter: `${d} mm`, Thickness: `${d < 200 ? 3 : d < 260 ? 4 : 5} mm`, 'Minimum thickness': `${d < 200 ? 2.5 : d < 260 ? 3.5 : 4.5} mm` } }))), price: 40, weight: 1, shape: 'disc', material: 'stainlessDisc', torque: () => '9 N·m', remark: 'threadLock', fit: fromSheet('brake-disc') },
  { key: 'brake-pad', prefix: 'PD', category: 'BRAKE_PAD', names: t('刹车片组', 'Brake pad set', 'Bộ má phanh', 'Juego de pastillas de freno', 'Bremsbelagsatz', 'Set kampas rem'), unit: 'SET', specs: cross(POS, [{ code: 'ORG', qual: Q.organic }, { code: 'SM', qual: Q.semiMetal, p: 8 }, { code: 'SIN', qual: Q.sintered, p: 22 }]), price: 36, weight: 2, shape: 'pad', material: 'friction', remark: 'pairs', fit: fromSheet('brake-pad') },
  { key: 'brake-lever', prefix: 'BV', category: 'BRAKE_LEVER', names: t('刹车把手', 'Brake lever', 'Tay phanh', 'Maneta de freno', 'Bremshebel', 'Tuas rem'), specs: cross(SIDE, [{ code: 'M', qual: Q.mech }, { code: 'H', qual: Q.hydraulic, p: 90 }]), price: 45, weight: 1, shape: 'lever', material: 'aluminium', fit: fromSheet('brake-lever') },
  { key: 'brake-hose', prefix: 'BH', category: 'BRAKE_HOSE', names: t('制动油管', 'Brake hose', 'Ống dầu phanh', 'Latiguillo de freno', 'Bremsleitung', 'Selang rem'), specs: cross(POS, vals(['900 mm', '1300 mm'])), price: 48, weight: 1, shape: 'cable', material: 'rubber', torque: () => '20 N·m', remark: 'bleed', fit: fromSheet('brake-hose') },
  { key: 'brake-cable', prefix: 'BC', category: 'CABLE', names: t('刹车拉线', 'Brake cable', 'Dây phanh', 'Cable de freno', 'Bremszug', 'Kabel rem'), specs: cross(POS, vals(['1000 mm', '1600 mm'])), price: 16, weight: 1, shape: 'cable', material: 'steel88', fit: fromSheet('brake-cable') },
  { key: 'brake-switch', prefix: 'BS', category: 'SWITCH', names: t('刹车断电开关', 'Brake cut-off switch', 'Công tắc ngắt điện phanh', 'Interruptor de corte de freno', 'Bremsschalter mit Motorabschaltung', 'Saklar pemutus rem'), specs: cross(vals(['NO', 'NC'], (c) => ({ tech: c, props: { Contact: c === 'NO' ? 'Normally open' : 'Normally closed' } }))), price: 14, weight: 1, shape: 'sensor', material: 'nylon', shared: true },
  { key: 'brake-fluid', prefix: 'BF', category: 'FLUID', unit: 'L', names: t('制动液', 'Brake fluid', 'Dầu phanh', 'Líquido de frenos', 'Bremsflüssigkeit', 'Minyak rem'), specs: cross(vals(['DOT 4', 'DOT 5.1'])), price: 38, weight: 1, shape: 'bottle', material: 'fluid', shared: true },
  // Suspension
  { key: 'front-fork', prefix: 'FK', category: 'SHOCK', names: t('前叉总成', 'Front fork assembly', 'Cụm phuộc trước', 'Horquilla delantera completa', 'Vorderradgabel komplett', 'Garpu depan komplit'), specs: [{ code: 'SP40', quals: [Q.spring], tech: ['40 mm'], props: { Travel: '40 mm' }, p: 0 }, { code: 'SP60', quals: [Q.spring], tech: ['60 mm'], props: { Travel: '60 mm' }, p: 60 }, { code: 'HY90', quals: [Q.hydraulic], tech: ['90 mm'], props: { Travel: '90 mm', 'Fork oil': '10W, 180 ml per leg' }, p: 380 }, { code: 'USD120', quals: [Q.usd], tech: ['120 mm'], props: { Travel: '120 mm', 'Fork oil': '5W, 420 ml per leg' }, p: 1500 }, { code: 'USD250', quals: [Q.usd], tech: ['250 mm'], props: { Travel: '250 mm', 'Fork oil': '5W, 650 ml per leg' }, p: 2600 }], price: 240, weight: 1, shape: 'fork', material: 'aluminium', torque: () => '22 N·m', fit: (c) => c.series.fork },
  { key: 'rear-shock', prefix: 'SA', category: 'SHOCK', names: t('后减震器', 'Rear shock absorber', 'Giảm xóc sau', 'Amortiguador trasero', 'Hinteres Federbein', 'Shock absorber belakang'), specs: cross(vals(['125 mm', '150 mm', '270 mm', '310 mm', '340 mm', '380 mm']), [{ code: 'OS', qual: Q.oilSpring }, { code: 'AIR', qual: Q.air, p: 420 }]), price: 120, weight: 1, shape: 'shock', material: 'steel88', torque: () => '40 N·m', fit: (c) => `${c.series.shock}MM-${c.model.configs.includes('SPORT') || c.model.configs.includes('OFFRD') ? 'AIR' : 'OS'}` },
  { key: 'fork-seal', prefix: 'SK', category: 'SEAL', unit: 'SET', names: t('前叉油封套件', 'Fork seal kit', 'Bộ phớt phuộc', 'Kit de retenes de horquilla', 'Gabeldichtungssatz', 'Kit seal garpu'), specs: cross(vals(['30 mm', '33 mm', '37 mm', '41 mm', '48 mm'])), price: 42, weight: 1, shape: 'washer', material: 'rubber', shared: true },
  { key: 'fork-oil', prefix: 'FO', category: 'FLUID', unit: 'L', names: t('减震油', 'Fork oil', 'Dầu phuộc', 'Aceite de horquilla', 'Gabelöl', 'Oli shock'), specs: cross(vals(['5W', '10W', '15W'])), price: 55, weight: 1, shape: 'bottle', material: 'fluid', shared: true },
  { key: 'swing-arm', prefix: 'SW', category: 'FRAME', names: t('后平叉', 'Swing arm', 'Gắp sau', 'Basculante', 'Schwinge', 'Swing arm'), specs: cross(vals(seriesCodes, () => ({}))), price: 520, weight: 1, shape: 'frame', material: 'aluminium', torque: () => '90 N·m', fit: notScooter(bySeries) },
  { key: 'bearing', prefix: 'BR', category: 'BEARING', names: t('深沟球轴承', 'Ball bearing', 'Vòng bi cầu', 'Rodamiento de bolas', 'Rillenkugellager', 'Bantalan bola (laher)'), specs: cross(vals(['6000-2RS', '6001-2RS', '6201-2RS', '6202-2RS', '6203-2RS', '6204-2RS', '6301-2RS', '6302-2RS'])), price: 9, weight: 1, shape: 'bearing', material: 'bearing', shared: true },
  { key: 'steering-bearing', prefix: 'SB', category: 'BEARING', unit: 'SET', names: t('转向轴承组', 'Steering head bearing set', 'Bộ bạc đạn cổ lái', 'Juego de rodamientos de dirección', 'Lenkkopflager-Satz', 'Set bearing komstir'), specs: cross(vals(['1-1/8 in', '30×47×15', '35×52×16'])), price: 65, weight: 1, shape: 'bearing', material: 'bearing', shared: true },
  // Wheels & tyres
  { key: 'tyre', prefix: 'TY', category: 'TYRE', names: t('轮胎', 'Tyre', 'Lốp xe', 'Neumático', 'Reifen', 'Ban'), specs: cross(vals(['8.5x2', '10x2.5', '3.00-10', '110/70-12', '120/70-12', '110/70-17', '120/70-17', '140/70-17', '160/60-17', '80/100-21', '120/80-18'], (c) => ({ tech: c, p: c.includes('-') ? (c.endsWith('17') || c.endsWith('18') || c.endsWith('21') ? 380 : 160) : 40, props: { Size: c } })), [{ code: 'TL', qual: Q.tubeless }, { code: 'TT', qual: Q.tubeType, p: -10 }]), price: 60, weight: 2, shape: 'tyre', material: 'rubber', fit: (c) => `${tyreSize(c)}-${c.series.code === 'TE' ? 'TT' : 'TL'}` },
  { key: 'inner-tube', prefix: 'IT', category: 'TYRE', names: t('内胎', 'Inner tube', 'Săm (ruột xe)', 'Cámara de aire', 'Schlauch', 'Ban dalam'), specs: cross(vals(['8.5x2', '10x2.5', '80/100-21', '120/80-18'])), price: 25, weight: 1, shape: 'tyre', material: 'rubber', fit: (c) => (c.series.code === 'TE' ? tyreSize(c) : undefined) },
  { key: 'rim', prefix: 'RM', category: 'RIM', names: t('轮辋', 'Rim', 'Vành xe', 'Llanta', 'Felge', 'Pelek'), specs: cross(vals(['8.5x2', '10x2.5', '3.00-10', '110/70-12', '120/70-12', '110/70-17', '120/70-17', '140/70-17', '160/60-17', '80/100-21', '120/80-18'], (c) => ({ tech: `for ${c}`, p: c.includes('-') ? 240 : 60 })), [{ code: 'AL', qual: Q.aluminium }]), price: 90, weight: 1, shape: 'rim', material: 'aluminium', fit: (c) => ((c.pos === 'F' && c.model.drive === 'HUB_F') || (c.pos === 'R' && c.model.drive === 'HUB_R') ? undefined : `${tyreSize(c)}-AL`) },
  { key: 'valve', prefix: 'VS', category: 'TYRE', names: t('气门嘴', 'Tyre valve', 'Van lốp', 'Válvula de neumático', 'Reifenventil', 'Pentil ban'), specs: cross(vals(['TR412', 'TR413', 'TR87 90°'])), price: 4, weight: 1, shape: 'pin', material: 'rubber', shared: true, minSales: () => 10 },
  { key: 'wheel-axle', prefix: 'AX', category: 'AXLE', names: t('车轮轴', 'Wheel axle', 'Trục bánh xe', 'Eje de rueda', 'Radachse', 'As roda'), specs: cross(vals(['M10×150', 'M12×180', 'M14×220', 'M15×240', 'M20×260'])), price: 28, weight: 1, shape: 'bolt', material: 'steel88', shared: true },
  // Frame & body
  { key: 'main-frame', prefix: 'FR', category: 'FRAME', names: t('车架', 'Main frame', 'Khung xe chính', 'Bastidor principal', 'Hauptrahmen', 'Rangka utama'), specs: cross(vals(seriesCodes, () => ({}))), price: 1200, weight: 1, shape: 'frame', material: 'steelFrame', fit: bySeries },
  { key: 'front-fender', prefix: 'FF', category: 'BODY_PANEL', names: t('前挡泥板', 'Front fender', 'Chắn bùn trước', 'Guardabarros delantero', 'Vorderes Schutzblech', 'Spakbor depan'), specs: cross(vals(seriesCodes, () => ({}))), price: 85, weight: 1, shape: 'panel', material: 'plastic', fit: bySeries },
  { key: 'rear-fender', prefix: 'RF', category: 'BODY_PANEL', names: t('后挡泥板', 'Rear fender', 'Chắn bùn sau', 'Guardabarros trasero', 'Hinteres Schutzblech', 'Spakbor belakang'), specs: cross(vals(seriesCodes, () => ({}))), price: 95, weight: 1, shape: 'panel', material: 'plastic', fit: bySeries },
  { key: 'side-panel', prefix: 'SP', category: 'BODY_PANEL', names: t('侧护板', 'Side panel', 'Ốp sườn', 'Panel lateral', 'Seitenverkleidung', 'Panel samping'), specs: cross(vals(seriesCodes, () => ({})), SIDE), price: 160, weight: 1, shape: 'panel', material: 'abs', fit: notScooter((c) => `${c.series.code}-${c.pos}`) },
  { key: 'floor-board', prefix: 'FB', category: 'BODY_PANEL', names: t('脚踏板', 'Floor board', 'Sàn để chân', 'Plataforma reposapiés', 'Trittbrett', 'Dek pijakan'), specs: cross(vals(seriesCodes, () => ({}))), price: 130, weight: 1, shape: 'deck', material: 'plastic', fit: (c) => (c.line.code === 'MOP' ? c.series.code : undefined) },
  { key: 'deck', prefix: 'DK', category: 'FRAME', names: t('滑板车踏板', 'Deck', 'Sàn đứng', 'Plataforma', 'Trittbrett (Deck)', 'Dek'), specs: cross(vals(['S1', 'S2', 'S3'], () => ({}))), price: 210, weight: 1, shape: 'deck', material: 'aluminium', fit: onlyScooter(bySeries) },
  { key: 'grip-tape', prefix: 'GT', category: 'BODY_PANEL', names: t('踏板防滑贴', 'Deck grip tape', 'Miếng dán chống trượt', 'Lija antideslizante', 'Griptape', 'Grip tape dek'), specs: cross(vals(['S1', 'S2', 'S3'], () => ({}))), price: 25, weight: 1, shape: 'panel', material: 'rubber', fit: onlyScooter(bySeries) },
  { key: 'folding-hinge', prefix: 'FH', category: 'FRAME', names: t('折叠机构', 'Folding mechanism', 'Cơ cấu gập', 'Mecanismo de plegado', 'Klappmechanismus', 'Mekanisme lipat'), specs: cross(vals(['S1', 'S2', 'S3'], () => ({}))), price: 140, weight: 1, shape: 'lock', material: 'aluminium', torque: () => '12 N·m', fit: onlyScooter(bySeries) },
  { key: 'stem', prefix: 'ST', category: 'FRAME', names: t('转向立管', 'Steering stem', 'Cọc lái', 'Tubo de dirección', 'Lenksäule', 'Batang kemudi'), specs: cross(vals(['S1', 'S2', 'S3'], () => ({}))), price: 180, weight: 1, shape: 'handlebar', material: 'aluminium', fit: onlyScooter(bySeries) },
  { key: 'side-stand', prefix: 'KS', category: 'FRAME', names: t('边撑', 'Side stand', 'Chân chống nghiêng', 'Caballete lateral', 'Seitenständer', 'Standar samping'), specs: cross(vals(['150 mm', '280 mm', '330 mm'])), price: 35, weight: 1, shape: 'stand', material: 'steelFrame', fit: (c) => (c.line.code === 'SCT' ? '150MM' : c.line.code === 'MOP' ? '280MM' : '330MM') },
  { key: 'seat', prefix: 'SE', category: 'SEAT', names: t('座垫总成', 'Seat assembly', 'Cụm yên xe', 'Asiento completo', 'Sitzbank komplett', 'Jok komplit'), specs: cross(vals(seriesCodes, () => ({}))), price: 260, weight: 1, shape: 'seat', material: 'seat', fit: notScooter(bySeries) },
  { key: 'seat-lock', prefix: 'SL', category: 'LOCK', names: t('座垫锁', 'Seat lock', 'Khóa yên', 'Cerradura del asiento', 'Sitzbankschloss', 'Kunci jok'), specs: cross(vals(['A', 'B'], () => ({}))), price: 32, weight: 1, shape: 'lock', material: 'steel88', shared: true },
  { key: 'rear-rack', prefix: 'RR', category: 'FRAME', names: t('后货架', 'Rear rack', 'Baga sau', 'Portaequipajes trasero', 'Gepäckträger hinten', 'Rak belakang'), specs: cross(vals(['15 kg', '30 kg', '60 kg'], (c) => ({ tech: `${c}`, props: { 'Maximum load': c } }))), price: 150, weight: 1, shape: 'frame', material: 'steelFrame', fit: (c) => (c.line.code === 'SCT' ? '15KG' : c.series.code === 'CG' ? '60KG' : '30KG') },
  { key: 'mirror', prefix: 'MR', category: 'MIRROR', names: t('后视镜', 'Rear-view mirror', 'Gương chiếu hậu', 'Espejo retrovisor', 'Rückspiegel', 'Kaca spion'), specs: cross(SIDE, [{ code: 'RD', qual: Q.round }, { code: 'RC', qual: Q.rect }, { code: 'BE', qual: Q.barEnd, p: 40 }]), price: 35, weight: 1, shape: 'mirror', material: 'abs', remark: 'pairs', fit: notScooter((c) => `${c.pos}-${c.line.code === 'MOT' ? 'BE' : c.series.code === 'M5' ? 'RC' : 'RD'}`) },
  { key: 'handlebar', prefix: 'HB', category: 'FRAME', names: t('车把', 'Handlebar', 'Ghi đông', 'Manillar', 'Lenker', 'Setang'), specs: cross(vals(['22.2 mm', '25.4 mm', '28.6 mm']), vals(['520 mm', '680 mm', '780 mm'])), price: 90, weight: 1, shape: 'handlebar', material: 'aluminium', torque: () => '18 N·m', fit: (c) => (c.line.code === 'SCT' ? '22.2MM-520MM' : c.line.code === 'MOP' ? '22.2MM-680MM' : c.series.code === 'TE' ? '28.6MM-780MM' : '28.6MM-680MM') },
  // Lighting
  { key: 'headlamp', prefix: 'HL', category: 'LAMP', names: t('LED 前大灯', 'LED headlamp', 'Đèn pha LED', 'Faro delantero LED', 'LED-Scheinwerfer', 'Lampu depan LED'), specs: cross(vals(['3W 48V', '12V 15W', '12V 25W', '12V 35W'], (c) => ({ tech: c, props: { Power: c } }))), price: 80, weight: 1, shape: 'lamp', material: 'lamp', fit: (c) => (c.line.code === 'SCT' ? '3W48V' : c.line.code === 'MOP' ? '12V15W' : c.series.code === 'TE' ? '12V25W' : '12V35W') },
  { key: 'tail-lamp', prefix: 'TL', category: 'LAMP', names: t('LED 尾灯', 'LED tail lamp', 'Đèn hậu LED', 'Piloto trasero LED', 'LED-Rücklicht', 'Lampu belakang LED'), specs: cross(vals(['48V', '12V'], (c) => ({ tech: c }))), price: 55, weight: 1, shape: 'lamp', material: 'lamp', shared: true },
  { key: 'indicator', prefix: 'IN', category: 'LAMP', names: t('LED 转向灯', 'LED turn signal lamp', 'Đèn xi nhan LED', 'Intermitente LED', 'LED-Blinker', 'Lampu sein LED'), specs: cross([{ code: 'FL', qual: Q.frontLeft }, { code: 'FR', qual: Q.frontRight }, { code: 'RL', qual: Q.rearLeft }, { code: 'RR', qual: Q.rearRight }], vals(['12V'])), price: 26, weight: 1, shape: 'lamp', material: 'lamp', remark: 'pairs', fit: notScooter((c) => `${c.pos}-12V`) },
  { key: 'plate-lamp', prefix: 'LP', category: 'LAMP', names: t('牌照灯', 'Licence plate lamp', 'Đèn biển số', 'Luz de matrícula', 'Kennzeichenleuchte', 'Lampu plat nomor'), specs: cross(vals(['12V 1W'])), price: 15, weight: 1, shape: 'lamp', material: 'lamp', shared: true },
  { key: 'flasher', prefix: 'FS', category: 'RELAY', names: t('闪光继电器', 'Flasher relay', 'Rơ le chớp', 'Relé de intermitencia', 'Blinkrelais', 'Relai flasher'), specs: cross(vals(['12V 2-pin', '12V 3-pin'])), price: 12, weight: 1, shape: 'switch', material: 'nylon', electronic: true, shared: true },
  // Instruments & controls
  { key: 'display', prefix: 'DP', category: 'DISPLAY', names: t('液晶仪表', 'Instrument display', 'Đồng hồ hiển thị', 'Pantalla de instrumentos', 'Instrumentendisplay', 'Layar instrumen'), specs: cross(vals(['3.5in LCD', '5in TFT', '7in TFT'], (c) => ({ tech: c.replace('in', '″'), p: c.startsWith('7') ? 620 : c.startsWith('5') ? 260 : 0, props: { Screen: c.replace('in', ' inch'), Interface: 'CAN 2.0B' } }))), price: 160, weight: 2, shape: 'display', material: 'pcb', electronic: true, remark: 'firmware', fit: (c) => (c.line.code === 'SCT' ? '3.5INLCD' : c.line.code === 'MOP' ? '5INTFT' : '7INTFT') },
  { key: 'thumb-throttle', prefix: 'TH', category: 'THROTTLE', names: t('指拨加速器', 'Thumb throttle', 'Tay ga ngón cái', 'Acelerador de pulgar', 'Daumengas', 'Throttle jempol'), specs: cross(vals(['36V', '48V'])), price: 38, weight: 1, shape: 'grip', material: 'nylon', fit: onlyScooter((c) => (c.model.volts > 36 ? '48V' : '36V')) },
  { key: 'twist-throttle', prefix: 'TG', category: 'THROTTLE', names: t('转把调速器', 'Twist throttle', 'Tay ga vặn', 'Puño acelerador', 'Drehgasgriff', 'Throttle putar'), specs: cross(vals(['Hall 5V', 'Dual Hall 5V'])), price: 55, weight: 1, shape: 'grip', material: 'nylon', fit: notScooter((c) => (c.line.code === 'MOT' ? 'DUALHALL5V' : 'HALL5V')) },
  { key: 'bar-switch', prefix: 'LS', category: 'SWITCH', names: t('车把组合开关', 'Handlebar switch', 'Cụm công tắc tay lái', 'Conmutador de manillar', 'Lenkerschalter', 'Saklar setang'), specs: cross(SIDE, [{ code: 'B' }, { code: 'CC', qual: Q.cruise, p: 40 }]), price: 48, weight: 1, shape: 'switch', material: 'nylon', fit: notScooter((c) => `${c.pos}-${c.model.configs.includes('PRO') || c.model.configs.includes('SPORT') ? 'CC' : 'B'}`) },
  { key: 'ignition', prefix: 'KY', category: 'SWITCH', names: t('电门锁（含钥匙）', 'Ignition switch with keys', 'Ổ khóa điện kèm chìa', 'Contacto con llaves', 'Zündschloss mit Schlüsseln', 'Kunci kontak dengan anak kunci'), specs: cross(vals(['2 keys', '3 keys'], (c) => ({ tech: c === '2 keys' ? '2×' : '3×' }))), unit: 'SET', price: 65, weight: 1, shape: 'lock', material: 'steel88', shared: true },
  { key: 'nfc', prefix: 'NF', category: 'SWITCH', names: t('NFC 无钥匙启动模块', 'NFC keyless start module', 'Mô-đun khởi động không chìa NFC', 'Módulo de arranque sin llave NFC', 'NFC-Keyless-Startmodul', 'Modul start keyless NFC'), specs: cross(vals(['13.56 MHz'])), price: 150, weight: 1, shape: 'sensor', material: 'pcb', electronic: true, shared: true },
  { key: 'grips', prefix: 'GR', category: 'GRIP', unit: 'SET', names: t('车把套', 'Handlebar grip set', 'Bộ bọc tay nắm', 'Juego de puños', 'Griffgummi-Satz', 'Set hand grip'), specs: cross(vals(['120 mm', '130 mm'])), price: 22, weight: 1, shape: 'grip', material: 'rubber', shared: true },
  { key: 'speed-sensor', prefix: 'SS', category: 'SENSOR', names: t('车速传感器', 'Speed sensor', 'Cảm biến tốc độ', 'Sensor de velocidad', 'Geschwindigkeitssensor', 'Sensor kecepatan'), specs: cross(vals(['Hall', 'Reed'])), price: 28, weight: 1, shape: 'sensor', material: 'nylon', electronic: true, shared: true },
  { key: 'usb', prefix: 'UC', category: 'CONNECTOR', names: t('USB 充电口', 'USB charging socket', 'Ổ sạc USB', 'Toma de carga USB', 'USB-Ladebuchse', 'Soket pengisian USB'), specs: cross(vals(['USB-A 5V 2.1A', 'USB-C PD 18W'])), price: 30, weight: 1, shape: 'connector', material: 'nylon', electronic: true, shared: true },
  // Fasteners
  { key: 'hex-bolt', prefix: 'HX', category: 'FASTENER', names: t('六角法兰螺栓', 'Hex flange bolt', 'Bu lông lục giác có bích', 'Tornillo hexagonal con brida', 'Sechskant-Flanschschraube', 'Baut flens segi enam'), specs: cross(bolts([5, 6, 8, 10, 12], [10, 16, 20, 25, 30, 35, 40, 50, 60, 70])), price: 0.4, weight: 6, shape: 'bolt', material: 'steel88', torque: threadTorque, minSales: smallFastener, shared: true },
  { key: 'socket-screw', prefix: 'SC', category: 'FASTENER', names: t('内六角圆柱头螺钉', 'Socket head cap screw', 'Vít lục giác chìm đầu trụ', 'Tornillo Allen de cabeza cilíndrica', 'Zylinderschraube mit Innensechskant', 'Baut L kepala silinder'), specs: cross(bolts([4, 5, 6, 8, 10], [8, 10, 12, 16, 20, 25, 30, 40])), price: 0.3, weight: 5, shape: 'screw', material: 'steel88', torque: threadTorque, minSales: smallFastener, shared: true },
  { key: 'flange-nut', prefix: 'FN', category: 'FASTENER', names: t('六角法兰螺母', 'Hex flange nut', 'Đai ốc lục giác có bích', 'Tuerca hexagonal con brida', 'Sechskant-Flanschmutter', 'Mur flens segi enam'), specs: cross(vals(['M5', 'M6', 'M8', 'M10', 'M12', 'M14'], (c) => ({ tech: c, props: { Thread: c } }))), price: 0.3, weight: 1, shape: 'nut', material: 'steel88', torque: threadTorque, minSales: smallFastener, shared: true },
  { key: 'lock-nut', prefix: 'LN', category: 'FASTENER', names: t('尼龙锁紧螺母', 'Nylon lock nut', 'Đai ốc khóa nylon', 'Tuerca autoblocante de nailon', 'Sicherungsmutter mit Klemmteil', 'Mur pengunci nilon'), specs: cross(vals(['M5', 'M6', 'M8', 'M10', 'M12', 'M14'], (c) => ({ tech: c, props: { Thread: c } }))), price: 0.4, weight: 1, shape: 'nut', material: 'steel88', torque: threadTorque, minSales: smallFastener, shared: true },
  { key: 'washer', prefix: 'WS', category: 'FASTENER', names: t('平垫圈', 'Flat washer', 'Vòng đệm phẳng', 'Arandela plana', 'Unterlegscheibe', 'Ring datar'), specs: cross(vals(['M5', 'M6', 'M8', 'M10', 'M12', 'M14']), [{ code: 'ZN', qual: Q.galv }, { code: 'SS', qual: Q.stainless, p: 0.2 }]), price: 0.1, weight: 1, shape: 'washer', material: 'steel88', minSales: smallFastener, shared: true },
  { key: 'spring-washer', prefix: 'SR', category: 'FASTENER', names: t('弹簧垫圈', 'Spring washer', 'Vòng đệm vênh', 'Arandela de presión', 'Federring', 'Ring per'), specs: cross(vals(['M5', 'M6', 'M8', 'M10', 'M12'])), price: 0.1, weight: 1, shape: 'washer', material: 'steel88', minSales: smallFastener, shared: true },
  { key: 'tapping-screw', prefix: 'TS', category: 'FASTENER', names: t('十字盘头自攻螺钉', 'Pan head self-tapping screw', 'Vít tự khoan đầu tròn', 'Tornillo autorroscante de cabeza alomada', 'Linsenkopf-Blechschraube', 'Sekrup tapping kepala bulat'), specs: cross(vals(['ST3.5×13', 'ST4.2×16', 'ST4.2×19', 'ST4.8×19', 'ST4.8×25'])), price: 0.1, weight: 1, shape: 'screw', material: 'steel88', minSales: () => 50, shared: true },
  { key: 'clip', prefix: 'CL', category: 'FASTENER', names: t('塑料膨胀卡扣', 'Plastic rivet clip', 'Chốt nhựa nở', 'Remache de plástico', 'Kunststoff-Spreizniet', 'Klip rivet plastik'), specs: cross(vals(['Ø6 mm', 'Ø8 mm'])), price: 0.3, weight: 1, shape: 'clip', material: 'nylon', minSales: () => 50, shared: true },
  { key: 'cotter-pin', prefix: 'PN', category: 'FASTENER', names: t('开口销', 'Cotter pin', 'Chốt chẻ', 'Pasador de aletas', 'Splint', 'Pin belah'), specs: cross(vals(['2×20', '3×25', '4×32'])), price: 0.2, weight: 1, shape: 'pin', material: 'steel88', minSales: () => 50, shared: true },
  { key: 'axle-nut', prefix: 'AN', category: 'FASTENER', names: t('轮轴螺母', 'Axle nut', 'Đai ốc trục bánh', 'Tuerca del eje', 'Achsmutter', 'Mur as roda'), specs: cross(vals(['M12', 'M14', 'M16', 'M20'], (c) => ({ tech: `${c}×1.5`, props: { Thread: `${c}×1.5` } }))), price: 3.5, weight: 1, shape: 'nut', material: 'steel88', torque: threadTorque, minSales: () => 10, shared: true },
  { key: 'cable-tie', prefix: 'TZ', category: 'FASTENER', names: t('尼龙扎带', 'Cable tie', 'Dây rút nhựa', 'Brida para cables', 'Kabelbinder', 'Kabel ties'), specs: cross(vals(['3.6×150', '4.8×200', '4.8×300'])), price: 0.1, weight: 1, shape: 'clip', material: 'nylon', minSales: () => 50, shared: true },
];

/** Composes a part's name from its type, technical data and qualifiers, per language. */
export function partNames(type: PartType, spec: Spec): TLocalizedText {
  const out = {} as TLocalizedText;
  const tech = spec.tech.length ? ` ${spec.tech.join(' ')}` : '';
  for (const lang of Object.keys(type.names) as (keyof TLocalizedText)[]) {
    if (lang === 'zh-CN') {
      const pre = spec.quals.filter((x) => x.zh === 'pre').map((x) => x.text[lang]).join('');
      const suf = spec.quals.filter((x) => x.zh === 'suf').map((x) => x.text[lang]);
      out[lang] = `${pre}${type.names[lang]}${tech}${suf.length ? `（${suf.join('，')}）` : ''}`;
    } else {
      out[lang] = `${type.names[lang]}${tech}${spec.quals.map((x) => `, ${x.text[lang]}`).join('')}`;
    }
  }
  return out;
}
