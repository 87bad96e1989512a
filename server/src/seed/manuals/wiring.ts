import { esc } from './html.js';
import type { PartKey, VehicleFacts } from './vehicle.js';

/*
 * A small drawing kit for wiring diagrams on a white A3-like sheet (1200 × 820): boxes with
 * pins, connectors, fuses, relays, lamps, switches, grounds and orthogonal wires in their
 * colours, each wire with its colour code and cross-section as text. Every label is a real
 * <text> inside a group with an id and data-kind (connector, component, wire, pin, fuse,
 * ground, label) and, for wires, data-color, so the writer indexes it and the viewer can find
 * and highlight it.
 */

export type Pt = [number, number];
type Pins = Record<string, Pt>;

/** Wire colours as drawn; codes as printed (DIN 47100 / IEC 60757 style). */
const COLOURS: Record<string, string> = {
  RD: '#d62728', BK: '#1f1f1f', BU: '#1f5fbf', YE: '#e3b505', GN: '#2e9d3a', WH: '#ffffff', OG: '#f28e2b',
  BN: '#8c564b', GY: '#8a8f98', VT: '#8e44ad', PK: '#e377c2',
};
const INK = '#1f2329';
const MUTED = '#6b7280';
const n = (v: number) => Math.round(v * 10) / 10;

export class Sheet {
  /** Drawn in this order: component boxes, wires, then connectors, symbols and pin labels on top. */
  private readonly under: string[] = [];
  private readonly wiresLayer: string[] = [];
  private readonly body: string[] = [];
  private readonly overlay: string[] = [];
  readonly parts = new Set<string>();
  private wires = 0;
  /** Numbers sheet references and notes, so the viewer can find and highlight them too. */
  private labels = 0;

  constructor(readonly f: VehicleFacts) {}

  /** Records a part the sheet shows without its own symbol (sensors inside the motor, cables). */
  part(key: PartKey) {
    this.code(key);
  }

  private code(key?: PartKey): string {
    if (!key) return '';
    const code = this.f.parts[key];
    if (!code) return '';
    for (const r of this.f.revisions[code] ?? [code]) this.parts.add(r);
    return code;
  }

  private text(x: number, y: number, s: string, o: { size?: number; anchor?: 'start' | 'middle' | 'end'; weight?: string; fill?: string } = {}) {
    return `<text x="${n(x)}" y="${n(y)}" font-size="${o.size ?? 11}"${o.anchor && o.anchor !== 'start' ? ` text-anchor="${o.anchor}"` : ''}${o.weight ? ` font-weight="${o.weight}"` : ''} fill="${o.fill ?? INK}">${esc(s)}</text>`;
  }

  /** A pin's number or name as its own label (kind pin, id `<owner>.<pin>`). */
  private pinLabel(owner: string, name: string, x: number, y: number, anchor: 'start' | 'middle' | 'end') {
    return `<g id="${owner}.${name.replace(/[^\w.-]/g, '_')}" data-kind="pin">${this.text(x, y, name, { size: 9, anchor, fill: MUTED })}</g>`;
  }

  /**
   * A component box: designation (bold), name, and its part code. Pins are spread along the
   * sides; the answer maps each pin name to its point on the outline.
   */
  box(id: string, x: number, y: number, w: number, h: number, lines: string[], o: { part?: PartKey; dashed?: boolean; pins?: { left?: string[]; right?: string[]; top?: string[]; bottom?: string[] }; kind?: string; symbol?: string; pinStart?: number; pinPitch?: number } = {}): Pins {
    const code = this.code(o.part);
    const head = [id, ...lines, ...(code ? [code] : [])];
    const pins: Pins = {};
    const svg: string[] = [`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fff" stroke="${INK}" stroke-width="1.4"${o.dashed ? ' stroke-dasharray="8 4"' : ''}/>`];
    const titleH = head.length * 13 + 8;
    head.forEach((t, i) => svg.push(this.text(x + w / 2, y + 15 + i * 13, t, { anchor: 'middle', size: i === 0 ? 12 : code && i === head.length - 1 ? 9 : 10.5, weight: i === 0 ? 'bold' : undefined, fill: code && i === head.length - 1 && i > 0 ? MUTED : INK })));
    if (o.symbol) svg.push(o.symbol);
    const pinSvg: string[] = [];
    const side = (names: string[] | undefined, place: (i: number, count: number) => Pt, label: (p: Pt) => [number, number, 'start' | 'middle' | 'end']) => {
      (names ?? []).forEach((name, i) => {
        // An empty name keeps its slot free (a gap between pin groups).
        if (!name) return;
        const p = place(i, names!.length);
        pins[name] = p;
        pinSvg.push(`<circle cx="${n(p[0])}" cy="${n(p[1])}" r="2.2" fill="${INK}"/>`);
        const [lx, ly, a] = label(p);
        pinSvg.push(this.pinLabel(id, name, lx, ly, a));
      });
    };
    // Evenly spread, or (left/right pins) at pinStart + i × pinPitch so they line up with a connector.
    const span = (i: number, count: number, from: number, len: number) => from + ((i + 1) * len) / (count + 1);
    const rows = (i: number, count: number) => (o.pinStart !== undefined ? o.pinStart + i * (o.pinPitch ?? 36) : span(i, count, y + titleH, h - titleH));
    side(o.pins?.left, (i, c) => [x, rows(i, c)], (p) => [p[0] + 5, p[1] + 3, 'start']);
    side(o.pins?.right, (i, c) => [x + w, rows(i, c)], (p) => [p[0] - 5, p[1] + 3, 'end']);
    side(o.pins?.top, (i, c) => [span(i, c, x, w), y], (p) => [p[0] + 4, p[1] - 5, 'start']);
    side(o.pins?.bottom, (i, c) => [span(i, c, x, w), y + h], (p) => [p[0] + 4, p[1] + 12, 'start']);
    this.under.push(`<g id="${id}" data-kind="${o.kind ?? 'component'}">${svg.join('')}</g>`);
    this.body.push(...pinSvg);
    return pins;
  }

  /** A connector drawn as a mated pair; pins numbered 1…count; `a` is the left/top side, `b` the other. */
  connector(id: string, x: number, y: number, count: number, o: { vertical?: boolean; part?: PartKey; name?: string; pitch?: number; labelBelow?: boolean } = {}): { a: Pins; b: Pins } {
    const pitch = o.pitch ?? 18;
    const len = count * pitch + 8;
    const code = this.code(o.part);
    const a: Pins = {};
    const b: Pins = {};
    const svg: string[] = [];
    const pinSvg: string[] = [];
    if (o.vertical) {
      // Pins run downwards; the halves sit left and right of x.
      svg.push(`<rect x="${x - 12}" y="${y}" width="11" height="${len}" fill="#f3f4f6" stroke="${INK}"/><rect x="${x + 1}" y="${y}" width="11" height="${len}" fill="#fff" stroke="${INK}"/>`);
      for (let i = 1; i <= count; i++) {
        const py = y + 4 + (i - 0.5) * pitch;
        a[String(i)] = [x - 12, py];
        b[String(i)] = [x + 12, py];
        pinSvg.push(this.pinLabel(id, String(i), x, py + 3, 'middle'));
      }
      const ty = o.labelBelow ? y + len + 14 : y - 16;
      svg.push(this.text(x, ty, id, { anchor: 'middle', weight: 'bold', size: 11.5 }));
      if (o.name) svg.push(this.text(x, ty + 11, o.name, { anchor: 'middle', size: 9, fill: MUTED }));
      if (code) svg.push(this.text(x, o.labelBelow ? ty + 22 : y + len + 12, code, { anchor: 'middle', size: 8.5, fill: MUTED }));
    } else {
      svg.push(`<rect x="${x}" y="${y - 12}" width="${len}" height="11" fill="#f3f4f6" stroke="${INK}"/><rect x="${x}" y="${y + 1}" width="${len}" height="11" fill="#fff" stroke="${INK}"/>`);
      for (let i = 1; i <= count; i++) {
        const px = x + 4 + (i - 0.5) * pitch;
        a[String(i)] = [px, y - 12];
        b[String(i)] = [px, y + 12];
        pinSvg.push(this.pinLabel(id, String(i), px, y + 3.5, 'middle'));
      }
      svg.push(this.text(x - 6, y - 2, id, { anchor: 'end', weight: 'bold', size: 11.5 }));
      if (o.name) svg.push(this.text(x - 6, y + 10, o.name, { anchor: 'end', size: 9, fill: MUTED }));
      if (code) svg.push(this.text(x + len + 6, y + 4, code, { size: 8.5, fill: MUTED }));
    }
    this.body.push(`<g id="${id}" data-kind="connector">${svg.join('')}</g>`, ...pinSvg);
    return { a, b };
  }

  /** A fuse in a horizontal or vertical line; pins a (left/top) and b. */
  fuse(id: string, x: number, y: number, rating: string, o: { vertical?: boolean; part?: PartKey } = {}): { a: Pt; b: Pt } {
    const code = this.code(o.part);
    const svg = o.vertical
      ? `<rect x="${x - 6}" y="${y - 14}" width="12" height="28" fill="#fff" stroke="${INK}" stroke-width="1.3"/><path d="M${x} ${y - 14} V${y + 14}" stroke="${INK}"/>${this.text(x + 10, y - 2, id, { weight: 'bold' })}${this.text(x + 10, y + 10, rating, { size: 9.5 })}${code ? this.text(x + 10, y + 21, code, { size: 8.5, fill: MUTED }) : ''}`
      : `<rect x="${x - 14}" y="${y - 6}" width="28" height="12" fill="#fff" stroke="${INK}" stroke-width="1.3"/><path d="M${x - 14} ${y} H${x + 14}" stroke="${INK}"/>${this.text(x - 2, y - 10, id, { anchor: 'end', weight: 'bold', size: 10.5 })}${this.text(x + 2, y - 10, rating, { size: 10.5 })}${code ? this.text(x, y + 18, code, { anchor: 'middle', size: 8.5, fill: MUTED }) : ''}`;
    this.body.push(`<g id="${id}" data-kind="fuse">${svg}</g>`);
    return o.vertical ? { a: [x, y - 14], b: [x, y + 14] } : { a: [x - 14, y], b: [x + 14, y] };
  }

  /** A normally-open switch or contact between a and b (horizontal). */
  contact(id: string, x: number, y: number, name: string, o: { part?: PartKey; kind?: string } = {}): { a: Pt; b: Pt } {
    const code = this.code(o.part);
    const svg = `<path d="M${x - 18} ${y} H${x - 8} M${x + 8} ${y} H${x + 18}" stroke="${INK}" stroke-width="1.4"/><path d="M${x - 8} ${y} L${x + 8} ${y - 9}" stroke="${INK}" stroke-width="1.4"/><circle cx="${x - 8}" cy="${y}" r="1.8" fill="${INK}"/><circle cx="${x + 8}" cy="${y}" r="1.8" fill="#fff" stroke="${INK}"/>`
      + this.text(x, y - 14, id, { anchor: 'middle', weight: 'bold', size: 10.5 }) + this.text(x, y + 14, name, { anchor: 'middle', size: 9 }) + (code ? this.text(x, y + 24, code, { anchor: 'middle', size: 8.5, fill: MUTED }) : '');
    this.body.push(`<g id="${id}" data-kind="${o.kind ?? 'component'}">${svg}</g>`);
    return { a: [x - 18, y], b: [x + 18, y] };
  }

  /** A lamp (circle with a cross) between a (top) and b (bottom). */
  lamp(id: string, x: number, y: number, name: string, o: { part?: PartKey } = {}): { a: Pt; b: Pt } {
    const code = this.code(o.part);
    const r = 11;
    const d = r * 0.7;
    const svg = `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" stroke="${INK}" stroke-width="1.4"/><path d="M${x - d} ${y - d} L${x + d} ${y + d} M${x + d} ${y - d} L${x - d} ${y + d}" stroke="${INK}"/>`
      + this.text(x + 16, y - 2, id, { weight: 'bold', size: 10.5 }) + this.text(x + 16, y + 10, name, { size: 9 }) + (code ? this.text(x + 16, y + 20, code, { size: 8.5, fill: MUTED }) : '');
    this.body.push(`<g id="${id}" data-kind="component">${svg}</g>`);
    return { a: [x, y - r], b: [x, y + r] };
  }

  /** A chassis ground symbol at a point. */
  ground(id: string, x: number, y: number): Pt {
    this.body.push(`<g id="${id}" data-kind="ground"><path d="M${x} ${y} V${y + 8} M${x - 9} ${y + 8} H${x + 9} M${x - 6} ${y + 12} H${x + 6} M${x - 3} ${y + 16} H${x + 3}" stroke="${INK}" stroke-width="1.4"/>${this.text(x + 12, y + 15, id, { size: 9.5, weight: 'bold' })}</g>`);
    return [x, y];
  }

  /** A reference to another sheet at the end of a wire. */
  ref(x: number, y: number, text: string, anchor: 'start' | 'end' = 'start'): { left: Pt; right: Pt } {
    const w = text.length * 5.2 + 14;
    const bx = anchor === 'start' ? x : x - w;
    this.body.push(`<g id="REF${++this.labels}" data-kind="label"><path d="M${n(bx)} ${y - 8} H${n(bx + w - 6)} L${n(bx + w)} ${y} L${n(bx + w - 6)} ${y + 8} H${n(bx)} Z" fill="#fff" stroke="${MUTED}"/>${this.text(bx + 4, y + 3.5, text, { size: 9, fill: MUTED })}</g>`);
    return { left: [bx, y], right: [bx + w, y] };
  }

  /** Free text (notes, legends), kind label. */
  note(x: number, y: number, lines: string[], size = 9.5) {
    this.body.push(`<g id="NOTE${++this.labels}" data-kind="label">${lines.map((l, i) => this.text(x, y + i * (size + 4), l, { size, fill: i === 0 ? INK : MUTED, weight: i === 0 ? 'bold' : undefined })).join('')}</g>`);
  }

  /** The wire colour legend along the bottom of the sheet. */
  legend(x: number, y: number, codes: [string, string][]) {
    const items = codes.map(([code, name], i) => {
      const cx = x + (i % 6) * 118;
      const cy = y + Math.floor(i / 6) * 18;
      const [c1, c2] = code.split('/');
      return `<rect x="${cx}" y="${cy - 7}" width="22" height="8" fill="${COLOURS[c1]}" stroke="#7a7f87" stroke-width="0.6"/>${c2 ? `<rect x="${cx + 11}" y="${cy - 7}" width="11" height="8" fill="${COLOURS[c2]}"/>` : ''}${this.text(cx + 27, cy, `${code} ${name}`, { size: 9 })}`;
    });
    this.body.push(`<g id="legend" data-kind="label">${this.text(x, y - 16, 'Wire colours / 导线颜色', { size: 9.5, weight: 'bold' })}${items.join('')}</g>`);
  }

  dot(p: Pt) {
    this.overlay.push(`<circle cx="${n(p[0])}" cy="${n(p[1])}" r="3" fill="${INK}"/>`);
  }

  /**
   * A wire through the given points, drawn in its colour (a two-colour wire as a dashed
   * overlay), with its code and cross-section (e.g. "RD 6.0") on its longest segment.
   */
  wire(colour: string, mm2: number | string, points: Pt[], o: { label?: boolean; width?: number } = {}) {
    const [c1, c2] = colour.split('/');
    const id = `W${String(++this.wires).padStart(2, '0')}-${colour.replace('/', '')}`;
    const d = points.map((p, i) => `${i ? 'L' : 'M'}${n(p[0])} ${n(p[1])}`).join(' ');
    const w = o.width ?? (Number(mm2) >= 4 ? 3.2 : 2);
    const base = COLOURS[c1] ?? INK;
    // Light colours get a grey edge so they stay visible on white paper.
    const light = [c1, c2].some((c) => c === 'WH' || c === 'YE');
    let svg = light ? `<path d="${d}" fill="none" stroke="#7a7f87" stroke-width="${w + 1.6}" stroke-linejoin="round"/>` : '';
    svg += `<path d="${d}" fill="none" stroke="${base}" stroke-width="${w}" stroke-linejoin="round"/>`;
    if (c2) svg += `<path d="${d}" fill="none" stroke="${COLOURS[c2] ?? INK}" stroke-width="${w}" stroke-dasharray="7 7" stroke-linejoin="round"/>`;
    if (o.label !== false) {
      let best = 0;
      let at = 1;
      for (let i = 1; i < points.length; i++) {
        const len = Math.abs(points[i][0] - points[i - 1][0]) + Math.abs(points[i][1] - points[i - 1][1]);
        if (len > best) {
          best = len;
          at = i;
        }
      }
      const [a, b] = [points[at - 1], points[at]];
      const mx = (a[0] + b[0]) / 2;
      const my = (a[1] + b[1]) / 2;
      const label = `${colour} ${typeof mm2 === 'number' ? mm2.toFixed(mm2 < 1 ? 2 : 1) : mm2}`;
      const horizontal = a[1] === b[1];
      const tw = label.length * 5.4 + 6;
      svg += horizontal
        ? `<rect x="${n(mx - tw / 2)}" y="${n(my - 15)}" width="${n(tw)}" height="11" fill="#fff"/>${this.text(mx, my - 6, label, { anchor: 'middle', size: 9 })}`
        : `<rect x="${n(mx + 4)}" y="${n(my - 8)}" width="${n(tw)}" height="11" fill="#fff"/>${this.text(mx + 7, my + 1, label, { size: 9 })}`;
    }
    this.wiresLayer.push(`<g id="${id}" data-kind="wire" data-color="${colour}">${svg}</g>`);
  }

  /** The whole sheet with frame and title block. */
  render(title: { en: string; zh: string }, sheet: number, sheets: number, drawingNo: string): string {
    const f = this.f;
    const tb = [
      `<rect x="780" y="712" width="404" height="94" fill="#fff" stroke="${INK}" stroke-width="1.4"/>`,
      `<path d="M780 740 H1184 M780 774 H1060 M1060 768 H1184 M1060 712 V806" stroke="${INK}"/>`,
      this.text(788, 731, f.line.brand, { weight: 'bold', size: 13 }), this.text(900, 731, f.line.names['en-US'], { size: 9.5, fill: MUTED }),
      this.text(1068, 724, 'DRAWING NO.', { size: 7.5, fill: MUTED }), this.text(1068, 736, drawingNo, { size: 10.5, weight: 'bold' }),
      this.text(788, 755, title.en, { weight: 'bold', size: 12 }), this.text(788, 768, title.zh, { size: 10.5 }),
      this.text(1068, 750, 'SHEET / REV / DATE', { size: 7.5, fill: MUTED }), this.text(1068, 763, `${sheet} / ${sheets}   A   2026-05`, { size: 10.5, weight: 'bold' }),
      this.text(788, 786, 'MODEL', { size: 7.5, fill: MUTED }), this.text(788, 799, `${f.model.code} · ${f.names['en-US']}`, { size: 9.5 }),
      this.text(1068, 786, 'SYSTEM', { size: 7.5, fill: MUTED }), this.text(1068, 799, `${f.model.volts} V DC / 12 V`, { size: 10.5 }),
    ].join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 820" font-family="Arial, Helvetica, sans-serif">`
      + `<rect width="1200" height="820" fill="#fff"/><rect x="8" y="8" width="1184" height="804" fill="none" stroke="${INK}" stroke-width="2"/><rect x="16" y="16" width="1168" height="788" fill="none" stroke="${INK}" stroke-width="0.6"/>`
      + `${this.under.join('')}<g stroke-linecap="round">${this.wiresLayer.join('')}</g>${this.body.join('')}${this.overlay.join('')}`
      + `<g id="title-block" data-kind="label">${tb}</g></svg>`;
  }
}

/** Points for an orthogonal route: out horizontally, across at x = via, in horizontally. */
export const hv = (a: Pt, b: Pt, via = (a[0] + b[0]) / 2): Pt[] => (a[1] === b[1] ? [a, b] : [a, [via, a[1]], [via, b[1]], b]);
/** Out vertically, across at y = via, in vertically. */
export const vh = (a: Pt, b: Pt, via = (a[1] + b[1]) / 2): Pt[] => (a[0] === b[0] ? [a, b] : [a, [a[0], via], [b[0], via], b]);
