import { PART_TYPES, type PartType, type Spec } from './part-types.js';
import { type LineDef, type ModelDef, type SeriesDef } from './models.js';
import { dayOf, hash32, isoOf } from './random.js';
import { withVinCheckDigit } from '@portal/contract';

/**
 * Weighted index spaces: part i (or vehicle i) is found from its index alone, and the k-th part
 * of a type (or the j-th vehicle of a model) from (type, k) alone, without any table of rows.
 * A table of L slots repeats; a kind with weight w owns w of the slots.
 */
export class WeightedSpace {
  readonly slots: number[] = [];
  private readonly rank: number[] = [];
  readonly positions: number[][];
  constructor(weights: number[], readonly size: number) {
    this.positions = weights.map(() => []);
    // Spread each kind's slots over the table so neighbouring indices differ in kind.
    const order = weights.flatMap((w, kind) => Array.from({ length: w }, (_, j) => ({ kind, at: (j + 0.5) / w })));
    order.sort((a, b) => a.at - b.at || a.kind - b.kind);
    for (const { kind } of order) {
      this.rank.push(this.positions[kind].length);
      this.positions[kind].push(this.slots.length);
      this.slots.push(kind);
    }
  }
  /** The kind of index i and its ordinal k among that kind. */
  locate(i: number): { kind: number; k: number } {
    const L = this.slots.length;
    const kind = this.slots[i % L];
    return { kind, k: Math.floor(i / L) * this.positions[kind].length + this.rank[i % L] };
  }
  indexOf(kind: number, k: number): number {
    const pos = this.positions[kind];
    return Math.floor(k / pos.length) * this.slots.length + pos[k % pos.length];
  }
  count(kind: number): number {
    const L = this.slots.length;
    const rest = this.size % L;
    return Math.floor(this.size / L) * this.positions[kind].length + this.positions[kind].filter((p) => p < rest).length;
  }
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
/** A0 1 revision suffix: A01…A99, B01…, after Z99 two letters. */
export function revisionSuffix(r: number): string {
  let block = Math.floor(r / 99);
  let letters = '';
  do {
    letters = LETTERS[block % LETTERS.length] + letters;
    block = Math.floor(block / LETTERS.length) - 1;
  } while (block >= 0);
  return `${letters}${String((r % 99) + 1).padStart(2, '0')}`;
}

export interface PartRef { index: number; ti: number; type: PartType; spec: Spec; s: number; r: number; code: string }

/** The part-number space: which type, spec and revision every part index is. */
export class PartSpace {
  readonly space: WeightedSpace;
  private readonly specIndex: Map<string, number>[];
  constructor(readonly size: number) {
    this.space = new WeightedSpace(PART_TYPES.map((t) => t.weight * 2), size);
    this.specIndex = PART_TYPES.map((t) => new Map(t.specs.map((s, i) => [s.code, i])));
  }
  part(index: number): PartRef {
    const { kind: ti, k } = this.space.locate(index);
    const type = PART_TYPES[ti];
    const s = k % type.specs.length;
    const r = Math.floor(k / type.specs.length);
    const spec = type.specs[s];
    return { index, ti, type, spec, s, r, code: `${type.prefix}-${spec.code ? `${spec.code}-` : ''}${revisionSuffix(r)}` };
  }
  count(ti: number): number {
    return this.space.count(ti);
  }
  specOf(ti: number, code: string): number {
    const s = this.specIndex[ti].get(code);
    if (s === undefined) throw new Error(`part type ${PART_TYPES[ti].key} has no spec ${code}`);
    return s;
  }
  /** The index of revision r of spec s of a type, or undefined when the space is too small. */
  find(ti: number, s: number, r = 0): number | undefined {
    const k = s + PART_TYPES[ti].specs.length * r;
    return k < this.count(ti) ? this.space.indexOf(ti, k) : undefined;
  }
  /** Any part of the type: its spec when the space has it, else the nearest that exists. */
  findOrAny(ti: number, s: number, r = 0): number | undefined {
    const hit = this.find(ti, s, r) ?? this.find(ti, s, 0);
    if (hit !== undefined) return hit;
    const n = this.count(ti);
    return n > 0 ? this.space.indexOf(ti, s % n) : undefined;
  }
}

export const TYPE_INDEX = new Map(PART_TYPES.map((t, i) => [t.key, i]));
export const typeIndex = (key: string) => {
  const ti = TYPE_INDEX.get(key);
  if (ti === undefined) throw new Error(`unknown part type ${key}`);
  return ti;
};

export interface ModelSlot { line: LineDef; series: SeriesDef; model: ModelDef; lineIdx: number; seriesIdx: number; modelIdx: number }

const YEAR_LETTER: Record<number, string> = { 2021: 'M', 2022: 'N', 2023: 'P', 2024: 'R', 2025: 'S', 2026: 'T', 2027: 'V' };
const VOLT_LETTER: Record<number, string> = { 36: 'A', 48: 'B', 60: 'C', 72: 'D', 96: 'E' };
const LAST_PRODUCTION = dayOf('2026-10-31');

/** The vehicle space: vehicle j of a model has a VIN, a production date and a serial. */
export class VehicleSpace {
  readonly space: WeightedSpace;
  constructor(readonly models: ModelSlot[], size: number) {
    this.space = new WeightedSpace(models.map((m) => m.model.popularity), size);
  }
  count(m: number): number {
    return this.space.count(m);
  }
  productionDay(m: number, j: number): number {
    const start = dayOf(this.models[m].model.launch);
    const n = Math.max(1, this.count(m));
    return start + Math.floor(((j + 0.5) / n) * (LAST_PRODUCTION - start)) ;
  }
  vin(m: number, j: number): string {
    const { line, model } = this.models[m];
    const year = Number(isoOf(this.productionDay(m, j)).slice(0, 4));
    const raw = `${line.wmi}${model.vds}${model.drive === 'MID' ? 'M' : 'H'}${VOLT_LETTER[model.volts]}0${YEAR_LETTER[year]}${line.plant}${String(j + 1).padStart(6, '0')}`;
    return withVinCheckDigit(raw);
  }
  serial(kind: 'BP' | 'BQ' | 'MT' | 'CT', m: number, j: number): string {
    const vin = this.vin(m, j);
    const day = isoOf(this.productionDay(m, j));
    return `${kind}${vin.slice(3, 8)}${day.slice(2, 4)}${day.slice(5, 7)}${String(j + 1).padStart(6, '0')}`;
  }
}

/** The day an engineering change replaces revision r by r+1; increasing within a block of four. */
export function effectiveDay(seed: number, ti: number, s: number, r: number): number {
  const base = dayOf('2023-01-01') + (hash32(seed, 'eff', ti, s, Math.floor(r / 4)) % 420);
  const day = base + (r % 4) * (150 + (hash32(seed, 'step', ti, s) % 60));
  return dayOf(`${isoOf(day).slice(0, 7)}-01`);
}
