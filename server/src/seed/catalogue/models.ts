import type { TLocalizedText } from '@portal/contract';
import modelsFile from './models.json';

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

interface ModelRow extends Omit<ModelDef, 'variant' | 'colors'> {
  /** A key of `variants`. */
  variant: string;
  /** A key of `palettes`. */
  colors: string;
}
type SeriesRow = Omit<SeriesDef, 'models'> & { models: ModelRow[] };
interface ModelsFile {
  variants: Record<string, TLocalizedText>;
  palettes: Record<string, string[]>;
  colorNames: Record<string, TLocalizedText>;
  lines: (Omit<LineDef, 'series'> & { series: SeriesRow[] })[];
}

const file = modelsFile as ModelsFile;

/**
 * The model tree: three production lines of three series with four models each (the demo uses
 * three per series). Technical data drive which battery, motor, controller, brakes and tyres a
 * model's BOM rows point at, so a VIN filter yields a consistent vehicle. The rows are data
 * (models.json, a model a line): a variant and a colour palette are named there by their keys.
 */
export const LINES: LineDef[] = file.lines.map((line) => ({
  ...line,
  series: line.series.map((series) => ({
    ...series,
    models: series.models.map((m) => ({ ...m, variant: file.variants[m.variant], colors: file.palettes[m.colors] })),
  })),
}));

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

export const COLOR_NAMES: Record<string, TLocalizedText> = file.colorNames;
