import { type TLocalizedText } from '@portal/contract';
import type { WorkTimeType } from '@portal/contract';
import type { LabourDirectoryEntry } from '../../modules/labour-times/index.js';
import { L, type LineDef, type ModelDef, type SeriesDef } from '../catalogue/models.js';

/*
 * The demo labour-time manual: a directory of systems, areas and position codes, and the common
 * workshop jobs with hours per vehicle class. Hours follow what an e-scooter, e-moped and
 * e-motorcycle workshop books: a scooter's battery sits in the deck behind a few screws, a
 * motorcycle's is a 40 kg pack under the tank; hub motors come out with the wheel, mid-drive
 * motors with the swing arm.
 */

type Entry = [code: string, names: TLocalizedText];

const LEVEL_ONE: Entry[] = [
  ['EL', L('电气系统', 'Electrical system', 'Hệ thống điện', 'Sistema eléctrico', 'Elektrik', 'Sistem kelistrikan')],
  ['PT', L('动力系统', 'Powertrain', 'Hệ truyền động', 'Tren motriz', 'Antrieb', 'Sistem penggerak')],
  ['CH', L('底盘', 'Chassis', 'Khung gầm', 'Chasis', 'Fahrwerk', 'Sasis')],
  ['BD', L('车身', 'Body', 'Thân xe', 'Carrocería', 'Karosserie', 'Bodi')],
  ['SV', L('保养与诊断', 'Service and diagnostics', 'Bảo dưỡng và chẩn đoán', 'Mantenimiento y diagnóstico', 'Wartung und Diagnose', 'Servis dan diagnosis')],
];

const LEVEL_TWO: Entry[] = [
  ['EL01', L('动力电池', 'Traction battery', 'Pin động lực', 'Batería de tracción', 'Traktionsakku', 'Baterai penggerak')],
  ['EL02', L('充电系统', 'Charging', 'Hệ thống sạc', 'Carga', 'Laden', 'Pengisian daya')],
  ['EL03', L('灯光', 'Lighting', 'Chiếu sáng', 'Iluminación', 'Beleuchtung', 'Lampu')],
  ['EL04', L('仪表与操纵', 'Instruments and controls', 'Đồng hồ và điều khiển', 'Instrumentos y mandos', 'Instrumente und Bedienung', 'Instrumen dan kontrol')],
  ['EL05', L('线束', 'Wiring', 'Dây điện', 'Cableado', 'Kabelbaum', 'Perkabelan')],
  ['PT01', L('驱动电机', 'Drive motor', 'Động cơ dẫn động', 'Motor de tracción', 'Antriebsmotor', 'Motor penggerak')],
  ['PT02', L('控制器', 'Controller', 'Bộ điều khiển', 'Controlador', 'Steuergerät', 'Kontroler')],
  ['PT03', L('传动', 'Final drive', 'Truyền động cuối', 'Transmisión final', 'Endantrieb', 'Transmisi akhir')],
  ['CH01', L('制动系统', 'Brakes', 'Phanh', 'Frenos', 'Bremsen', 'Rem')],
  ['CH02', L('车轮与轮胎', 'Wheels and tyres', 'Bánh xe và lốp', 'Ruedas y neumáticos', 'Räder und Reifen', 'Roda dan ban')],
  ['CH03', L('悬挂', 'Suspension', 'Giảm xóc', 'Suspensión', 'Federung', 'Suspensi')],
  ['CH04', L('转向', 'Steering', 'Hệ thống lái', 'Dirección', 'Lenkung', 'Kemudi')],
  ['BD01', L('覆盖件与车架', 'Panels and frame', 'Ốp thân và khung', 'Paneles y bastidor', 'Verkleidung und Rahmen', 'Panel dan rangka')],
  ['BD02', L('座垫与货架', 'Seat and carrier', 'Yên và baga', 'Asiento y portaequipajes', 'Sitzbank und Gepäckträger', 'Jok dan rak')],
  ['SV01', L('定期保养', 'Periodic service', 'Bảo dưỡng định kỳ', 'Mantenimiento periódico', 'Inspektion', 'Servis berkala')],
  ['SV02', L('诊断与软件', 'Diagnostics and software', 'Chẩn đoán và phần mềm', 'Diagnóstico y software', 'Diagnose und Software', 'Diagnosis dan perangkat lunak')],
];

const POSITIONS: Entry[] = [
  ['EL0101', L('电池包', 'Battery pack', 'Bộ pin', 'Paquete de baterías', 'Akkupack', 'Paket baterai')],
  ['EL0102', L('电池管理系统', 'Battery management system', 'Hệ thống quản lý pin', 'Sistema de gestión de batería', 'Batteriemanagement', 'Sistem manajemen baterai')],
  ['EL0201', L('充电口', 'Charging port', 'Cổng sạc', 'Puerto de carga', 'Ladebuchse', 'Port pengisian')],
  ['EL0202', L('充电器与DC-DC', 'Charger and DC-DC converter', 'Bộ sạc và bộ chuyển đổi DC-DC', 'Cargador y convertidor CC-CC', 'Ladegerät und DC/DC-Wandler', 'Pengisi daya dan konverter DC-DC')],
  ['EL0301', L('前大灯', 'Headlamp', 'Đèn pha', 'Faro', 'Scheinwerfer', 'Lampu depan')],
  ['EL0302', L('尾灯', 'Tail lamp', 'Đèn hậu', 'Piloto trasero', 'Rücklicht', 'Lampu belakang')],
  ['EL0303', L('转向灯', 'Turn signals', 'Đèn xi nhan', 'Intermitentes', 'Blinker', 'Lampu sein')],
  ['EL0401', L('仪表', 'Instrument display', 'Đồng hồ hiển thị', 'Pantalla de instrumentos', 'Instrumentendisplay', 'Layar instrumen')],
  ['EL0402', L('车把操纵件', 'Handlebar controls', 'Điều khiển trên tay lái', 'Mandos del manillar', 'Lenkerarmaturen', 'Kontrol setang')],
  ['EL0501', L('主线束', 'Main wiring harness', 'Bó dây điện chính', 'Mazo de cables principal', 'Hauptkabelbaum', 'Harness kabel utama')],
  ['PT0101', L('电机总成', 'Motor assembly', 'Cụm động cơ', 'Conjunto del motor', 'Motorbaugruppe', 'Rakitan motor')],
  ['PT0102', L('电机传感器', 'Motor sensors', 'Cảm biến động cơ', 'Sensores del motor', 'Motorsensoren', 'Sensor motor')],
  ['PT0201', L('电机控制器', 'Motor controller', 'Bộ điều khiển động cơ', 'Controlador del motor', 'Motorsteuergerät', 'Kontroler motor')],
  ['PT0301', L('传动皮带', 'Drive belt', 'Dây curoa truyền động', 'Correa de transmisión', 'Antriebsriemen', 'Sabuk penggerak')],
  ['CH0101', L('前制动', 'Front brake', 'Phanh trước', 'Freno delantero', 'Vorderradbremse', 'Rem depan')],
  ['CH0102', L('后制动', 'Rear brake', 'Phanh sau', 'Freno trasero', 'Hinterradbremse', 'Rem belakang')],
  ['CH0103', L('制动液压系统', 'Brake hydraulics', 'Hệ thống phanh dầu', 'Sistema hidráulico de freno', 'Bremshydraulik', 'Hidrolik rem')],
  ['CH0201', L('前轮', 'Front wheel', 'Bánh trước', 'Rueda delantera', 'Vorderrad', 'Roda depan')],
  ['CH0202', L('后轮', 'Rear wheel', 'Bánh sau', 'Rueda trasera', 'Hinterrad', 'Roda belakang')],
  ['CH0203', L('轮胎修补', 'Tyre repair', 'Sửa lốp', 'Reparación de neumáticos', 'Reifenreparatur', 'Perbaikan ban')],
  ['CH0301', L('前叉', 'Front fork', 'Phuộc trước', 'Horquilla delantera', 'Vorderradgabel', 'Garpu depan')],
  ['CH0302', L('后减震', 'Rear suspension', 'Giảm xóc sau', 'Suspensión trasera', 'Hinterradfederung', 'Suspensi belakang')],
  ['CH0401', L('转向头', 'Steering head', 'Cổ lái', 'Pipa de dirección', 'Lenkkopf', 'Komstir')],
  ['BD0101', L('侧护板', 'Side panels', 'Ốp sườn', 'Paneles laterales', 'Seitenverkleidung', 'Panel samping')],
  ['BD0102', L('折叠机构', 'Folding mechanism', 'Cơ cấu gập', 'Mecanismo de plegado', 'Klappmechanismus', 'Mekanisme lipat')],
  ['BD0201', L('座垫', 'Seat', 'Yên xe', 'Asiento', 'Sitzbank', 'Jok')],
  ['SV0101', L('定期保养项目', 'Scheduled service', 'Hạng mục bảo dưỡng định kỳ', 'Revisiones programadas', 'Planmäßige Wartung', 'Servis terjadwal')],
  ['SV0201', L('故障诊断', 'Fault diagnosis', 'Chẩn đoán lỗi', 'Diagnóstico de averías', 'Fehlerdiagnose', 'Diagnosis gangguan')],
  ['SV0202', L('软件升级', 'Software update', 'Cập nhật phần mềm', 'Actualización de software', 'Software-Update', 'Pembaruan perangkat lunak')],
  ['SV0203', L('高压安全检查', 'High-voltage safety check', 'Kiểm tra an toàn cao áp', 'Control de seguridad de alta tensión', 'Hochvolt-Sicherheitsprüfung', 'Pemeriksaan keselamatan tegangan tinggi')],
];

/** The directory in order: each level two under its level one (its code's first two letters), each position under its level two. */
export const LABOUR_DIRECTORY: LabourDirectoryEntry[] = [
  ...LEVEL_ONE.map(([code, names], sort) => ({ code, level: 1 as const, parentCode: null, names, sort })),
  ...LEVEL_TWO.map(([code, names], sort) => ({ code, level: 2 as const, parentCode: code.slice(0, 2), names, sort })),
  ...POSITIONS.map(([code, names], sort) => ({ code, level: 3 as const, parentCode: code.slice(0, 4), names, sort })),
];

/** What a job needs to know about the vehicle it is for. */
export interface VehicleFacts {
  line: LineDef;
  series: SeriesDef;
  model: ModelDef;
}

/** Hours by class: e-scooter, e-moped, e-motorcycle; null where the job does not exist. */
type ClassHours = [scooter: number | null, moped: number | null, motorcycle: number | null];

export interface JobDef {
  code: string;
  type: WorkTimeType;
  names: TLocalizedText;
  /** Standard hours on this vehicle, or null when the job does not apply to it. */
  hours: (v: VehicleFacts) => number | null;
  /** Code prefixes of the parts the job replaces or touches (matched against the model's BOM). */
  parts: (v: VehicleFacts) => string[];
}

const CLASS: Record<LineDef['code'], 0 | 1 | 2> = { SCT: 0, MOP: 1, MOT: 2 };
const byClass = (h: ClassHours) => (v: VehicleFacts) => h[CLASS[v.line.code]];
const isHub = (v: VehicleFacts) => v.model.drive !== 'MID';
const isHydraulic = (kind: SeriesDef['brakeF']) => kind !== 'MECH';
/** Tyre sizes as part codes spell them: "110/70-12" → "1107012", "10x2.5" → "10X2.5". */
const tyreCode = (size: string) => size.toUpperCase().replace(/[/\- ]/g, '');
const when = (test: (v: VehicleFacts) => boolean, h: (v: VehicleFacts) => number | null) => (v: VehicleFacts) => (test(v) ? h(v) : null);
const plus = (h: (v: VehicleFacts) => number | null, extra: (v: VehicleFacts) => number) => (v: VehicleFacts) => {
  const base = h(v);
  return base === null ? null : base + extra(v);
};
const none = () => [];

/** The common workshop jobs. Codes are position code + a two-digit number. */
export const JOBS: JobDef[] = [
  {
    code: 'EL0101-01', type: 'REMOVE_INSTALL',
    names: L('电池包拆装', 'Battery pack – remove and install', 'Tháo và lắp bộ pin', 'Batería: desmontar y montar', 'Akkupack aus- und einbauen', 'Lepas dan pasang paket baterai'),
    hours: plus(byClass([0.4, 0.6, 1.2]), (v) => (v.model.packs > 1 ? 0.4 : 0)),
    parts: () => ['BP-'],
  },
  {
    code: 'EL0101-02', type: 'REPLACE',
    names: L('更换电池包（含配对与电量检查）', 'Battery pack – replace, incl. pairing and SOC check', 'Thay bộ pin (gồm ghép nối và kiểm tra SOC)', 'Sustituir la batería (incl. emparejamiento y control de SOC)', 'Akkupack ersetzen (inkl. Anlernen und SOC-Prüfung)', 'Ganti paket baterai (termasuk pairing dan cek SOC)'),
    hours: plus(byClass([0.6, 0.9, 1.6]), (v) => (v.model.packs > 1 ? 0.3 : 0)),
    parts: () => ['BP-'],
  },
  {
    code: 'EL0101-03', type: 'INSPECT',
    names: L('电池包容量测试', 'Battery pack – capacity test', 'Kiểm tra dung lượng bộ pin', 'Prueba de capacidad de la batería', 'Kapazitätstest des Akkupacks', 'Uji kapasitas paket baterai'),
    hours: plus(byClass([0.8, 1.0, 1.5]), (v) => (v.model.ah >= 40 ? 0.5 : 0)),
    parts: () => ['BP-'],
  },
  {
    code: 'EL0102-01', type: 'REPLACE',
    names: L('更换电池管理板（BMS）', 'BMS board – replace', 'Thay bo mạch quản lý pin (BMS)', 'Sustituir la placa BMS', 'BMS-Platine ersetzen', 'Ganti papan BMS'),
    hours: byClass([1.2, 1.6, 2.6]),
    parts: () => ['BMS-'],
  },
  {
    code: 'EL0201-01', type: 'REPLACE',
    names: L('更换充电口', 'Charging port – replace', 'Thay cổng sạc', 'Sustituir el puerto de carga', 'Ladebuchse ersetzen', 'Ganti port pengisian'),
    hours: byClass([0.5, 0.7, 0.9]),
    parts: () => ['CP-'],
  },
  {
    code: 'EL0202-01', type: 'DIAGNOSE',
    names: L('充电故障诊断', 'Charging fault – diagnose', 'Chẩn đoán lỗi sạc', 'Diagnosticar una avería de carga', 'Ladefehler diagnostizieren', 'Diagnosis gangguan pengisian'),
    hours: byClass([0.5, 0.6, 0.8]),
    parts: () => ['CH-', 'CP-'],
  },
  {
    code: 'EL0202-02', type: 'REPLACE',
    names: L('更换DC-DC转换器', 'DC-DC converter – replace', 'Thay bộ chuyển đổi DC-DC', 'Sustituir el convertidor CC-CC', 'DC/DC-Wandler ersetzen', 'Ganti konverter DC-DC'),
    hours: byClass([null, 0.7, 0.9]),
    parts: () => ['DC-'],
  },
  {
    code: 'EL0301-01', type: 'REPLACE',
    names: L('更换前大灯', 'Headlamp – replace', 'Thay đèn pha', 'Sustituir el faro', 'Scheinwerfer ersetzen', 'Ganti lampu depan'),
    hours: byClass([0.3, 0.5, 0.7]),
    parts: () => ['HL-'],
  },
  {
    code: 'EL0301-02', type: 'ADJUST',
    names: L('调整前大灯光束', 'Headlamp – adjust the beam', 'Chỉnh góc chiếu đèn pha', 'Ajustar el haz del faro', 'Scheinwerfer einstellen', 'Setel sorot lampu depan'),
    hours: byClass([null, 0.2, 0.3]),
    parts: none,
  },
  {
    code: 'EL0302-01', type: 'REPLACE',
    names: L('更换尾灯', 'Tail lamp – replace', 'Thay đèn hậu', 'Sustituir el piloto trasero', 'Rücklicht ersetzen', 'Ganti lampu belakang'),
    hours: byClass([0.2, 0.3, 0.4]),
    parts: () => ['TL-'],
  },
  {
    code: 'EL0303-01', type: 'REPLACE',
    names: L('更换转向灯（单个）', 'Turn signal lamp – replace one', 'Thay một đèn xi nhan', 'Sustituir un intermitente', 'Einen Blinker ersetzen', 'Ganti satu lampu sein'),
    hours: byClass([null, 0.3, 0.3]),
    parts: () => ['IN-'],
  },
  {
    code: 'EL0401-01', type: 'REPLACE',
    names: L('更换液晶仪表', 'Instrument display – replace', 'Thay đồng hồ hiển thị', 'Sustituir la pantalla de instrumentos', 'Instrumentendisplay ersetzen', 'Ganti layar instrumen'),
    hours: byClass([0.4, 0.6, 0.8]),
    parts: () => ['DP-'],
  },
  {
    code: 'EL0402-01', type: 'REPLACE',
    names: L('更换加速转把', 'Throttle – replace', 'Thay tay ga', 'Sustituir el acelerador', 'Gasgriff ersetzen', 'Ganti throttle'),
    hours: byClass([0.3, 0.4, 0.5]),
    parts: () => ['TH-', 'TG-'],
  },
  {
    code: 'EL0402-02', type: 'REPLACE',
    names: L('更换车把组合开关', 'Handlebar switch – replace', 'Thay cụm công tắc tay lái', 'Sustituir el conmutador del manillar', 'Lenkerschalter ersetzen', 'Ganti saklar setang'),
    hours: byClass([null, 0.4, 0.5]),
    parts: () => ['LS-'],
  },
  {
    code: 'EL0501-01', type: 'REPLACE',
    names: L('更换整车主线束', 'Main wiring harness – replace', 'Thay bó dây điện chính', 'Sustituir el mazo de cables principal', 'Hauptkabelbaum ersetzen', 'Ganti harness kabel utama'),
    hours: byClass([1.8, 3.5, 5.0]),
    parts: () => ['WH-'],
  },
  {
    code: 'PT0101-01', type: 'REMOVE_INSTALL',
    names: L('轮毂电机拆装', 'Hub motor – remove and install', 'Tháo và lắp động cơ trục bánh', 'Motor de buje: desmontar y montar', 'Radnabenmotor aus- und einbauen', 'Lepas dan pasang motor hub'),
    hours: when(isHub, plus(byClass([0.9, 1.4, 1.8]), (v) => (v.model.drive === 'HUB_F' ? -0.2 : 0))),
    parts: () => ['HM-'],
  },
  {
    code: 'PT0101-02', type: 'REMOVE_INSTALL',
    names: L('中置电机拆装', 'Mid-drive motor – remove and install', 'Tháo và lắp động cơ đặt giữa', 'Motor central: desmontar y montar', 'Mittelmotor aus- und einbauen', 'Lepas dan pasang motor mid-drive'),
    hours: when((v) => !isHub(v), plus(byClass([null, null, 3.2]), (v) => (v.model.motorW >= 11000 ? 0.4 : 0))),
    parts: () => ['MD-'],
  },
  {
    code: 'PT0102-01', type: 'REPLACE',
    names: L('更换霍尔传感器板', 'Hall sensor board – replace', 'Thay bo cảm biến Hall', 'Sustituir la placa de sensores Hall', 'Hall-Sensorplatine ersetzen', 'Ganti papan sensor Hall'),
    hours: byClass([1.2, 1.6, 2.4]),
    parts: () => ['HS-'],
  },
  {
    code: 'PT0102-02', type: 'REPLACE',
    names: L('更换电机温度传感器', 'Motor temperature sensor – replace', 'Thay cảm biến nhiệt độ động cơ', 'Sustituir el sensor de temperatura del motor', 'Motortemperatursensor ersetzen', 'Ganti sensor suhu motor'),
    hours: byClass([0.8, 1.0, 1.2]),
    parts: () => ['TP-'],
  },
  {
    code: 'PT0201-01', type: 'REPLACE',
    names: L('更换电机控制器', 'Motor controller – replace', 'Thay bộ điều khiển động cơ', 'Sustituir el controlador del motor', 'Motorsteuergerät ersetzen', 'Ganti kontroler motor'),
    hours: byClass([0.6, 0.9, 1.3]),
    parts: () => ['CT-'],
  },
  {
    code: 'PT0301-01', type: 'REPLACE',
    names: L('更换并张紧传动皮带', 'Drive belt – replace and tension', 'Thay và căng dây curoa', 'Sustituir y tensar la correa', 'Antriebsriemen ersetzen und spannen', 'Ganti dan setel sabuk penggerak'),
    hours: when((v) => !isHub(v), byClass([null, null, 1.4])),
    parts: () => ['DB-'],
  },
  {
    code: 'CH0101-01', type: 'REPLACE',
    names: L('更换前刹车片', 'Front brake pads – replace', 'Thay má phanh trước', 'Sustituir las pastillas delanteras', 'Bremsbeläge vorne ersetzen', 'Ganti kampas rem depan'),
    hours: byClass([0.3, 0.4, 0.5]),
    parts: () => ['PD-F-'],
  },
  {
    code: 'CH0101-02', type: 'REPLACE',
    names: L('更换前制动盘', 'Front brake disc – replace', 'Thay đĩa phanh trước', 'Sustituir el disco delantero', 'Bremsscheibe vorne ersetzen', 'Ganti cakram rem depan'),
    hours: plus(byClass([0.5, 0.8, 0.9]), (v) => (v.model.drive === 'HUB_F' ? 0.3 : 0)),
    parts: (v) => [`BD-${v.series.discF}-`],
  },
  {
    code: 'CH0101-03', type: 'REPLACE',
    names: L('更换前制动卡钳', 'Front brake caliper – replace', 'Thay cùm phanh trước', 'Sustituir la pinza delantera', 'Bremssattel vorne ersetzen', 'Ganti kaliper rem depan'),
    hours: (v) => (isHydraulic(v.series.brakeF) ? byClass([0.6, 0.7, 0.9])(v) : byClass([0.4, 0.5, 0.6])(v)),
    parts: () => ['BK-F-'],
  },
  {
    code: 'CH0102-01', type: 'REPLACE',
    names: L('更换后刹车片', 'Rear brake pads – replace', 'Thay má phanh sau', 'Sustituir las pastillas traseras', 'Bremsbeläge hinten ersetzen', 'Ganti kampas rem belakang'),
    hours: byClass([0.4, 0.5, 0.6]),
    parts: () => ['PD-R-'],
  },
  {
    code: 'CH0102-02', type: 'REPLACE',
    names: L('更换后制动盘', 'Rear brake disc – replace', 'Thay đĩa phanh sau', 'Sustituir el disco trasero', 'Bremsscheibe hinten ersetzen', 'Ganti cakram rem belakang'),
    hours: plus(byClass([0.7, 1.0, 1.0]), (v) => (v.model.drive === 'HUB_R' ? 0.3 : 0)),
    parts: (v) => [`BD-${v.series.discR}-`],
  },
  {
    code: 'CH0102-03', type: 'ADJUST',
    names: L('调整机械刹车拉线', 'Mechanical brake cable – adjust', 'Chỉnh dây phanh cơ', 'Ajustar el cable del freno mecánico', 'Mechanischen Bremszug einstellen', 'Setel kabel rem mekanis'),
    hours: when((v) => !isHydraulic(v.series.brakeF) || !isHydraulic(v.series.brakeR), () => 0.2),
    parts: () => ['BC-'],
  },
  {
    code: 'CH0103-01', type: 'MAINTENANCE',
    names: L('液压制动排气并更换制动液', 'Hydraulic brakes – bleed and change fluid', 'Xả gió phanh dầu và thay dầu phanh', 'Purgar los frenos hidráulicos y cambiar el líquido', 'Hydraulische Bremsen entlüften, Bremsflüssigkeit wechseln', 'Buang angin rem hidrolik dan ganti minyak rem'),
    hours: when(
      (v) => isHydraulic(v.series.brakeF) || isHydraulic(v.series.brakeR),
      (v) => (isHydraulic(v.series.brakeF) && isHydraulic(v.series.brakeR) ? 0.9 : 0.6) + (v.series.brakeF === '4P' ? 0.1 : 0),
    ),
    parts: () => ['BF-'],
  },
  {
    code: 'CH0201-01', type: 'REPLACE',
    names: L('更换前轮胎', 'Front tyre – replace', 'Thay lốp trước', 'Sustituir el neumático delantero', 'Vorderreifen ersetzen', 'Ganti ban depan'),
    hours: plus(byClass([0.6, 0.5, 0.6]), (v) => (v.model.drive === 'HUB_F' ? 0.3 : 0)),
    parts: (v) => [`TY-${tyreCode(v.series.wheelF)}-`, `IT-${tyreCode(v.series.wheelF)}-`],
  },
  {
    code: 'CH0202-01', type: 'REPLACE',
    names: L('更换后轮胎', 'Rear tyre – replace', 'Thay lốp sau', 'Sustituir el neumático trasero', 'Hinterreifen ersetzen', 'Ganti ban belakang'),
    hours: plus(byClass([0.6, 0.6, 0.8]), (v) => (v.model.drive === 'HUB_R' ? 0.3 : 0)),
    parts: (v) => [`TY-${tyreCode(v.series.wheelR)}-`, `IT-${tyreCode(v.series.wheelR)}-`],
  },
  {
    code: 'CH0203-01', type: 'REPAIR',
    names: L('补胎（单个轮胎）', 'Puncture – repair one tyre', 'Vá một lốp', 'Reparar el pinchazo de un neumático', 'Reifenpanne an einem Rad beheben', 'Tambal satu ban'),
    hours: byClass([0.4, 0.5, 0.5]),
    parts: none,
  },
  {
    code: 'CH0301-01', type: 'MAINTENANCE',
    names: L('前叉更换减震油和油封', 'Front fork – change oil and seals', 'Thay dầu và phớt phuộc trước', 'Horquilla: cambiar aceite y retenes', 'Gabelöl und Gabeldichtungen wechseln', 'Ganti oli dan seal garpu depan'),
    hours: byClass([null, 1.4, 1.8]),
    parts: () => ['SK-', 'FO-'],
  },
  {
    code: 'CH0302-01', type: 'REPLACE',
    names: L('更换后减震器', 'Rear shock absorber – replace', 'Thay giảm xóc sau', 'Sustituir el amortiguador trasero', 'Hinteres Federbein ersetzen', 'Ganti shock absorber belakang'),
    hours: byClass([0.4, 0.6, 0.9]),
    parts: () => ['SA-'],
  },
  {
    code: 'CH0401-01', type: 'REPLACE',
    names: L('更换转向轴承', 'Steering head bearings – replace', 'Thay bạc đạn cổ lái', 'Sustituir los rodamientos de dirección', 'Lenkkopflager ersetzen', 'Ganti bearing komstir'),
    hours: byClass([1.0, 1.6, 2.0]),
    parts: () => ['SB-'],
  },
  {
    code: 'BD0101-01', type: 'REMOVE_INSTALL',
    names: L('侧护板拆装', 'Side panels – remove and install', 'Tháo và lắp ốp sườn', 'Paneles laterales: desmontar y montar', 'Seitenverkleidung aus- und einbauen', 'Lepas dan pasang panel samping'),
    hours: byClass([null, 0.4, 0.5]),
    parts: () => ['SP-'],
  },
  {
    code: 'BD0102-01', type: 'REPLACE',
    names: L('更换折叠机构', 'Folding mechanism – replace', 'Thay cơ cấu gập', 'Sustituir el mecanismo de plegado', 'Klappmechanismus ersetzen', 'Ganti mekanisme lipat'),
    hours: byClass([0.6, null, null]),
    parts: () => ['FH-'],
  },
  {
    code: 'BD0201-01', type: 'REPLACE',
    names: L('更换座垫总成', 'Seat assembly – replace', 'Thay cụm yên xe', 'Sustituir el asiento', 'Sitzbank ersetzen', 'Ganti jok'),
    hours: byClass([null, 0.3, 0.3]),
    parts: () => ['SE-'],
  },
  {
    code: 'SV0101-01', type: 'MAINTENANCE',
    names: L('首次保养（1000公里）', 'First service (1,000 km)', 'Bảo dưỡng lần đầu (1.000 km)', 'Primera revisión (1.000 km)', 'Erstinspektion (1.000 km)', 'Servis pertama (1.000 km)'),
    hours: byClass([0.6, 0.9, 1.2]),
    parts: none,
  },
  {
    code: 'SV0101-02', type: 'MAINTENANCE',
    names: L('定期保养（每5000公里）', 'Periodic service (every 5,000 km)', 'Bảo dưỡng định kỳ (mỗi 5.000 km)', 'Revisión periódica (cada 5.000 km)', 'Inspektion (alle 5.000 km)', 'Servis berkala (setiap 5.000 km)'),
    hours: byClass([0.8, 1.2, 1.8]),
    parts: none,
  },
  {
    code: 'SV0201-01', type: 'DIAGNOSE',
    names: L('使用CAN诊断接口进行故障诊断', 'Fault diagnosis with the CAN diagnostic interface', 'Chẩn đoán lỗi bằng giao diện chẩn đoán CAN', 'Diagnóstico de averías con la interfaz CAN', 'Fehlerdiagnose mit der CAN-Diagnoseschnittstelle', 'Diagnosis gangguan dengan antarmuka diagnostik CAN'),
    hours: byClass([0.5, 0.6, 0.8]),
    parts: none,
  },
  {
    code: 'SV0202-01', type: 'MAINTENANCE',
    names: L('固件升级（控制器、BMS、仪表）', 'Firmware update (controller, BMS, display)', 'Cập nhật firmware (bộ điều khiển, BMS, đồng hồ)', 'Actualizar el firmware (controlador, BMS, pantalla)', 'Firmware-Update (Steuergerät, BMS, Display)', 'Pembaruan firmware (kontroler, BMS, layar)'),
    hours: byClass([0.3, 0.4, 0.5]),
    parts: () => ['CT-', 'BMS-', 'DP-'],
  },
  {
    code: 'SV0203-01', type: 'INSPECT',
    names: L('高压绝缘电阻检查', 'High-voltage insulation resistance check', 'Kiểm tra điện trở cách điện cao áp', 'Comprobar la resistencia de aislamiento de alta tensión', 'Isolationswiderstand des Hochvoltsystems prüfen', 'Pemeriksaan tahanan isolasi tegangan tinggi'),
    hours: when((v) => v.model.volts >= 60, byClass([null, 0.5, 0.7])),
    parts: none,
  },
];

const tenth = (h: number) => Math.round(h * 10) / 10;

/** Standard and maintenance hours of a job on a vehicle; maintenance adds preparation and a test ride. */
export function jobHours(job: JobDef, v: VehicleFacts): { standardHours: number; maintenanceHours: number } | null {
  const h = job.hours(v);
  if (h === null) return null;
  const standardHours = tenth(h);
  return { standardHours, maintenanceHours: Math.max(tenth(standardHours * 1.2), tenth(standardHours + 0.1)) };
}
