import type { TLocalizedText } from '@portal/contract';
import catalogue from './fault-catalogue.json';

/*
 * The fault catalogue of electric two-wheelers (scooters and motorcycles with a hub or mid-drive
 * motor and a lithium pack): module → system → position, as a workshop reports where a fault sits.
 * Written from the fault trees workshops use for these vehicles (pack, BMS, charger, controller,
 * hub motor, hall sensors, throttle, brakes with cut-off switches, CBS/ABS, lighting, cluster,
 * telematics). Each node: its code, then its names in zh-CN, en-US, vi, es, de, id.
 */

type Tuple = [code: string, zh: string, en: string, vi: string, es: string, de: string, id: string];
interface SystemDef {
  system: Tuple;
  positions: Tuple[];
}
interface ModuleDef {
  module: Tuple;
  systems: SystemDef[];
}

/** The tree itself is data: fault-catalogue.json (a position a line). */
const CATALOGUE = catalogue as ModuleDef[];

export interface FaultNodeSeed {
  code: string;
  level: 1 | 2 | 3;
  parentCode: string | null;
  names: TLocalizedText;
  sort: number;
}

const names = ([, zh, en, vi, es, de, id]: Tuple): TLocalizedText => ({ 'zh-CN': zh, 'en-US': en, vi, es, de, id });

/** Every node of the catalogue, parents before children. */
export const FAULT_NODES: FaultNodeSeed[] = CATALOGUE.flatMap((m, mi) => [
  { code: m.module[0], level: 1 as const, parentCode: null, names: names(m.module), sort: mi },
  ...m.systems.flatMap((s, si) => [
    { code: s.system[0], level: 2 as const, parentCode: m.module[0], names: names(s.system), sort: si },
    ...s.positions.map((p, pi) => ({ code: p[0], level: 3 as const, parentCode: s.system[0], names: names(p), sort: pi })),
  ]),
]);
