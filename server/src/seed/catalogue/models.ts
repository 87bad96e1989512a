import type { TLocalizedText } from '@portal/contract';

/** A text in the order of LANGUAGES: zh-CN, en-US, vi, es, de, id. */
export function L(zh: string, en: string, vi: string, es: string, de: string, id: string): TLocalizedText {
  return { 'zh-CN': zh, 'en-US': en, vi, es, de, id };
}

/** The same text in every language (codes, sizes). */
export const same = (text: string): TLocalizedText => L(text, text, text, text, text, text);

export type LineCode = 'SCT' | 'MOP' | 'MOT';
export type BrakeKind = 'MECH' | '2P' | '4P';

export interface ModelDef {
  code: string;
  /** Positions 4–8 of the VIN: series code and a variant letter pair. */
  vds: string;
  variant: TLocalizedText;
  /** Battery spec, e.g. 72V32 (per pack). */
  volts: number;
  ah: number;
  packs: number;
  motorW: number;
  drive: 'HUB_F' | 'HUB_R' | 'MID';
  controllerA: number;
  chargerA: number;
  configs: string[];
  colors: string[];
  /** How many vehicles of this model relative to the others. */
  popularity: number;
  /** First production day (ISO). */
  launch: string;
  rangeExtender?: boolean;
}

export interface SeriesDef {
  code: string;
  names: TLocalizedText;
  /** Short name used in model names ("S2"). */
  short: string;
  color: string;
  accent: string;
  wheelF: string;
  wheelR: string;
  brakeF: BrakeKind;
  brakeR: BrakeKind;
  discF: number;
  discR: number;
  fork: string;
  shock: string;
  models: ModelDef[];
}

export interface LineDef {
  code: LineCode;
  names: TLocalizedText;
  brand: string;
  /** World manufacturer identifier: the first three VIN characters. */
  wmi: string;
  /** Plant letter, VIN position 11. */
  plant: string;
  color: string;
  series: SeriesDef[];
}

const V = {
  lite: L('轻享版', 'Lite', 'Lite', 'Lite', 'Lite', 'Lite'),
  plus: L('增强版', 'Plus', 'Plus', 'Plus', 'Plus', 'Plus'),
  pro: L('专业版', 'Pro', 'Pro', 'Pro', 'Pro', 'Pro'),
  proDual: L('专业版 双电池', 'Pro Dual Battery', 'Pro Pin Kép', 'Pro Batería Doble', 'Pro Doppelakku', 'Pro Baterai Ganda'),
  fold: L('折叠版', 'Fold', 'Gấp', 'Plegable', 'Falt', 'Lipat'),
  foldPlus: L('折叠增强版', 'Fold Plus', 'Gấp Plus', 'Plegable Plus', 'Falt Plus', 'Lipat Plus'),
  commuter: L('通勤版', 'Commuter', 'Đi làm', 'Commuter', 'Pendler', 'Komuter'),
  std: L('标准版', 'Standard', 'Tiêu chuẩn', 'Estándar', 'Standard', 'Standar'),
  longRange: L('长续航版', 'Long Range', 'Tầm xa', 'Largo Alcance', 'Langstrecke', 'Jarak Jauh'),
  sport: L('运动版', 'Sport', 'Thể thao', 'Sport', 'Sport', 'Sport'),
  delivery: L('外卖配送版', 'Delivery', 'Giao hàng', 'Reparto', 'Lieferung', 'Pengiriman'),
  track: L('赛道版', 'Track', 'Đường đua', 'Circuito', 'Track', 'Sirkuit'),
  rex: L('增程版', 'Range Extender', 'Mở rộng phạm vi', 'Extensor de Autonomía', 'Range Extender', 'Penambah Jarak'),
  adventure: L('探险版', 'Adventure', 'Phiêu lưu', 'Aventura', 'Adventure', 'Petualangan'),
};

const m = (code: string, vds: string, variant: TLocalizedText, d: Omit<ModelDef, 'code' | 'vds' | 'variant'>): ModelDef => ({ code, vds, variant, ...d });
const SC = ['Pearl White', 'Matte Black', 'Titanium Grey', 'Mint Green'];
const MC = ['Pearl White', 'Ocean Blue', 'Cherry Red', 'Matte Black', 'Sand Beige'];
const XC = ['Matte Black', 'Racing Red', 'Titanium Grey', 'Storm Blue'];

/**
 * The model tree: three production lines of three series with four models each (the demo uses
 * three per series). Technical data drive which battery, motor, controller, brakes and tyres a
 * model's BOM rows point at, so a VIN filter yields a consistent vehicle.
 */
export const LINES: LineDef[] = [
  {
    code: 'SCT', brand: 'LUMO', wmi: 'LUM', plant: 'H', color: '#0f8b8d',
    names: L('电动滑板车', 'E-Scooters', 'Xe scooter điện', 'Patinetes eléctricos', 'E-Scooter', 'Skuter listrik'),
    series: [
      {
        code: 'S1', short: 'S1', color: '#0f8b8d', accent: '#f2b134', wheelF: '8.5x2', wheelR: '8.5x2', brakeF: 'MECH', brakeR: 'MECH', discF: 120, discR: 120, fork: 'SP40', shock: '125',
        names: L('城市 S1', 'Urban S1', 'Đô thị S1', 'Urbano S1', 'Urban S1', 'Urban S1'),
        models: [
          m('S1-LITE', 'S1L', V.lite, { volts: 36, ah: 10, packs: 1, motorW: 350, drive: 'HUB_F', controllerA: 15, chargerA: 2, configs: ['STD'], colors: SC, popularity: 5, launch: '2022-02-14' }),
          m('S1-PLUS', 'S1S', V.plus, { volts: 48, ah: 13, packs: 1, motorW: 500, drive: 'HUB_R', controllerA: 20, chargerA: 2, configs: ['STD', 'NFC'], colors: SC, popularity: 4, launch: '2022-09-01' }),
          m('S1-PRO', 'S1P', V.pro, { volts: 48, ah: 15, packs: 1, motorW: 800, drive: 'HUB_R', controllerA: 25, chargerA: 3, configs: ['PRO', 'NFC'], colors: SC, popularity: 3, launch: '2023-05-08' }),
          m('S1-PROD', 'S1D', V.proDual, { volts: 48, ah: 15, packs: 2, motorW: 800, drive: 'HUB_R', controllerA: 25, chargerA: 3, configs: ['DUAL', 'NFC'], colors: SC, popularity: 2, launch: '2024-03-18' }),
        ],
      },
      {
        code: 'S2', short: 'S2', color: '#136f9b', accent: '#f2b134', wheelF: '10x2.5', wheelR: '10x2.5', brakeF: '2P', brakeR: 'MECH', discF: 140, discR: 140, fork: 'SP60', shock: '150',
        names: L('城市 S2', 'Urban S2', 'Đô thị S2', 'Urbano S2', 'Urban S2', 'Urban S2'),
        models: [
          m('S2-LITE', 'S2L', V.lite, { volts: 48, ah: 20, packs: 1, motorW: 800, drive: 'HUB_R', controllerA: 25, chargerA: 3, configs: ['STD'], colors: SC, popularity: 5, launch: '2022-04-11' }),
          m('S2-PRO', 'S2P', V.pro, { volts: 72, ah: 32, packs: 1, motorW: 2000, drive: 'HUB_R', controllerA: 45, chargerA: 5, configs: ['PRO', 'NFC'], colors: SC, popularity: 4, launch: '2023-03-06' }),
          m('S2-DUAL', 'S2D', V.proDual, { volts: 72, ah: 32, packs: 2, motorW: 2000, drive: 'HUB_R', controllerA: 45, chargerA: 5, configs: ['DUAL', 'NFC'], colors: SC, popularity: 2, launch: '2024-01-15' }),
          m('S2-SPORT', 'S2T', V.sport, { volts: 72, ah: 40, packs: 1, motorW: 3000, drive: 'HUB_R', controllerA: 60, chargerA: 5, configs: ['PRO', 'SPORT'], colors: SC, popularity: 2, launch: '2025-02-10' }),
        ],
      },
      {
        code: 'S3', short: 'S3', color: '#3b4a5a', accent: '#5ec2b7', wheelF: '8.5x2', wheelR: '8.5x2', brakeF: 'MECH', brakeR: 'MECH', discF: 120, discR: 120, fork: 'SP40', shock: '125',
        names: L('城市 S3 折叠', 'Urban S3 Fold', 'Đô thị S3 Gấp', 'Urbano S3 Plegable', 'Urban S3 Falt', 'Urban S3 Lipat'),
        models: [
          m('S3-FOLD', 'S3F', V.fold, { volts: 36, ah: 10, packs: 1, motorW: 350, drive: 'HUB_F', controllerA: 15, chargerA: 2, configs: ['STD'], colors: SC, popularity: 4, launch: '2023-06-05' }),
          m('S3-FOLDP', 'S3G', V.foldPlus, { volts: 48, ah: 13, packs: 1, motorW: 500, drive: 'HUB_R', controllerA: 20, chargerA: 2, configs: ['STD', 'NFC'], colors: SC, popularity: 3, launch: '2024-02-19' }),
          m('S3-CMT', 'S3C', V.commuter, { volts: 48, ah: 15, packs: 1, motorW: 500, drive: 'HUB_R', controllerA: 20, chargerA: 3, configs: ['PRO', 'NFC'], colors: SC, popularity: 3, launch: '2024-09-02' }),
          m('S3-CMTD', 'S3D', V.proDual, { volts: 48, ah: 15, packs: 2, motorW: 500, drive: 'HUB_R', controllerA: 20, chargerA: 3, configs: ['DUAL', 'NFC'], colors: SC, popularity: 1, launch: '2025-04-07' }),
        ],
      },
    ],
  },
  {
    code: 'MOP', brand: 'VOLTRA', wmi: 'LVR', plant: 'W', color: '#d1495b',
    names: L('电动轻便摩托车', 'E-Mopeds', 'Xe máy điện', 'Ciclomotores eléctricos', 'Elektro-Mopeds', 'Moped listrik'),
    series: [
      {
        code: 'M3', short: 'M3', color: '#d1495b', accent: '#2e2e38', wheelF: '3.00-10', wheelR: '3.00-10', brakeF: '2P', brakeR: 'MECH', discF: 180, discR: 160, fork: 'HY90', shock: '270',
        names: L('伏特 M3', 'Volt M3', 'Volt M3', 'Volt M3', 'Volt M3', 'Volt M3'),
        models: [
          m('M3-STD', 'M3A', V.std, { volts: 48, ah: 24, packs: 1, motorW: 1200, drive: 'HUB_R', controllerA: 35, chargerA: 5, configs: ['STD'], colors: MC, popularity: 6, launch: '2022-01-10' }),
          m('M3-PLUS', 'M3S', V.plus, { volts: 60, ah: 30, packs: 1, motorW: 2000, drive: 'HUB_R', controllerA: 45, chargerA: 5, configs: ['STD', 'NFC'], colors: MC, popularity: 5, launch: '2022-08-22' }),
          m('M3-LR', 'M3R', V.longRange, { volts: 60, ah: 30, packs: 2, motorW: 2000, drive: 'HUB_R', controllerA: 45, chargerA: 5, configs: ['DUAL', 'NFC'], colors: MC, popularity: 3, launch: '2023-07-03' }),
          m('M3-DLV', 'M3V', V.delivery, { volts: 60, ah: 30, packs: 2, motorW: 2000, drive: 'HUB_R', controllerA: 45, chargerA: 8, configs: ['CARGO', 'DUAL'], colors: MC, popularity: 2, launch: '2024-05-13' }),
        ],
      },
      {
        code: 'M5', short: 'M5', color: '#edae49', accent: '#2e2e38', wheelF: '110/70-12', wheelR: '120/70-12', brakeF: '2P', brakeR: '2P', discF: 220, discR: 180, fork: 'HY90', shock: '310',
        names: L('伏特 M5', 'Volt M5', 'Volt M5', 'Volt M5', 'Volt M5', 'Volt M5'),
        models: [
          m('M5-STD', 'M5A', V.std, { volts: 60, ah: 32, packs: 1, motorW: 2000, drive: 'HUB_R', controllerA: 45, chargerA: 5, configs: ['STD'], colors: MC, popularity: 5, launch: '2022-06-06' }),
          m('M5-PRO', 'M5P', V.pro, { volts: 72, ah: 40, packs: 1, motorW: 3000, drive: 'HUB_R', controllerA: 60, chargerA: 5, configs: ['PRO', 'NFC'], colors: MC, popularity: 4, launch: '2023-02-13' }),
          m('M5-SPORT', 'M5T', V.sport, { volts: 72, ah: 50, packs: 1, motorW: 3000, drive: 'HUB_R', controllerA: 80, chargerA: 8, configs: ['PRO', 'SPORT'], colors: MC, popularity: 3, launch: '2024-04-01' }),
          m('M5-LR', 'M5R', V.longRange, { volts: 72, ah: 40, packs: 2, motorW: 3000, drive: 'HUB_R', controllerA: 60, chargerA: 8, configs: ['DUAL', 'NFC'], colors: MC, popularity: 2, launch: '2025-03-03' }),
        ],
      },
      {
        code: 'CG', short: 'Cargo C', color: '#5b7553', accent: '#f4d35e', wheelF: '3.00-10', wheelR: '3.00-10', brakeF: '2P', brakeR: 'MECH', discF: 180, discR: 160, fork: 'HY90', shock: '310',
        names: L('货运 C', 'Cargo C', 'Chở hàng C', 'Carga C', 'Lasten C', 'Kargo C'),
        models: [
          m('CG-STD', 'CGA', V.std, { volts: 60, ah: 30, packs: 1, motorW: 1200, drive: 'HUB_R', controllerA: 35, chargerA: 5, configs: ['CARGO'], colors: MC, popularity: 4, launch: '2022-11-07' }),
          m('CG-PLUS', 'CGS', V.plus, { volts: 72, ah: 40, packs: 1, motorW: 2000, drive: 'HUB_R', controllerA: 45, chargerA: 5, configs: ['CARGO', 'NFC'], colors: MC, popularity: 3, launch: '2023-09-11' }),
          m('CG-DLV', 'CGD', V.delivery, { volts: 72, ah: 40, packs: 2, motorW: 2000, drive: 'HUB_R', controllerA: 45, chargerA: 8, configs: ['CARGO', 'DUAL'], colors: MC, popularity: 3, launch: '2024-06-17' }),
          m('CG-LR', 'CGR', V.longRange, { volts: 72, ah: 50, packs: 2, motorW: 3000, drive: 'HUB_R', controllerA: 60, chargerA: 8, configs: ['CARGO', 'DUAL'], colors: MC, popularity: 1, launch: '2025-05-05' }),
        ],
      },
    ],
  },
  {
    code: 'MOT', brand: 'RAIDEN', wmi: 'LRD', plant: 'C', color: '#2e2e38',
    names: L('电动摩托车', 'E-Motorcycles', 'Mô tô điện', 'Motocicletas eléctricas', 'Elektromotorräder', 'Sepeda motor listrik'),
    series: [
      {
        code: 'TR', short: 'Thunder R', color: '#c0392b', accent: '#1c1c22', wheelF: '110/70-17', wheelR: '140/70-17', brakeF: '4P', brakeR: '2P', discF: 300, discR: 240, fork: 'USD120', shock: '340',
        names: L('雷霆 R', 'Thunder R', 'Sấm Sét R', 'Trueno R', 'Donner R', 'Guntur R'),
        models: [
          m('TR-STD', 'TRA', V.std, { volts: 72, ah: 50, packs: 1, motorW: 5000, drive: 'HUB_R', controllerA: 120, chargerA: 8, configs: ['STD'], colors: XC, popularity: 4, launch: '2022-05-16' }),
          m('TR-PRO', 'TRP', V.pro, { volts: 96, ah: 60, packs: 1, motorW: 8000, drive: 'MID', controllerA: 200, chargerA: 8, configs: ['PRO', 'NFC'], colors: XC, popularity: 3, launch: '2023-04-10' }),
          m('TR-TRK', 'TRT', V.track, { volts: 96, ah: 60, packs: 1, motorW: 11000, drive: 'MID', controllerA: 200, chargerA: 8, configs: ['SPORT'], colors: XC, popularity: 1, launch: '2024-03-04' }),
          m('TR-LR', 'TRR', V.longRange, { volts: 96, ah: 60, packs: 2, motorW: 8000, drive: 'MID', controllerA: 200, chargerA: 8, configs: ['DUAL', 'NFC'], colors: XC, popularity: 1, launch: '2025-06-02' }),
        ],
      },
      {
        code: 'TX', short: 'Thunder X', color: '#34495e', accent: '#e67e22', wheelF: '120/70-17', wheelR: '160/60-17', brakeF: '4P', brakeR: '2P', discF: 300, discR: 260, fork: 'USD120', shock: '380',
        names: L('雷霆 X', 'Thunder X', 'Sấm Sét X', 'Trueno X', 'Donner X', 'Guntur X'),
        models: [
          m('TX-STD', 'TXA', V.std, { volts: 96, ah: 60, packs: 1, motorW: 8000, drive: 'MID', controllerA: 200, chargerA: 8, configs: ['STD'], colors: XC, popularity: 3, launch: '2022-10-03' }),
          m('TX-PRO', 'TXP', V.pro, { volts: 96, ah: 80, packs: 1, motorW: 11000, drive: 'MID', controllerA: 200, chargerA: 8, configs: ['PRO', 'NFC'], colors: XC, popularity: 3, launch: '2023-08-14' }),
          m('TX-SPORT', 'TXT', V.sport, { volts: 96, ah: 80, packs: 1, motorW: 15000, drive: 'MID', controllerA: 200, chargerA: 8, configs: ['SPORT', 'NFC'], colors: XC, popularity: 2, launch: '2024-07-08' }),
          m('TX-LR', 'TXR', V.longRange, { volts: 96, ah: 80, packs: 2, motorW: 11000, drive: 'MID', controllerA: 200, chargerA: 8, configs: ['DUAL', 'NFC'], colors: XC, popularity: 1, launch: '2025-07-07' }),
        ],
      },
      {
        code: 'TE', short: 'Trail E', color: '#7a9e3b', accent: '#1c1c22', wheelF: '80/100-21', wheelR: '120/80-18', brakeF: '2P', brakeR: '2P', discF: 260, discR: 220, fork: 'USD250', shock: '380',
        names: L('越野 E', 'Trail E', 'Địa hình E', 'Sendero E', 'Gelände E', 'Trail E'),
        models: [
          m('TE-STD', 'TEA', V.std, { volts: 72, ah: 40, packs: 1, motorW: 5000, drive: 'MID', controllerA: 120, chargerA: 8, configs: ['STD'], colors: XC, popularity: 4, launch: '2022-07-04' }),
          m('TE-RX', 'TEX', V.rex, { volts: 72, ah: 40, packs: 1, motorW: 5000, drive: 'MID', controllerA: 120, chargerA: 8, configs: ['STD', 'REX'], colors: XC, popularity: 2, launch: '2023-10-09', rangeExtender: true }),
          m('TE-ADV', 'TEV', V.adventure, { volts: 96, ah: 60, packs: 1, motorW: 8000, drive: 'MID', controllerA: 200, chargerA: 8, configs: ['PRO', 'OFFRD'], colors: XC, popularity: 2, launch: '2024-05-20' }),
          m('TE-ADVX', 'TEW', V.rex, { volts: 96, ah: 60, packs: 1, motorW: 8000, drive: 'MID', controllerA: 200, chargerA: 8, configs: ['PRO', 'REX'], colors: XC, popularity: 1, launch: '2025-08-04', rangeExtender: true }),
        ],
      },
    ],
  },
];

/** The name of a model in each language: "城市 S2 专业版 72V 32Ah", "S2 Pro 72V 32Ah". */
export function modelNames(series: SeriesDef, model: ModelDef): TLocalizedText {
  const battery = `${model.volts}V ${model.packs > 1 ? `2×${model.ah}` : model.ah}Ah`;
  const out = {} as TLocalizedText;
  for (const lang of Object.keys(model.variant) as (keyof TLocalizedText)[]) {
    const name = lang === 'zh-CN' || lang === 'vi' || lang === 'es' || lang === 'de' ? series.names[lang] : series.short;
    out[lang] = `${name} ${model.variant[lang]} ${battery}`;
  }
  return out;
}

export function batteryCode(model: ModelDef): string {
  return `${model.volts}V${model.ah}`;
}

/** Cells in series for a nominal voltage (NMC, 3.6 V per cell). */
export function cellsInSeries(volts: number): number {
  return ({ 36: 10, 48: 13, 60: 16, 72: 20, 96: 26 } as Record<number, number>)[volts] ?? Math.round(volts / 3.6);
}

export const COLOR_NAMES: Record<string, TLocalizedText> = {
  'Pearl White': L('珍珠白', 'Pearl White', 'Trắng ngọc trai', 'Blanco perla', 'Perlweiß', 'Putih mutiara'),
  'Matte Black': L('哑光黑', 'Matte Black', 'Đen nhám', 'Negro mate', 'Mattschwarz', 'Hitam doff'),
  'Titanium Grey': L('钛灰', 'Titanium Grey', 'Xám titan', 'Gris titanio', 'Titangrau', 'Abu-abu titanium'),
  'Mint Green': L('薄荷绿', 'Mint Green', 'Xanh bạc hà', 'Verde menta', 'Mintgrün', 'Hijau mint'),
  'Ocean Blue': L('海洋蓝', 'Ocean Blue', 'Xanh đại dương', 'Azul océano', 'Ozeanblau', 'Biru samudra'),
  'Cherry Red': L('樱桃红', 'Cherry Red', 'Đỏ anh đào', 'Rojo cereza', 'Kirschrot', 'Merah ceri'),
  'Sand Beige': L('沙丘米', 'Sand Beige', 'Be cát', 'Beige arena', 'Sandbeige', 'Krem pasir'),
  'Racing Red': L('赛道红', 'Racing Red', 'Đỏ đua', 'Rojo racing', 'Rennrot', 'Merah balap'),
  'Storm Blue': L('风暴蓝', 'Storm Blue', 'Xanh bão tố', 'Azul tormenta', 'Sturmblau', 'Biru badai'),
};
