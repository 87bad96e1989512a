import { LANGUAGES, type Language, type TLocalizedText } from '@portal/contract';
import type { ManualInput, ManualNodeInput } from '../../modules/manuals/index.js';
import { DEMO_SCALE, type CatalogueScale } from '../catalogue/index.js';
import { CIRCUIT_INTRO } from './circuit-topics.js';
import { wiringDiagrams } from './circuit.js';
import { FIGURES } from './figures.js';
import { L6, TopicContext, type BodyLanguage } from './html.js';
import { labourChapters, METAL_CHAPTERS } from './other-manuals.js';
import { BATTERY } from './service-battery.js';
import { BRAKES, FRAME, INSTRUMENTS, WHEELS } from './service-chassis.js';
import { DIAGNOSTICS } from './service-diagnostics.js';
import { DRIVE } from './service-drive.js';
import { ELECTRICS } from './service-electrics.js';
import { GENERAL } from './service-general.js';
import { titleOf, type ChapterDef, type TopicDef } from './types.js';
import { USER_CHAPTERS } from './user-manual.js';
import { vehicleFacts, type VehicleFacts } from './vehicle.js';

/*
 * The demo manuals as writer input, built from the model data alone (no database): for every
 * model a service manual (40-odd topics), a circuit manual (two topics and four wiring
 * diagrams) and a user manual; for every series a sheet-metal and a labour-time manual. Topic
 * bodies are in en-US and zh-CN, titles in all six languages. Deterministic: the same input
 * on every machine.
 */

export const SERVICE_CHAPTERS: ChapterDef[] = [GENERAL, BATTERY, DRIVE, ELECTRICS, INSTRUMENTS, BRAKES, WHEELS, FRAME, DIAGNOSTICS];
export const BODY_LANGUAGES: BodyLanguage[] = ['en-US', 'zh-CN'];
export const DEMO_MANUAL_VERSION = '2026.1';

const NAMES = {
  SERVICE: L6('{m} 维修手册', '{m} service manual', 'Sổ tay sửa chữa {m}', 'Manual de taller {m}', 'Werkstatthandbuch {m}', 'Manual servis {m}'),
  CIRCUIT: L6('{m} 电路图', '{m} wiring diagrams', 'Sơ đồ mạch điện {m}', 'Esquemas eléctricos {m}', 'Schaltpläne {m}', 'Diagram kelistrikan {m}'),
  USER: L6('{m} 用户手册', '{m} owner’s manual', 'Hướng dẫn sử dụng {m}', 'Manual del propietario {m}', 'Betriebsanleitung {m}', 'Buku panduan pemilik {m}'),
  METAL: L6('{m} 钣金手册', '{m} body and frame repair manual', 'Sổ tay sửa chữa khung và thân xe {m}', 'Manual de chapa y bastidor {m}', 'Karosserie- und Rahmenhandbuch {m}', 'Manual perbaikan bodi dan rangka {m}'),
  LABORTIME: L6('{m} 工时手册', '{m} labour time manual', 'Sổ tay giờ công {m}', 'Manual de tiempos de mano de obra {m}', 'Arbeitszeitenhandbuch {m}', 'Manual waktu kerja {m}'),
};

const nameOf = (kind: keyof typeof NAMES, subject: TLocalizedText): TLocalizedText =>
  Object.fromEntries(LANGUAGES.map((l) => [l, NAMES[kind][l].replace('{m}', subject[l])])) as TLocalizedText;

/** A topic node: both bodies written with one context each; part links are the union. */
function topicNode(t: TopicDef, f: VehicleFacts, figures: Set<string>): ManualNodeInput {
  const html: Partial<Record<Language, string>> = {};
  const parts = new Set<string>();
  for (const lang of BODY_LANGUAGES) {
    const c = new TopicContext(f, lang);
    html[lang] = t.body(c);
    for (const code of c.partCodes) parts.add(code);
    for (const key of c.figures) figures.add(key);
  }
  return { code: t.key, kind: 'TOPIC', title: titleOf(t, f), html, parts: [...parts] };
}

/** The chapters of a manual for one model: only the topics that apply to it. */
function chapterNodes(chapters: ChapterDef[], f: VehicleFacts, figures: Set<string>): ManualNodeInput[] {
  return chapters.map((ch) => ({
    code: ch.key,
    kind: 'CHAPTER' as const,
    title: ch.title,
    children: ch.topics.filter((t) => !t.applies || t.applies(f)).map((t) => topicNode(t, f, figures)),
  })).filter((ch) => ch.children.length);
}

const imagesFor = (figures: Set<string>) => [...figures].sort().map((key) => ({ name: `figure:${key}`, data: Buffer.from(FIGURES[key]) }));

function modelManual(kind: 'SERVICE' | 'USER', f: VehicleFacts, chapters: ChapterDef[], sort: number): ManualInput {
  const figures = new Set<string>();
  const nodes = chapterNodes(chapters, f, figures);
  return {
    code: `${kind === 'SERVICE' ? 'SM' : 'UM'}-${f.model.code}`, type: kind, version: DEMO_MANUAL_VERSION, status: 'EFFECTIVE',
    name: nameOf(kind, f.names), code0: f.line.code, code1: f.series.code, code2: f.model.code, sort,
    nodes, images: imagesFor(figures),
  };
}

function circuitManual(f: VehicleFacts, sort: number): ManualInput {
  const figures = new Set<string>();
  const intro = chapterNodes([CIRCUIT_INTRO], f, figures);
  const diagrams = wiringDiagrams(f).map((d): ManualNodeInput => ({ code: `wd-${d.key}`, kind: 'DIAGRAM', title: d.title, svg: d.svg, parts: d.parts }));
  return {
    code: `CM-${f.model.code}`, type: 'CIRCUIT', version: DEMO_MANUAL_VERSION, status: 'EFFECTIVE',
    name: nameOf('CIRCUIT', f.names), code0: f.line.code, code1: f.series.code, code2: f.model.code, sort,
    nodes: [...intro, { code: 'wiring-diagrams', kind: 'CHAPTER', title: L6('电路图', 'Wiring diagrams', 'Sơ đồ mạch điện', 'Esquemas eléctricos', 'Schaltpläne', 'Diagram kelistrikan'), children: diagrams }],
  };
}

function seriesManual(kind: 'METAL' | 'LABORTIME', models: VehicleFacts[], sort: number): ManualInput {
  const f = models[0];
  const figures = new Set<string>();
  const chapters = kind === 'METAL' ? METAL_CHAPTERS : labourChapters(models);
  return {
    code: `${kind === 'METAL' ? 'MM' : 'LT'}-${f.series.code}`, type: kind, version: DEMO_MANUAL_VERSION, status: 'EFFECTIVE',
    name: nameOf(kind, f.series.names), code0: f.line.code, code1: f.series.code, sort,
    nodes: chapterNodes(chapters, f, figures), images: imagesFor(figures),
  };
}

/**
 * Revisions waiting for review (spec §4 pending review): a service manual revision adding a
 * topic on the new firmware, and a user manual revision. They do not reach dealers until valid.
 */
function pendingRevisions(all: VehicleFacts[], effective: ManualInput[]): ManualInput[] {
  const out: ManualInput[] = [];
  const sm = effective.find((m) => m.code === 'SM-S2-PRO');
  const f = all.find((x) => x.model.code === 'S2-PRO');
  if (sm && f) {
    const update: TopicDef = {
      key: 'firmware-2026-2',
      title: L6('固件 C2.5.0：能量回收与限速设置', 'Firmware C2.5.0: regenerative braking and speed limit settings', 'Firmware C2.5.0: phanh tái sinh và giới hạn tốc độ', 'Firmware C2.5.0: frenada regenerativa y límite de velocidad', 'Firmware C2.5.0: Rekuperation und Geschwindigkeitsbegrenzung', 'Firmware C2.5.0: pengereman regeneratif dan batas kecepatan'),
      body: (c) => c.t(
        `<p>Controller ${c.p('controller')} firmware C2.5.0 adds three regenerative braking levels and a dealer-set speed limit. Update as described in “Firmware update over the diagnostic port”, then set the level under “Controller → Regeneration”.</p><table><thead><tr><th>Level</th><th>Braking torque</th><th>Range gain</th></tr></thead><tbody><tr><td>1</td><td>low</td><td>+2 %</td></tr><tr><td>2</td><td>medium</td><td>+5 %</td></tr><tr><td>3</td><td>high</td><td>+8 %</td></tr></tbody></table>`,
        `<p>控制器 ${c.p('controller')} 固件 C2.5.0 新增三档能量回收强度及经销商可设定的限速。按“通过诊断口升级固件”升级后，在“控制器 → 能量回收”中设置档位。</p><table><thead><tr><th>档位</th><th>制动力矩</th><th>续航提升</th></tr></thead><tbody><tr><td>1</td><td>低</td><td>+2%</td></tr><tr><td>2</td><td>中</td><td>+5%</td></tr><tr><td>3</td><td>高</td><td>+8%</td></tr></tbody></table>`,
      ),
    };
    const figures = new Set<string>();
    const nodes = chapterNodes(SERVICE_CHAPTERS.map((ch) => (ch.key === 'electrics' ? { ...ch, topics: [...ch.topics, update] } : ch)), f, figures);
    out.push({ ...sm, version: '2026.2', status: 'PENDING', nodes, images: imagesFor(figures) });
  }
  const um = effective.find((m) => m.code === 'UM-M5-PRO');
  if (um) out.push({ ...um, version: '2026.2', status: 'PENDING' });
  return out;
}

export interface DemoManuals {
  /** Written in this order: effective manuals, then the pending revisions. */
  manuals: ManualInput[];
  models: VehicleFacts[];
}

/** Every demo manual for the models of a catalogue scale (default: the demo catalogue). */
export function buildDemoManuals(scale: CatalogueScale = DEMO_SCALE): DemoManuals {
  const models = vehicleFacts(scale);
  const effective: ManualInput[] = [];
  models.forEach((f, i) => {
    effective.push(modelManual('SERVICE', f, SERVICE_CHAPTERS, i * 10 + 1), circuitManual(f, i * 10 + 2), modelManual('USER', f, USER_CHAPTERS, i * 10 + 3));
  });
  const bySeries = new Map<string, VehicleFacts[]>();
  for (const f of models) bySeries.set(f.series.code, [...(bySeries.get(f.series.code) ?? []), f]);
  [...bySeries.values()].forEach((list, i) => {
    effective.push(seriesManual('METAL', list, 1000 + i * 10), seriesManual('LABORTIME', list, 1001 + i * 10));
  });
  return { manuals: [...effective, ...pendingRevisions(models, effective)], models };
}
