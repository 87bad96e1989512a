import { type TLocalizedText } from '@portal/contract';
import type { PartKey, VehicleFacts } from './vehicle.js';

/** The two languages topic bodies are written in; titles exist in all six. */
export type BodyLanguage = 'en-US' | 'zh-CN';

/** A text in the order zh-CN, en-US, vi, es, de, id (the catalogue's order). */
export function L6(zh: string, en: string, vi: string, es: string, de: string, id: string): TLocalizedText {
  return { 'zh-CN': zh, 'en-US': en, vi, es, de, id };
}

/** Replaces {name} placeholders in every language of a text. */
export function fill6(text: TLocalizedText, values: Record<string, string | number>): TLocalizedText {
  return Object.fromEntries(Object.entries(text).map(([k, v]) => [k, v.replace(/\{(\w+)\}/g, (_, n: string) => String(values[n] ?? `{${n}}`))])) as TLocalizedText;
}

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * What a topic body is written with: the model's facts, part codes that become part links, and
 * figures that become topic images. Both language bodies of a topic share one context, so the
 * part links are the union of the codes either body names.
 */
export class TopicContext {
  readonly partCodes = new Set<string>();
  readonly figures = new Set<string>();
  constructor(readonly f: VehicleFacts, readonly lang: BodyLanguage) {}

  /** A part code from the demo catalogue, rendered so readers spot it and recorded as a part link. */
  p(key: PartKey): string {
    const code = this.f.parts[key];
    if (!code) return '';
    for (const revision of this.f.revisions[code] ?? [code]) this.partCodes.add(revision);
    return `<span class="part-code" data-part="${esc(code)}">${esc(code)}</span>`;
  }

  has(key: PartKey): boolean {
    return !!this.f.parts[key];
  }

  /** A figure: the image placeholder is turned into the stored image's link when seeded. */
  fig(key: string, caption: string): string {
    this.figures.add(key);
    return `<figure><img src="${figureSrc(key)}" alt="${esc(caption)}"/><figcaption>${esc(caption)}</figcaption></figure>`;
  }

  get zh(): boolean {
    return this.lang === 'zh-CN';
  }

  /** Picks the text of the body's language. */
  t(en: string, zh: string): string {
    return this.zh ? zh : en;
  }

  warning(text: string): string {
    return `<div class="notice warning"><p><strong>${this.t('WARNING', '警告')}</strong> ${text}</p></div>`;
  }

  caution(text: string): string {
    return `<div class="notice caution"><p><strong>${this.t('CAUTION', '注意')}</strong> ${text}</p></div>`;
  }

  note(text: string): string {
    return `<div class="notice note"><p><strong>${this.t('NOTE', '提示')}</strong> ${text}</p></div>`;
  }

  /** Torque value with its unit, e.g. "45 N·m". */
  nm(value: number): string {
    return `${value}&nbsp;N·m`;
  }
}

/** Placeholder for a figure's image; the seeder swaps it for the stored image's link. */
export const figureSrc = (key: string) => `figure:${key}`;
export const FIGURE_SRC = /figure:([a-z0-9-]+)/g;

export const ol = (items: (string | false | undefined)[]) => `<ol>${items.filter(Boolean).map((i) => `<li>${i}</li>`).join('')}</ol>`;
export const ul = (items: (string | false | undefined)[]) => `<ul>${items.filter(Boolean).map((i) => `<li>${i}</li>`).join('')}</ul>`;
export const h3 = (text: string) => `<h3>${text}</h3>`;
export const p = (text: string) => `<p>${text}</p>`;

/** A table with a header row; cells are HTML. */
export function table(head: string[], rows: (string | number)[][], caption?: string): string {
  return `<table>${caption ? `<caption>${caption}</caption>` : ''}<thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead>`
    + `<tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
}
