import type { LineCode } from './models.js';
import type { Material, Shape } from './part-types.js';
import { DRAWING, isSmall, outline, type Palette } from './shapes.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const n = (v: number) => Math.round(v * 10) / 10;
const STROKE = '#2b2f36';

export interface DrawingBall { ball: number; shape: Shape }

/**
 * An exploded view: the parts laid out along one to three assembly axes (dash-dot centre lines),
 * each with a leader line to its numbered balloon. Part outlines and balloons carry data-ball so
 * the web can highlight a row's part and balloon together.
 */
export function explodedDrawing(code: string, title: string, balls: DrawingBall[]): string {
  const big = balls.filter((b) => !isSmall(b.shape));
  const small = balls.filter((b) => isSmall(b.shape));
  let groups = small.length >= 3 && big.length >= 1 ? [big, small] : [balls];
  const chunk = (list: DrawingBall[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
  groups = groups.flatMap((g) => chunk(g, Math.ceil(g.length / Math.ceil(g.length / 12))));
  if (groups.length > 3) groups = chunk(balls, Math.ceil(balls.length / 3));

  const axes = groups.map((g) => g.map((b) => ({ ...b, o: outline(b.shape) })));
  const BAND_EXTRA = 104; // leader and balloon room above and below the parts
  const heights = axes.map((a) => Math.max(...a.map((p) => p.o.h)));
  const room = 520 - axes.length * BAND_EXTRA;
  const kV = Math.min(1.6, room / heights.reduce((s, h) => s + h, 0));
  let y = 16;
  const parts: string[] = [];
  const balloons: string[] = [];
  const centres: string[] = [];
  axes.forEach((axis, ai) => {
    const widths = axis.map((p) => p.o.w);
    const k = Math.min(kV, (680 - (axis.length + 1) * 16) / widths.reduce((s, w) => s + w, 0));
    const h = heights[ai] * k;
    const axisY = y + BAND_EXTRA / 2 + h / 2;
    const total = widths.reduce((s, w) => s + w * k, 0);
    const gap = Math.min(70, (700 - total) / (axis.length + 1));
    let x = 400 - (total + gap * (axis.length - 1)) / 2;
    centres.push(`<path d="M${n(x - 24)} ${n(axisY)} H${n(x + total + gap * (axis.length - 1) + 24)}"/>`);
    axis.forEach((p, i) => {
      const cx = x + (p.o.w * k) / 2;
      const up = (i + ai) % 2 === 0;
      const edge = axisY + (up ? -1 : 1) * (p.o.h * k) / 2;
      const by = axisY + (up ? -1 : 1) * (h / 2 + 36);
      parts.push(`<g data-ball="${p.ball}" class="part" transform="translate(${n(cx)} ${n(axisY)}) scale(${n(k * 100) / 100})" stroke-width="${n(1.3 / k)}">${p.o.svg}</g>`);
      balloons.push(`<g data-ball="${p.ball}" class="balloon"><path d="M${n(cx)} ${n(edge + (up ? -2 : 2))} L${n(cx)} ${n(by + (up ? 11 : -11))}" fill="none" stroke-width="0.8"/><circle cx="${n(cx)}" cy="${n(edge + (up ? -2 : 2))}" r="1.6" fill="${STROKE}"/><circle cx="${n(cx)}" cy="${n(by)}" r="11" fill="#fff"/><text x="${n(cx)}" y="${n(by + 4)}" text-anchor="middle" font-size="11" fill="${STROKE}" stroke="none">${p.ball}</text></g>`);
      x += p.o.w * k + gap;
    });
    y += h + BAND_EXTRA;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" font-family="Arial, Helvetica, sans-serif">`
    + `<rect width="800" height="600" fill="#fff"/><rect x="6" y="6" width="788" height="588" fill="none" stroke="${STROKE}" stroke-width="1"/>`
    + `<g fill="none" stroke="#8a97a8" stroke-width="0.8" stroke-dasharray="16 4 3 4">${centres.join('')}</g>`
    + `<g stroke="${STROKE}" stroke-linejoin="round" stroke-linecap="round">${parts.join('')}</g>`
    + `<g stroke="${STROKE}">${balloons.join('')}</g>`
    + `<g font-size="10" fill="${STROKE}"><rect x="520" y="548" width="274" height="46" fill="#fff" stroke="${STROKE}"/><path d="M520 566 H794 M700 548 V566" stroke="${STROKE}"/>`
    + `<text x="528" y="561" font-weight="bold">${esc(code)}</text><text x="708" y="561">EXPLODED VIEW</text><text x="528" y="584">${esc(title)}</text></g></svg>`;
}

/** Product-photo colours per material. */
const PHOTO: Record<Material, Palette> = {
  battery: { f: '#3d5368', f2: '#566e86', d: '#22313f' },
  pcb: { f: '#2f7d4a', f2: '#3f9a5e', d: '#1f3a2a' },
  aluHousing: { f: '#c7ccd2', f2: '#dde1e5', d: '#8e98a3' },
  motor: { f: '#4a4f57', f2: '#6b727c', d: '#2b2f36' },
  copper: { f: '#e08a3c', f2: '#2b2b2b', d: '#c0392b' },
  friction: { f: '#8c8c8c', f2: '#5a5a5a', d: '#3a3a3a' },
  stainlessDisc: { f: '#d5d9de', f2: '#b8bec5', d: '#8e98a3' },
  aluminium: { f: '#b9c2cc', f2: '#d4dae0', d: '#7d8893' },
  steelFrame: { f: '#3a3d42', f2: '#55595f', d: '#1f2126' },
  plastic: { f: '#3a3d42', f2: '#50545a', d: '#24262a' },
  abs: { f: '#e6e8ea', f2: '#c9ced3', d: '#9aa3ad' },
  rubber: { f: '#2d2f33', f2: '#44474c', d: '#1a1b1e' },
  steel88: { f: '#c2c7cc', f2: '#a7adb4', d: '#7c848d' },
  nylon: { f: '#2f3237', f2: '#474b51', d: '#1d1f22' },
  lamp: { f: '#e9eef2', f2: '#3a3d42', d: '#c0392b' },
  fluid: { f: '#f0f0f0', f2: '#f5d76e', d: '#3a3d42' },
  seat: { f: '#2b2d31', f2: '#3c3f44', d: '#55585e' },
  bearing: { f: '#c9ced3', f2: '#aab1b8', d: '#2b2f36' },
  belt: { f: '#2b2b2b', f2: '#3a3a3a', d: '#2b2b2b' },
};

const VIEWS = ['FRONT', 'SIDE', 'DETAIL', 'LABEL', 'PACKAGE'];

/** A product-shot style picture of a part: 1 front, 2 side, 3 detail, 4 label, 5 package. */
export function partPhoto(code: string, shape: Shape, material: Material, index: number): string {
  const o = outline(shape, PHOTO[material]);
  const k = Math.min(3.2, 250 / Math.max(o.w, o.h));
  const view = VIEWS[(index - 1) % VIEWS.length];
  let body: string;
  const part = (tr: string, scale: number) => `<g transform="${tr} scale(${n(scale * 100) / 100})" stroke="#1d2026" stroke-width="${n(1.2 / scale)}" stroke-linejoin="round">${o.svg}</g>`;
  if (view === 'FRONT') body = part('translate(200 196)', k);
  else if (view === 'SIDE') body = part('translate(200 196) rotate(-14) scale(-1 1)', k * 0.92);
  else if (view === 'DETAIL') body = `<defs><clipPath id="d"><circle cx="200" cy="196" r="150"/></clipPath></defs><g clip-path="url(#d)">${part('translate(200 196)', k * 2.1)}</g><circle cx="200" cy="196" r="150" fill="none" stroke="#9aa3ad" stroke-width="3"/>`;
  else if (view === 'LABEL') {
    let bars = '';
    for (let i = 0; i < 38; i++) if ((code.charCodeAt(i % code.length) + i * 7) % 3) bars += `<rect x="${128 + i * 4}" y="300" width="${1 + ((i * 13) % 3)}" height="34" fill="#111"/>`;
    body = part('translate(200 150)', k * 0.62) + `<rect x="112" y="256" width="176" height="100" rx="4" fill="#fff" stroke="#c9ced3"/><text x="200" y="282" text-anchor="middle" font-size="17" font-weight="bold" fill="#111">${esc(code)}</text>${bars}<text x="200" y="350" text-anchor="middle" font-size="9" fill="#555">GENUINE PART · MADE IN CHINA</text>`;
  } else {
    body = `<polygon points="90,150 290,150 330,120 130,120" fill="#e3c99a" stroke="#8a6d3b"/><polygon points="290,150 330,120 330,300 290,330" fill="#b8965f" stroke="#8a6d3b"/><rect x="90" y="150" width="200" height="180" fill="#d6b67f" stroke="#8a6d3b"/><rect x="110" y="200" width="160" height="70" fill="#fff" stroke="#8a6d3b"/><text x="190" y="228" text-anchor="middle" font-size="15" font-weight="bold" fill="#111">${esc(code)}</text><text x="190" y="252" text-anchor="middle" font-size="10" fill="#555">QTY 1 · ORIGINAL SPARE PART</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" font-family="Arial, Helvetica, sans-serif"><defs><radialGradient id="bg" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dfe3e8"/></radialGradient></defs>`
    + `<rect width="400" height="400" fill="url(#bg)"/><ellipse cx="200" cy="345" rx="140" ry="14" fill="#000" opacity="0.08"/>${body}`
    + `<text x="14" y="388" font-size="10" fill="#8a939d">${index} · ${view}</text></svg>`;
}

/** A flat side view of a vehicle of a line in the series' colours, for tiles and model info. */
export function vehiclePicture(line: LineCode, color: string, accent: string, label: string): string {
  const wheel = (cx: number, cy: number, r: number) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#24262b"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.62)}" fill="#c9ced4"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.22)}" fill="#6b727c"/>`;
  let v: string;
  if (line === 'SCT') {
    v = wheel(130, 222, 34) + wheel(352, 222, 34)
      + `<path d="M150 212 L330 212 L340 226 L160 228 Z" fill="${color}"/><path d="M335 214 L300 64" stroke="#3a3d42" stroke-width="11" stroke-linecap="round"/><path d="M272 60 L330 60" stroke="#24262b" stroke-width="9" stroke-linecap="round"/>`
      + `<path d="M300 64 L352 222" stroke="${color}" stroke-width="9" stroke-linecap="round"/><path d="M150 212 L130 222" stroke="#3a3d42" stroke-width="8"/><rect x="170" y="202" width="120" height="8" rx="3" fill="${accent}"/><circle cx="306" cy="86" r="6" fill="#fff5c0" stroke="#3a3d42"/>`;
  } else if (line === 'MOP') {
    v = wheel(120, 220, 42) + wheel(360, 220, 42)
      + `<path d="M76 206 Q80 132 170 128 L230 128 Q250 170 300 176 L336 176 L350 140 L380 126 L392 150 L380 204 L320 208 Q300 184 250 196 L160 200 Q140 170 120 178 Q96 186 90 210 Z" fill="${color}"/>`
      + `<path d="M120 124 Q170 104 226 118 L226 130 L120 134 Z" fill="#2b2d31"/><path d="M360 220 L374 120 L360 78" stroke="#3a3d42" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M340 76 L380 76" stroke="#24262b" stroke-width="8" stroke-linecap="round"/>`
      + `<path d="M236 190 L330 190" stroke="${accent}" stroke-width="6"/><circle cx="388" cy="132" r="7" fill="#fff5c0" stroke="#3a3d42"/><rect x="70" y="150" width="14" height="8" fill="#d1495b"/>`;
  } else {
    v = wheel(110, 214, 52) + wheel(372, 214, 52)
      + `<path d="M110 214 L210 196 L250 214" stroke="#3a3d42" stroke-width="10" fill="none"/><path d="M372 214 L330 96" stroke="#c9ced4" stroke-width="10" stroke-linecap="round"/>`
      + `<path d="M170 150 L200 110 L300 100 L338 118 L320 150 L290 186 L200 190 Z" fill="${color}"/><rect x="214" y="138" width="70" height="46" rx="6" fill="#3a3d42"/><path d="M222 150 h54 M222 162 h54 M222 174 h54" stroke="#6b727c" stroke-width="3"/>`
      + `<path d="M84 136 L180 120 L200 112 L196 130 L100 146 Z" fill="#2b2d31"/><path d="M300 100 L346 92 L364 112 L338 118 Z" fill="${accent}"/><path d="M318 80 L352 72" stroke="#24262b" stroke-width="8" stroke-linecap="round"/><circle cx="362" cy="116" r="8" fill="#fff5c0" stroke="#3a3d42"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 300" font-family="Arial, Helvetica, sans-serif"><rect width="480" height="300" rx="16" fill="#f2f5f8"/><circle cx="400" cy="60" r="110" fill="${color}" opacity="0.08"/>`
    + `<ellipse cx="240" cy="270" rx="190" ry="10" fill="#000" opacity="0.1"/>${v}<text x="24" y="40" font-size="20" font-weight="bold" fill="#24262b">${esc(label)}</text></svg>`;
}

export { DRAWING };
