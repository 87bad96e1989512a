import { type TLocalizedText } from '@portal/contract';
import { PART_TYPES } from '../catalogue/part-types.js';
import { LINES, modelNames, type LineDef, type ModelDef, type SeriesDef } from '../catalogue/models.js';
import { factSheetOf, factSpec, type FactSheet } from '../catalogue/fact-sheets.js';
import { DEMO_SCALE, type CatalogueScale } from '../catalogue/index.js';
import { PartSpace, typeIndex } from '../catalogue/space.js';

/**
 * Everything a manual topic needs to know about one model: its place in the model tree, its
 * technical data, the workshop values that follow from them (voltages, torques, pressures), and
 * the demo catalogue's part codes for its parts. The part codes come from the catalogue
 * generator's own part space, so a topic names exactly the part a dealer finds in the BOM.
 */
export interface VehicleFacts {
  line: LineDef;
  series: SeriesDef;
  model: ModelDef;
  /** The model's fact sheet: battery build, connector, motor, controller, brakes (catalogue/fact-sheets.ts). */
  sheet: FactSheet;
  names: TLocalizedText;
  isScooter: boolean;
  isMoped: boolean;
  isMotorcycle: boolean;
  isMid: boolean;
  isDual: boolean;
  hydraulicFront: boolean;
  hydraulicRear: boolean;
  cellsS: number;
  cellsP: number;
  /** Cells of one pack (S × P) and their type, e.g. "18650 3.5Ah". */
  cells: number;
  cellType: string;
  packWh: number;
  fullV: number;
  cutoffV: number;
  storageV: number;
  chargeHours: number;
  rangeKm: number;
  topSpeed: number;
  massKg: number;
  packMassKg: number;
  tyre: { front: string; rear: string; frontBar: number; rearBar: number };
  torque: Torques;
  padMinMm: number;
  discMinMm: { front: number; rear: number };
  /** Main fuse rating (A) and the 12 V fuse ratings in the fuse box. */
  mainFuseA: number;
  dcdcA: number;
  firmware: { controller: string; bms: string; display: string };
  parts: PartCodes;
  /**
   * Every revision of each named part's spec in the part space (A01, A02 …): the BOM may use any
   * of them, and a topic about the part is about all its revisions.
   */
  revisions: Record<string, string[]>;
}

/** Tightening torques in N·m. */
export interface Torques {
  frontAxle: number;
  rearAxle: number;
  caliper: number;
  disc: number;
  banjo: number;
  bleedNipple: number;
  batteryTerminal: number;
  batteryBracket: number;
  controllerMount: number;
  phaseTerminal: number;
  motorMount: number;
  forkClamp: number;
  handlebarClamp: number;
  stemOrSteering: number;
  swingArmPivot: number;
  shockMount: number;
  pulley: number;
  foldingHinge: number;
  sideStand: number;
  bodyScrew: number;
}

export type PartKey =
  | 'battery' | 'cell' | 'casing' | 'bms' | 'balance' | 'batteryConnector' | 'batteryLock' | 'charger' | 'chargingPort'
  | 'motor' | 'hall' | 'motorTemp' | 'phaseCable' | 'belt' | 'pulleyF' | 'pulleyR'
  | 'controller' | 'dcdc' | 'harness' | 'mainRelay' | 'lightRelay' | 'fuseBox' | 'mainFuse' | 'fuse10' | 'fuse5' | 'horn' | 'flasher'
  | 'discF' | 'discR' | 'caliperF' | 'caliperR' | 'padF' | 'padR' | 'hoseF' | 'hoseR' | 'cableF' | 'cableR' | 'leverL' | 'leverR' | 'brakeSwitch' | 'brakeFluid'
  | 'fork' | 'forkSeal' | 'forkOil' | 'shock' | 'swingArm' | 'steeringBearing' | 'wheelBearing'
  | 'tyreF' | 'tyreR' | 'tubeF' | 'tubeR' | 'valve' | 'axleNut'
  | 'headlamp' | 'tailLamp' | 'indicatorFL' | 'plateLamp'
  | 'display' | 'throttle' | 'barSwitchL' | 'barSwitchR' | 'ignition' | 'nfc' | 'speedSensor' | 'usb'
  | 'frame' | 'foldingHinge' | 'deck' | 'seat' | 'sideStand' | 'frontFender' | 'sidePanelL';

export type PartCodes = Partial<Record<PartKey, string>>;

type Source = { type: string | ((f: Omit<VehicleFacts, 'parts' | 'revisions'>) => string); pos?: string; spec?: (f: Omit<VehicleFacts, 'parts' | 'revisions'>) => string | undefined };
/** A part whose spec the model's fact sheet names: the same spec its BOM rows use. */
const fact = (type: string, pos?: string): Source => ({ type, pos, spec: (f) => factSpec(f.sheet, type, pos) });

/** Which catalogue part type (and spec, for parts without a model fit) each key means. */
const PART_SOURCES: Record<PartKey, Source> = {
  battery: fact('battery-pack'),
  cell: fact('cell'),
  casing: { type: 'battery-casing' },
  bms: fact('bms'),
  balance: fact('balance-harness'),
  batteryConnector: fact('battery-connector'),
  batteryLock: fact('battery-lock'),
  charger: fact('charger'),
  chargingPort: fact('charging-port'),
  motor: { type: (f) => f.sheet.motor.type, spec: (f) => f.sheet.motor.spec },
  hall: { type: 'hall-sensor', spec: () => '120' },
  motorTemp: { type: 'motor-temp', spec: (f) => (f.isMotorcycle ? 'KTY84130' : 'NTC10K') },
  phaseCable: { type: 'phase-cable' },
  belt: { type: 'drive-belt' },
  pulleyF: { type: 'belt-pulley', pos: 'F' },
  pulleyR: { type: 'belt-pulley', pos: 'R' },
  controller: fact('controller'),
  dcdc: { type: 'dcdc' },
  harness: { type: 'main-harness' },
  mainRelay: fact('relay', 'MAIN'),
  lightRelay: fact('relay', 'LIGHT'),
  fuseBox: { type: 'fuse-box', spec: (f) => (f.isMotorcycle ? '10WAY' : '6WAY') },
  mainFuse: fact('fuse', 'MAIN'),
  fuse10: fact('fuse', 'F10'),
  fuse5: fact('fuse', 'F5'),
  horn: { type: 'horn', spec: (f) => (f.isScooter ? '48V105DB' : f.isMotorcycle ? '12V110DB' : '12V105DB') },
  flasher: { type: 'flasher', spec: () => '12V3PIN' },
  discF: fact('brake-disc', 'F'),
  discR: fact('brake-disc', 'R'),
  caliperF: fact('brake-caliper', 'F'),
  caliperR: fact('brake-caliper', 'R'),
  padF: fact('brake-pad', 'F'),
  padR: fact('brake-pad', 'R'),
  hoseF: fact('brake-hose', 'F'),
  hoseR: fact('brake-hose', 'R'),
  cableF: fact('brake-cable', 'F'),
  cableR: fact('brake-cable', 'R'),
  leverL: fact('brake-lever', 'L'),
  leverR: fact('brake-lever', 'R'),
  brakeSwitch: { type: 'brake-switch', spec: () => 'NO' },
  brakeFluid: { type: 'brake-fluid', spec: () => 'DOT4' },
  fork: { type: 'front-fork' },
  forkSeal: { type: 'fork-seal', spec: (f) => (f.isScooter ? '30MM' : f.isMoped ? '33MM' : f.series.code === 'TE' ? '48MM' : '41MM') },
  forkOil: { type: 'fork-oil', spec: (f) => (f.isMoped ? '10W' : '5W') },
  shock: { type: 'rear-shock' },
  swingArm: { type: 'swing-arm' },
  steeringBearing: { type: 'steering-bearing', spec: (f) => (f.isScooter ? '118IN' : f.isMoped ? '304715' : '355216') },
  wheelBearing: { type: 'bearing', spec: (f) => (f.isScooter ? '60012RS' : f.isMoped ? '62022RS' : '63022RS') },
  tyreF: { type: 'tyre', pos: 'F' },
  tyreR: { type: 'tyre', pos: 'R' },
  tubeF: { type: 'inner-tube', pos: 'F' },
  tubeR: { type: 'inner-tube', pos: 'R' },
  valve: { type: 'valve', spec: (f) => (f.isScooter ? 'TR8790' : 'TR412') },
  axleNut: { type: 'axle-nut', spec: (f) => (f.isScooter ? 'M12' : f.isMoped ? 'M14' : 'M20') },
  headlamp: { type: 'headlamp' },
  tailLamp: { type: 'tail-lamp', spec: (f) => (f.isScooter ? '48V' : '12V') },
  indicatorFL: { type: 'indicator', pos: 'FL' },
  plateLamp: { type: 'plate-lamp', spec: () => '12V1W' },
  display: { type: 'display' },
  throttle: { type: 'thumb-throttle' },
  barSwitchL: { type: 'bar-switch', pos: 'L' },
  barSwitchR: { type: 'bar-switch', pos: 'R' },
  ignition: { type: 'ignition', spec: () => '2KEYS' },
  nfc: { type: 'nfc', spec: () => '13.56MHZ' },
  speedSensor: { type: 'speed-sensor', spec: () => 'HALL' },
  usb: { type: 'usb', spec: () => 'USBCPD18W' },
  frame: { type: 'main-frame' },
  foldingHinge: { type: 'folding-hinge' },
  deck: { type: 'deck' },
  seat: { type: 'seat' },
  sideStand: { type: 'side-stand' },
  frontFender: { type: 'front-fender' },
  sidePanelL: { type: 'side-panel', pos: 'L' },
};

const round1 = (x: number) => Math.round(x * 10) / 10;

function technicalFacts(line: LineDef, series: SeriesDef, model: ModelDef): Omit<VehicleFacts, 'parts' | 'revisions'> {
  const isScooter = line.code === 'SCT';
  const isMoped = line.code === 'MOP';
  const isMotorcycle = line.code === 'MOT';
  const sheet = factSheetOf(model.code);
  const { s: cellsS, p: cellsP, energyWh: packWh } = sheet.battery;
  const totalWh = packWh * model.packs;
  const whPerKm = isScooter ? 10 + model.motorW / 250 : isMoped ? 20 + model.motorW / 500 : 40 + model.motorW / 1000;
  // CC phase to ~85 %, then the CV tail; two packs charge one after the other on one charger.
  const chargeHours = round1(((model.ah * model.packs * 0.85) / model.chargerA) * 1.05 + 0.8);
  const topSpeed = isScooter ? (model.motorW <= 350 ? 25 : model.motorW <= 800 ? 35 : model.motorW <= 2000 ? 55 : 70)
    : isMoped ? (model.motorW <= 1200 ? 45 : model.motorW <= 2000 ? 55 : 75)
    : model.motorW <= 5000 ? 95 : model.motorW <= 8000 ? 120 : model.motorW <= 11000 ? 135 : 150;
  const packMassKg = sheet.battery.weightKg;
  const massKg = Math.round((isScooter ? 9 + model.motorW / 200 : isMoped ? 52 + model.motorW / 150 : 105 + model.motorW / 250) + packMassKg * model.packs);
  const tyreBar = isScooter ? (series.wheelF.startsWith('10') ? [3.1, 3.1] : [3.5, 3.5]) : isMoped ? [2.0, 2.25] : series.code === 'TE' ? [1.6, 1.8] : [2.25, 2.5];
  const hydraulicFront = series.brakeF !== 'MECH';
  const hydraulicRear = series.brakeR !== 'MECH';
  const torque: Torques = isScooter
    ? { frontAxle: 35, rearAxle: 45, caliper: 10, disc: 6, banjo: 18, bleedNipple: 5, batteryTerminal: 5, batteryBracket: 6, controllerMount: 6, phaseTerminal: 0, motorMount: 45, forkClamp: 10, handlebarClamp: 12, stemOrSteering: 18, swingArmPivot: 0, shockMount: 12, pulley: 0, foldingHinge: 12, sideStand: 10, bodyScrew: 2 }
    : isMoped
      ? { frontAxle: 65, rearAxle: 90, caliper: 25, disc: 9, banjo: 20, bleedNipple: 6, batteryTerminal: 8, batteryBracket: 10, controllerMount: 10, phaseTerminal: 8, motorMount: 90, forkClamp: 22, handlebarClamp: 18, stemOrSteering: 40, swingArmPivot: 70, shockMount: 35, pulley: 0, foldingHinge: 0, sideStand: 35, bodyScrew: 2.5 }
      : { frontAxle: 90, rearAxle: 110, caliper: 45, disc: 9, banjo: 20, bleedNipple: 6, batteryTerminal: 12, batteryBracket: 22, controllerMount: 10, phaseTerminal: 14, motorMount: 45, forkClamp: 22, handlebarClamp: 18, stemOrSteering: 50, swingArmPivot: 90, shockMount: 45, pulley: 35, foldingHinge: 0, sideStand: 35, bodyScrew: 2.5 };
  const mainFuseA = sheet.battery.mainFuseA;
  return {
    line, series, model, sheet, names: modelNames(series, model),
    isScooter, isMoped, isMotorcycle, isMid: model.drive === 'MID', isDual: model.packs > 1, hydraulicFront, hydraulicRear,
    cellsS, cellsP, cells: sheet.battery.cells, cellType: sheet.battery.cell.label, packWh, fullV: round1(cellsS * 4.2), cutoffV: round1(cellsS * 2.8), storageV: round1(cellsS * 3.8),
    chargeHours, rangeKm: Math.round((totalWh * 0.9) / whPerKm / 5) * 5, topSpeed, massKg, packMassKg,
    tyre: { front: series.wheelF, rear: series.wheelR, frontBar: tyreBar[0], rearBar: tyreBar[1] },
    torque,
    padMinMm: isScooter ? 1.0 : 1.5,
    discMinMm: { front: sheet.brakes.front.minDiscMm, rear: sheet.brakes.rear.minDiscMm },
    mainFuseA,
    dcdcA: isMotorcycle ? 20 : 10,
    firmware: { controller: isScooter ? 'C2.4.1' : isMoped ? 'C3.1.0' : 'C4.0.3', bms: isScooter ? 'B1.8.2' : 'B2.3.0', display: isScooter ? 'D1.6.0' : isMoped ? 'D2.2.4' : 'D3.0.1' },
  };
}

/** The part code of each key for one model in the given part space; keys the model lacks are absent. */
function partCodes(space: PartSpace, facts: Omit<VehicleFacts, 'parts' | 'revisions'>): Pick<VehicleFacts, 'parts' | 'revisions'> {
  const out: PartCodes = {};
  const revisions: Record<string, string[]> = {};
  for (const [key, src] of Object.entries(PART_SOURCES) as [PartKey, (typeof PART_SOURCES)[PartKey]][]) {
    const ti = typeIndex(typeof src.type === 'function' ? src.type(facts) : src.type);
    const type = PART_TYPES[ti];
    const spec = src.spec ? src.spec(facts) : type.fit?.({ line: facts.line, series: facts.series, model: facts.model, pos: src.pos });
    if (!spec) continue;
    // The same lookup the catalogue generator makes for a model's BOM rows.
    const i = space.findOrAny(ti, space.specOf(ti, spec));
    if (i === undefined) continue;
    const ref = space.part(i);
    out[key] = ref.code;
    const all: string[] = [];
    for (let r = 0; ; r++) {
      const j = space.find(ti, ref.s, r);
      if (j === undefined) break;
      all.push(space.part(j).code);
    }
    revisions[ref.code] = all.length ? all : [ref.code];
  }
  return { parts: out, revisions };
}

/** Facts of every model of the demo (or a given) catalogue scale, in model-tree order. */
export function vehicleFacts(scale: CatalogueScale = DEMO_SCALE): VehicleFacts[] {
  const space = new PartSpace(scale.parts);
  const out: VehicleFacts[] = [];
  for (const line of LINES.slice(0, scale.lines)) {
    for (const series of line.series.slice(0, scale.seriesPerLine)) {
      for (const model of series.models.slice(0, scale.modelsPerSeries)) {
        const facts = technicalFacts(line, series, model);
        out.push({ ...facts, ...partCodes(space, facts) });
      }
    }
  }
  return out;
}
