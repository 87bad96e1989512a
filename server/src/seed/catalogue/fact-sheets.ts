import { LINES, cellsInSeries, type BrakeKind, type LineCode, type LineDef, type ModelDef, type SeriesDef } from './models.js';

/*
 * One fact sheet per model: the technical facts a dealer reads in four places — the catalogue's
 * BOM rows and quantities, the parts' properties, the manual texts and the wiring diagrams. All
 * four are generated from the sheet, so they cannot disagree (seed/fact-sheets.test.ts checks).
 * Specs are the part-code segments of the catalogue's part types (part-types.ts).
 */

/** A Li-ion cell of the catalogue: its part spec, size and rated capacity. */
export interface CellDef { spec: string; format: '18650' | '21700'; chemistry: 'NMC'; ah: number; label: string }

const cell = (format: CellDef['format'], ah: number): CellDef => ({ spec: `${format}${ah.toFixed(1)}AH`, format, chemistry: 'NMC', ah, label: `${format} ${ah.toFixed(1)}Ah` });
export const CELLS = { c18650: cell('18650', 3.5), c21700: cell('21700', 5.0) } as const;

/** How a pack of one spec (voltage × capacity) is built; every model with that pack shares it. */
export interface PackDesign {
  /** The battery-pack spec, e.g. 72V32. */
  spec: string;
  volts: number;
  ah: number;
  cell: CellDef;
  /** Cells in series and in parallel. */
  s: number;
  p: number;
  cells: number;
  energyWh: number;
  /** Cells, BMS and casing. */
  weightKg: number;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

function pack(volts: number, ah: number, c: CellDef, p: number): PackDesign {
  const s = cellsInSeries(volts);
  const energyWh = volts * ah;
  // Small scooter packs sit in a thin casing; moped and motorcycle packs in a cast one.
  return { spec: `${volts}V${ah}`, volts, ah, cell: c, s, p, cells: s * p, energyWh, weightKg: round1(energyWh / 150 + (c.format === '18650' ? 0.6 : 1.8)) };
}

/** Every pack of the catalogue. Scooter packs use 18650 cells, the larger ones 21700. */
export const PACKS: PackDesign[] = [
  pack(36, 10, CELLS.c18650, 3),
  pack(48, 13, CELLS.c18650, 4),
  pack(48, 15, CELLS.c18650, 4),
  pack(48, 20, CELLS.c18650, 6),
  pack(48, 24, CELLS.c21700, 5),
  pack(60, 30, CELLS.c21700, 6),
  pack(60, 32, CELLS.c21700, 6),
  pack(72, 32, CELLS.c18650, 9),
  pack(72, 40, CELLS.c21700, 8),
  pack(72, 50, CELLS.c21700, 10),
  pack(96, 60, CELLS.c21700, 12),
  pack(96, 80, CELLS.c21700, 16),
];
const PACK_BY_SPEC = new Map(PACKS.map((p) => [p.spec, p]));

export function packDesign(volts: number, ah: number): PackDesign {
  const design = PACK_BY_SPEC.get(`${volts}V${ah}`);
  if (!design) throw new Error(`no pack design for ${volts}V ${ah}Ah`);
  return design;
}

export interface BrakeFacts {
  kind: BrakeKind;
  hydraulic: boolean;
  caliper: string;
  disc: string;
  discMm: number;
  minDiscMm: number;
  pad: string;
  /** Hydraulic brakes have a hose, mechanical ones a cable. */
  hose?: string;
  cable?: string;
}

export interface FactSheet {
  model: string;
  line: LineCode;
  series: string;
  battery: PackDesign & {
    packs: number;
    /** Battery main connector (XT60 …), its lock and the main fuse. */
    connector: string;
    lock: string;
    mainFuseA: number;
    bms: string;
    balanceHarness: string;
    charger: string;
    chargingPort: string;
  };
  motor: { type: 'hub-motor' | 'mid-motor'; spec: string; ratedW: number };
  controller: { spec: string; volts: number; amps: number };
  relays: { main: string; light: string };
  fuses: { main: string; f10: string; f5: string };
  brakes: { front: BrakeFacts; rear: BrakeFacts; leverL: string; leverR: string };
}

const brakeCode = (k: BrakeKind) => (k === 'MECH' ? 'M' : k === '2P' ? 'H2' : 'H4');
const minDisc = (d: number) => (d < 200 ? 2.5 : d < 260 ? 3.5 : 4.5);

function brake(line: LineDef, pos: 'F' | 'R', kind: BrakeKind, discMm: number): BrakeFacts {
  const hydraulic = kind !== 'MECH';
  const compound = line.code === 'SCT' ? 'ORG' : line.code === 'MOP' ? 'SM' : 'SIN';
  return {
    kind, hydraulic, caliper: `${pos}-${brakeCode(kind)}`, disc: String(discMm), discMm, minDiscMm: minDisc(discMm), pad: `${pos}-${compound}`,
    ...(hydraulic ? { hose: `${pos}-${pos === 'F' ? '900MM' : '1300MM'}` } : { cable: `${pos}-${pos === 'F' ? '1000MM' : '1600MM'}` }),
  };
}

function factSheet(line: LineDef, series: SeriesDef, model: ModelDef): FactSheet {
  const design = packDesign(model.volts, model.ah);
  const s = design.s;
  const bmsA = model.controllerA <= 25 ? 30 : model.controllerA <= 45 ? 40 : model.controllerA <= 80 ? 60 : 100;
  const mainFuseA = model.controllerA <= 25 ? 30 : 60;
  const mid = model.drive === 'MID';
  return {
    model: model.code,
    line: line.code as LineCode,
    series: series.code,
    battery: {
      ...design,
      packs: model.packs,
      connector: line.code === 'SCT' ? 'XT60' : line.code === 'MOP' ? 'XT90' : model.volts >= 96 ? 'SB120' : 'AS150',
      lock: line.code === 'SCT' ? 'K1' : line.code === 'MOP' ? 'K2' : 'K3',
      mainFuseA,
      bms: `${s}S-${bmsA}A`,
      balanceHarness: `${s}S`,
      charger: `${model.volts}V-${model.chargerA}A`,
      chargingPort: line.code === 'SCT' ? 'DC5.52.1' : line.code === 'MOP' ? 'XLR3P' : 'SB50',
    },
    motor: mid
      ? { type: 'mid-motor', spec: `${model.motorW / 1000}KW`, ratedW: model.motorW }
      : { type: 'hub-motor', spec: `${model.motorW}W-${model.drive === 'HUB_F' ? 'F' : 'R'}`, ratedW: model.motorW },
    controller: { spec: `${model.volts}V-${model.controllerA}A`, volts: model.volts, amps: model.controllerA },
    relays: { main: model.volts >= 96 ? '96V200A' : '72V150A', light: '12V40A' },
    fuses: { main: `${mainFuseA}A`, f10: '10A', f5: '5A' },
    brakes: {
      front: brake(line, 'F', series.brakeF, series.discF),
      rear: brake(line, 'R', series.brakeR, series.discR),
      // The right lever works the front brake, the left one the rear.
      leverR: `R-${series.brakeF === 'MECH' ? 'M' : 'H'}`,
      leverL: `L-${series.brakeR === 'MECH' ? 'M' : 'H'}`,
    },
  };
}

/** The fact sheet of every model of the model tree (the demo uses the first three per series). */
export const FACT_SHEETS: ReadonlyMap<string, FactSheet> = new Map(
  LINES.flatMap((line) => line.series.flatMap((series) => series.models.map((model) => [model.code, factSheet(line, series, model)] as const))),
);

export function factSheetOf(modelCode: string): FactSheet {
  const sheet = FACT_SHEETS.get(modelCode);
  if (!sheet) throw new Error(`no fact sheet for model ${modelCode}`);
  return sheet;
}

/**
 * The spec of a part type a model uses according to its sheet, or undefined when the model has
 * no such part (a hose on a mechanical brake, a hub motor on a mid-drive). `pos` is the recipe
 * row's position: F/R for brakes, L/R for levers, MAIN/F10/F5 for fuses, MAIN/LIGHT for relays.
 */
export function factSpec(sheet: FactSheet, type: string, pos?: string): string | undefined {
  const b = sheet.battery;
  const side = pos === 'R' ? sheet.brakes.rear : sheet.brakes.front;
  switch (type) {
    case 'battery-pack': return b.spec;
    case 'cell': return b.cell.spec;
    case 'bms': return b.bms;
    case 'balance-harness': return b.balanceHarness;
    case 'battery-connector': return b.connector;
    case 'battery-lock': return b.lock;
    case 'charger': return b.charger;
    case 'charging-port': return b.chargingPort;
    case 'hub-motor':
    case 'mid-motor': return sheet.motor.type === type ? sheet.motor.spec : undefined;
    case 'controller': return sheet.controller.spec;
    case 'relay': return pos === 'LIGHT' ? sheet.relays.light : pos === 'MAIN' ? sheet.relays.main : undefined;
    case 'fuse': return pos === 'MAIN' ? sheet.fuses.main : pos === 'F10' ? sheet.fuses.f10 : pos === 'F5' ? sheet.fuses.f5 : undefined;
    case 'brake-caliper': return side.caliper;
    case 'brake-disc': return side.disc;
    case 'brake-pad': return side.pad;
    case 'brake-hose': return side.hose;
    case 'brake-cable': return side.cable;
    case 'brake-lever': return pos === 'L' ? sheet.brakes.leverL : sheet.brakes.leverR;
    default: return undefined;
  }
}

/** The part types whose spec comes from the sheet; the BOM uses their first revision, as the manuals name it. */
export const FACT_TYPES: ReadonlySet<string> = new Set([
  'battery-pack', 'cell', 'bms', 'balance-harness', 'battery-connector', 'battery-lock', 'charger', 'charging-port',
  'hub-motor', 'mid-motor', 'controller', 'relay', 'fuse', 'brake-caliper', 'brake-disc', 'brake-pad', 'brake-hose', 'brake-cable', 'brake-lever',
]);

/** How many of a fact part one vehicle has: cells per pack × packs, one pack per pack slot. */
export function factAmount(sheet: FactSheet, type: string): number | undefined {
  if (type === 'cell') return sheet.battery.cells * sheet.battery.packs;
  if (type === 'battery-pack' || type === 'battery-connector') return sheet.battery.packs;
  return undefined;
}
