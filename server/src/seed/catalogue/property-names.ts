import type { TLocalizedText } from '@portal/contract';
import type { PartPackaging, PartProperty } from '../../modules/catalogue/index.js';
import { L } from './models.js';

/*
 * The demo parts' technical properties and packaging in six languages, as the catalogue stores
 * its names (issue 20 §4). The generator writes properties under an English key; this gives
 * each key its names and turns the values that are words into six texts. Figures and codes
 * (72 V, M8×1.25, CAN 2.0B) read the same everywhere and stay plain strings.
 */

/** Every property key the part types use: a key without names fails the generator. */
export const PROPERTY_NAMES: Record<string, TLocalizedText> = {
  'Nominal voltage': L('标称电压', 'Nominal voltage', 'Điện áp danh định', 'Tensión nominal', 'Nennspannung', 'Tegangan nominal'),
  Capacity: L('容量', 'Capacity', 'Dung lượng', 'Capacidad', 'Kapazität', 'Kapasitas'),
  Energy: L('能量', 'Energy', 'Năng lượng', 'Energía', 'Energie', 'Energi'),
  Configuration: L('串并联结构', 'Configuration', 'Cấu hình ghép cell', 'Configuración', 'Verschaltung', 'Konfigurasi'),
  'Cell count': L('电芯数量', 'Cell count', 'Số lượng cell', 'Número de celdas', 'Zellenanzahl', 'Jumlah sel'),
  'Cell type': L('电芯类型', 'Cell type', 'Loại cell', 'Tipo de celda', 'Zelltyp', 'Jenis sel'),
  Weight: L('重量', 'Weight', 'Khối lượng', 'Peso', 'Gewicht', 'Berat'),
  Revision: L('版本', 'Revision', 'Phiên bản', 'Revisión', 'Änderungsstand', 'Revisi'),
  Warranty: L('质保期', 'Warranty', 'Bảo hành', 'Garantía', 'Gewährleistung', 'Garansi'),
  Thread: L('螺纹', 'Thread', 'Ren', 'Rosca', 'Gewinde', 'Ulir'),
  Length: L('长度', 'Length', 'Chiều dài', 'Longitud', 'Länge', 'Panjang'),
  'Property class': L('性能等级', 'Property class', 'Cấp bền', 'Clase de resistencia', 'Festigkeitsklasse', 'Kelas kekuatan'),
  'Cells in series': L('串联电芯数', 'Cells in series', 'Số cell nối tiếp', 'Celdas en serie', 'Zellen in Reihe', 'Sel seri'),
  'Continuous current': L('持续电流', 'Continuous current', 'Dòng điện liên tục', 'Corriente continua', 'Dauerstrom', 'Arus kontinu'),
  'Output voltage': L('输出电压', 'Output voltage', 'Điện áp đầu ra', 'Tensión de salida', 'Ausgangsspannung', 'Tegangan keluaran'),
  'Charge current': L('充电电流', 'Charge current', 'Dòng sạc', 'Corriente de carga', 'Ladestrom', 'Arus pengisian'),
  Input: L('输入', 'Input', 'Đầu vào', 'Entrada', 'Eingang', 'Masukan'),
  'Rated power': L('额定功率', 'Rated power', 'Công suất định mức', 'Potencia nominal', 'Nennleistung', 'Daya nominal'),
  'Peak power': L('峰值功率', 'Peak power', 'Công suất đỉnh', 'Potencia máxima', 'Spitzenleistung', 'Daya puncak'),
  Cooling: L('冷却方式', 'Cooling', 'Làm mát', 'Refrigeración', 'Kühlung', 'Pendinginan'),
  'Phase angle': L('相位角', 'Phase angle', 'Góc pha', 'Ángulo de fase', 'Phasenwinkel', 'Sudut fasa'),
  'Cross-section': L('截面积', 'Cross-section', 'Tiết diện', 'Sección', 'Querschnitt', 'Penampang'),
  'Rated voltage': L('额定电压', 'Rated voltage', 'Điện áp định mức', 'Tensión asignada', 'Bemessungsspannung', 'Tegangan pengenal'),
  'Phase current': L('相电流', 'Phase current', 'Dòng pha', 'Corriente de fase', 'Phasenstrom', 'Arus fasa'),
  'Battery current': L('电池电流', 'Battery current', 'Dòng pin', 'Corriente de batería', 'Batteriestrom', 'Arus baterai'),
  Communication: L('通信', 'Communication', 'Giao tiếp', 'Comunicación', 'Kommunikation', 'Komunikasi'),
  'Input voltage': L('输入电压', 'Input voltage', 'Điện áp đầu vào', 'Tensión de entrada', 'Eingangsspannung', 'Tegangan masukan'),
  Output: L('输出', 'Output', 'Đầu ra', 'Salida', 'Ausgang', 'Keluaran'),
  Ways: L('回路数', 'Ways', 'Số mạch', 'Número de circuitos', 'Anzahl Steckplätze', 'Jumlah jalur'),
  Diameter: L('直径', 'Diameter', 'Đường kính', 'Diámetro', 'Durchmesser', 'Diameter'),
  Thickness: L('厚度', 'Thickness', 'Độ dày', 'Espesor', 'Dicke', 'Ketebalan'),
  'Minimum thickness': L('最小厚度', 'Minimum thickness', 'Độ dày tối thiểu', 'Espesor mínimo', 'Mindestdicke', 'Ketebalan minimum'),
  Contact: L('触点形式', 'Contact', 'Tiếp điểm', 'Contacto', 'Kontakt', 'Kontak'),
  Travel: L('行程', 'Travel', 'Hành trình', 'Recorrido', 'Federweg', 'Langkah'),
  'Fork oil': L('前叉油', 'Fork oil', 'Dầu phuộc', 'Aceite de horquilla', 'Gabelöl', 'Oli garpu'),
  Size: L('规格', 'Size', 'Kích cỡ', 'Medida', 'Größe', 'Ukuran'),
  'Maximum load': L('最大载重', 'Maximum load', 'Tải trọng tối đa', 'Carga máxima', 'Maximale Zuladung', 'Beban maksimum'),
  Power: L('功率', 'Power', 'Công suất', 'Potencia', 'Leistung', 'Daya'),
  Screen: L('屏幕', 'Screen', 'Màn hình', 'Pantalla', 'Bildschirm', 'Layar'),
  Interface: L('接口', 'Interface', 'Giao diện', 'Interfaz', 'Schnittstelle', 'Antarmuka'),
};

/** Values that are words, exactly. */
const WORDS: Record<string, TLocalizedText> = {
  'Normally open': L('常开', 'Normally open', 'Thường mở', 'Normalmente abierto', 'Schließer', 'Normal terbuka'),
  'Normally closed': L('常闭', 'Normally closed', 'Thường đóng', 'Normalmente cerrado', 'Öffner', 'Normal tertutup'),
  'Air, finned housing': L('风冷，带散热片壳体', 'Air, finned housing', 'Làm mát bằng gió, vỏ có cánh tản nhiệt', 'Aire, carcasa con aletas', 'Luft, verripptes Gehäuse', 'Udara, rumah bersirip'),
  // Packaging.
  'UN-certified carton, class 9 label': L('UN 认证纸箱，贴第 9 类危险品标签', 'UN-certified carton, class 9 label', 'Thùng carton đạt chuẩn UN, nhãn hàng nguy hiểm loại 9', 'Caja de cartón homologada UN, etiqueta de clase 9', 'UN-zertifizierter Karton, Gefahrzettel Klasse 9', 'Karton bersertifikat UN, label kelas 9'),
  'Poly bag': L('塑料袋', 'Poly bag', 'Túi nhựa PE', 'Bolsa de plástico', 'PE-Beutel', 'Kantong plastik'),
  'Sealed bottle': L('密封瓶', 'Sealed bottle', 'Chai kín', 'Botella sellada', 'Versiegelte Flasche', 'Botol tersegel'),
  'Carton with foam inserts': L('纸箱加泡沫内衬', 'Carton with foam inserts', 'Thùng carton có mút lót', 'Caja de cartón con espuma', 'Karton mit Schaumstoffeinlagen', 'Karton dengan busa pelindung'),
  'Carton box': L('纸箱', 'Carton box', 'Thùng carton', 'Caja de cartón', 'Karton', 'Kotak karton'),
  'ESD bag': L('防静电袋', 'ESD bag', 'Túi chống tĩnh điện', 'Bolsa antiestática', 'ESD-Beutel', 'Kantong antistatis'),
  'Not required': L('无需', 'Not required', 'Không yêu cầu', 'No requerido', 'Nicht erforderlich', 'Tidak diperlukan'),
  'Not applicable': L('不适用', 'Not applicable', 'Không áp dụng', 'No aplicable', 'Nicht zutreffend', 'Tidak berlaku'),
  '15–25 °C, stored at 40–60% charge': L('15–25 °C，以 40–60% 电量存放', '15–25 °C, stored at 40–60% charge', '15–25 °C, lưu kho ở mức sạc 40–60%', '15–25 °C, almacenada al 40–60 % de carga', '15–25 °C, Lagerung bei 40–60 % Ladung', '15–25 °C, disimpan pada daya 40–60%'),
};

/** Values with a figure in a phrase: the figure is kept, the phrase translated. */
const PHRASES: [RegExp, (...m: string[]) => TLocalizedText][] = [
  [/^(\d+) months$/, (n) => L(`${n} 个月`, `${n} months`, `${n} tháng`, `${n} meses`, `${n} Monate`, `${n} bulan`)],
  [/^([\d.]+) inch( [A-Z]+)?$/, (x, kind = '') => L(`${x} 英寸${kind}`, `${x} inch${kind}`, `${x} inch${kind}`, `${x} pulgadas${kind}`, `${x} Zoll${kind}`, `${x} inci${kind}`)],
  [/^(\d+) V nominal$/, (v) => L(`标称 ${v} V`, `${v} V nominal`, `${v} V danh định`, `${v} V nominales`, `${v} V Nennwert`, `${v} V nominal`)],
  [/^(\d+)W, (\d+) ml per leg$/, (w, ml) => L(`${w}W，每侧 ${ml} ml`, `${w}W, ${ml} ml per leg`, `${w}W, ${ml} ml mỗi ống`, `${w}W, ${ml} ml por barra`, `${w}W, ${ml} ml je Holm`, `${w}W, ${ml} ml per kaki`)],
  [/^(\d+)-way$/, (n) => L(`${n} 路`, `${n}-way`, `${n} mạch`, `${n} vías`, `${n}-fach`, `${n} jalur`)],
];

/** A value in six languages when it has words; otherwise the plain string. */
export function localizedValue(value: string): string | TLocalizedText {
  if (WORDS[value]) return WORDS[value];
  for (const [re, text] of PHRASES) {
    const m = re.exec(value);
    if (m) return text(...m.slice(1));
  }
  return value;
}

/** A part's properties as stored: each key with its six names, each value localized where it has words. */
export function localizedProperties(props: Record<string, string>): Record<string, PartProperty> {
  return Object.fromEntries(Object.entries(props).map(([key, value]) => {
    const names = PROPERTY_NAMES[key];
    if (!names) throw new Error(`property "${key}" has no names in PROPERTY_NAMES`);
    return [key, { names, value: localizedValue(value) }];
  }));
}

export function localizedPackaging(p: Record<keyof PartPackaging, string>): PartPackaging {
  return Object.fromEntries(Object.entries(p).map(([k, v]) => [k, localizedValue(v)])) as unknown as PartPackaging;
}
