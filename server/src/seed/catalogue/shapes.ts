import type { Shape } from './part-types.js';

/** Fills of a shape: light technical-drawing greys, or a product colour for photos. */
export interface Palette { f: string; f2: string; d: string }
export const DRAWING: Palette = { f: '#f3f5f7', f2: '#dfe4ea', d: '#aeb7c2' };

export interface Outline { svg: string; w: number; h: number }

const n = (v: number) => Math.round(v * 10) / 10;
const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0) => `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r ? ` rx="${r}"` : ''} fill="${fill}"/>`;
const ell = (cx: number, cy: number, rx: number, ry: number, fill: string) => `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`;
const circ = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"/>`;
const path = (d: string, fill = 'none') => `<path d="${d}" fill="${fill}"/>`;
const poly = (pts: number[][], fill: string) => `<polygon points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"/>`;

/** A box seen from the front-right-top: front face, top face, side face. */
function isoBox(w: number, h: number, d: number, p: Palette, extra = ''): Outline {
  const dx = d * 0.6, dy = d * 0.35;
  const x = -(w + dx) / 2, y = -(h - dy) / 2;
  return {
    svg: rect(x, y, w, h, p.f) + poly([[x, y], [x + dx, y - dy], [x + w + dx, y - dy], [x + w, y]], p.f2) + poly([[x + w, y], [x + w + dx, y - dy], [x + w + dx, y + h - dy], [x + w, y + h]], p.d) + extra,
    w: w + dx, h: h + dy,
  };
}

/** A round part seen along the axis, slightly from the side: an ellipse with a thickness. */
function disc(ry: number, thick: number, p: Palette, inner = ''): Outline {
  const rx = ry * 0.32;
  return { svg: rect(-thick / 2, -ry, thick, ry * 2, p.f2) + ell(thick / 2, 0, rx, ry, p.d) + ell(-thick / 2, 0, rx, ry, p.f) + inner, w: thick + rx * 2, h: ry * 2 };
}

const SHAPES: Record<Shape, (p: Palette) => Outline> = {
  pack: (p) => isoBox(150, 80, 70, p, rect(-70, -12, 34, 20, p.d, 3) + path('M-10 -10h70M-10 0h70M-10 10h70') + circ(-53, -2, 4, '#fff')),
  box: (p) => isoBox(70, 44, 40, p, rect(-26, -8, 30, 12, p.d, 2)),
  cell: (p) => {
    let s = '';
    for (let i = 0; i < 3; i++) for (let j = 0; j < 2; j++) { const x = -24 + i * 18 + j * 9, y = -14 + j * 22; s += rect(x - 8, y - 16, 16, 32, p.f2) + ell(x, y - 16, 8, 3.5, p.f) + ell(x, y - 16, 3, 1.4, p.d); }
    return { svg: s, w: 64, h: 72 };
  },
  pcb: (p) => ({ svg: poly([[-45, 18], [-25, -22], [45, -22], [25, 18]], '#dfe9df') + rect(-18, -12, 16, 10, p.d) + rect(6, -14, 10, 8, p.d) + rect(-4, 2, 20, 8, p.f2) + circ(-28, 8, 3, '#fff') + circ(30, -16, 3, '#fff') + path('M-12 6h-12M2 -8h6M18 -4l6 8'), w: 90, h: 40 }),
  finbox: (p) => { const b = isoBox(90, 54, 44, p); let fins = ''; for (let i = 0; i < 7; i++) fins += path(`M${n(-44 + i * 12)} -30 l8 -10`); return { svg: b.svg + fins + rect(-50, 20, 12, 8, p.d) + path('M-50 24 h-14 M-50 20 h-10'), w: b.w + 14, h: b.h }; },
  charger: (p) => { const b = isoBox(70, 40, 36, p, path('M-10 -6h24M-10 4h24')); return { svg: b.svg + path('M-46 6 c-14 0 -14 26 -30 26 h-10') + rect(-94, 26, 12, 12, p.d, 2), w: b.w + 48, h: b.h + 20 }; },
  motor: (p) => {
    const d = disc(70, 34, p, ell(-17, 0, 15, 46, p.f2) + ell(-17, 0, 6, 18, p.d) + ell(-17, 0, 2.5, 7, '#fff'));
    let bolts = ''; for (let i = 0; i < 6; i++) { const a = (i / 6) * Math.PI * 2; bolts += circ(-17 + Math.cos(a) * 11, Math.sin(a) * 33, 1.8, '#fff'); }
    return { svg: rect(17, -6, 34, 12, p.d) + d.svg + bolts + path('M17 40 c20 6 26 20 40 20'), w: d.w + 40, h: d.h };
  },
  disc: (p) => { let holes = ''; for (let i = 0; i < 8; i++) { const a = (i / 8) * Math.PI * 2; holes += ell(Math.cos(a) * 13, Math.sin(a) * 48, 2, 5, '#fff'); } return { svg: ell(0, 0, 21, 66, p.f) + ell(0, 0, 16, 50, p.f2) + holes + ell(0, 0, 8, 24, '#fff') + ell(0, 0, 8, 24, 'none'), w: 42, h: 132 }; },
  caliper: (p) => ({ svg: path('M-22 -34 h30 q14 0 14 14 v40 q0 14 -14 14 h-30 z', p.f) + rect(-14, -22, 16, 44, p.f2, 4) + circ(-6, -10, 5, p.d) + circ(-6, 10, 5, p.d) + circ(14, -26, 3, '#fff') + circ(14, 26, 3, '#fff') + path('M22 0 h10'), w: 56, h: 70 }),
  pad: (p) => ({ svg: path('M-16 -22 h10 v44 h-10 q-4 -22 0 -44z', p.d) + rect(-6, -20, 5, 40, p.f2) + path('M6 -22 h10 q4 22 0 44 h-10 z', p.d) + rect(1, -20, 5, 40, p.f2) + path('M-22 -10 h-6 M22 -10 h6'), w: 44, h: 46 }),
  lever: (p) => ({ svg: rect(-44, -10, 26, 20, p.f2, 5) + path('M-18 -4 L44 -2 Q48 0 44 4 L-18 6 Z', p.f) + circ(-32, 0, 4, '#fff'), w: 92, h: 22 }),
  cable: (p) => ({ svg: `<path d="M-48 0 C-30 -26 -10 26 10 0 S40 -22 48 -4" fill="none" stroke-width="5" stroke="${p.d}"/>${path('M-48 0 C-30 -26 -10 26 10 0 S40 -22 48 -4')}` + rect(-60, -7, 14, 14, p.f2, 2) + rect(46, -11, 14, 14, p.f2, 2), w: 120, h: 40 }),
  connector: (p) => ({ svg: rect(-20, -12, 24, 24, p.f, 3) + rect(4, -9, 14, 18, p.f2, 2) + path('M8 -4h8M8 4h8') + path('M-20 -4 h-10 M-20 4 h-10'), w: 48, h: 26 }),
  tyre: (p) => { const o = disc(72, 44, p, ell(-22, 0, 14, 44, '#fff') + ell(-22, 0, 14, 44, 'none')); let tread = ''; for (let i = -5; i <= 5; i++) tread += path(`M-20 ${i * 12} h40`); return { svg: o.svg.replace('<ellipse', tread + '<ellipse'), w: o.w, h: o.h }; },
  rim: (p) => { let spokes = ''; for (let i = 0; i < 5; i++) { const a = (i / 5) * Math.PI * 2; spokes += path(`M0 0 L${n(Math.cos(a) * 18)} ${n(Math.sin(a) * 56)}`); } return { svg: ell(0, 0, 22, 66, p.f2) + ell(0, 0, 18, 56, '#fff') + spokes + ell(0, 0, 6, 16, p.f) + ell(0, 0, 2, 6, '#fff'), w: 46, h: 132 }; },
  bearing: (p) => disc(18, 10, p, ell(-5, 0, 3.5, 11, '#fff') + ell(-5, 0, 4.4, 13.5, 'none')),
  fork: (p) => ({ svg: rect(-30, -80, 60, 12, p.f2, 3) + rect(-24, -68, 12, 70, p.f) + rect(12, -68, 12, 70, p.f) + rect(-26, 0, 16, 72, p.f2, 4) + rect(10, 0, 16, 72, p.f2, 4) + rect(-6, -96, 12, 16, p.f) + circ(-18, 66, 4, '#fff') + circ(18, 66, 4, '#fff'), w: 60, h: 176 }),
  shock: (p) => { let coil = 'M-36 0'; for (let i = 0; i < 8; i++) coil += ` l4 -13 l4 26 l0 0`; coil = coil.replace(/ l0 0/g, ''); return { svg: circ(-56, 0, 8, p.f) + circ(-56, 0, 3, '#fff') + rect(-48, -6, 40, 12, p.f2) + rect(-8, -9, 48, 18, p.f) + path(coil + ' l4 -13') + circ(50, 0, 8, p.f) + circ(50, 0, 3, '#fff'), w: 124, h: 30 }; },
  frame: (p) => ({ svg: `<path d="M-90 -40 L-40 40 L60 40 L90 -10 M-90 -40 L-70 -56 M-40 40 L-10 -20 L60 -20 L60 40" fill="none" stroke-width="9" stroke-linecap="round" stroke="#2b2f36"/><path d="M-90 -40 L-40 40 L60 40 L90 -10 M-90 -40 L-70 -56 M-40 40 L-10 -20 L60 -20 L60 40" fill="none" stroke-width="6.4" stroke-linecap="round" stroke="${p.f2}"/>` + circ(90, -10, 6, p.f) + circ(-40, 40, 5, p.f), w: 196, h: 112 }),
  panel: (p) => ({ svg: path('M-60 20 Q-50 -30 10 -30 Q55 -30 60 -5 L40 24 Q0 10 -60 20 Z', p.f) + path('M-44 10 Q-30 -18 10 -18 Q40 -18 46 -6', 'none') + circ(-40, 12, 3, '#fff') + circ(42, -4, 3, '#fff'), w: 122, h: 56 }),
  seat: (p) => ({ svg: path('M-74 6 Q-70 -22 -30 -20 Q0 -18 20 -26 Q60 -34 74 -12 L70 8 Z', p.f) + path('M-72 8 L70 8 L64 18 L-66 18 Z', p.d) + path('M-20 -20 Q0 -14 20 -22'), w: 150, h: 46 }),
  mirror: (p) => ({ svg: ell(8, -14, 24, 16, p.f) + ell(8, -14, 19, 12, '#eaf2f8') + path('M-8 2 L-24 26', 'none') + `<path d="M-8 2 L-24 26" stroke-width="5" stroke="${p.d}"/>` + circ(-24, 26, 5, p.f2), w: 64, h: 58 }),
  lamp: (p) => ({ svg: path('M-20 -26 h16 q26 0 26 26 q0 26 -26 26 h-16 z', p.f2) + ell(8, 0, 8, 24, '#fff9e0') + ell(8, 0, 4, 12, p.d) + rect(-28, -8, 8, 16, p.d), w: 52, h: 54 }),
  display: (p) => ({ svg: rect(-40, -27, 80, 54, p.f2, 8) + rect(-32, -19, 64, 34, '#dfe9f2', 2) + path('M-24 8 h20 M-24 0 h12 M6 -8 h18') + circ(-20, 21, 2.5, p.d) + circ(20, 21, 2.5, p.d), w: 80, h: 56 }),
  switch: (p) => ({ svg: path('M-20 -14 h30 q10 0 10 10 v18 h-40 z', p.f) + rect(-14, -8, 10, 7, p.d, 2) + rect(0, -8, 10, 7, p.d, 2) + circ(-4, 7, 3.5, p.f2), w: 42, h: 30 }),
  grip: (p) => { let ribs = ''; for (let i = 0; i < 7; i++) ribs += path(`M${-24 + i * 7} -9 v18`); return { svg: rect(-34, -11, 62, 22, p.f2, 6) + ribs + rect(28, -13, 8, 26, p.d, 2), w: 72, h: 26 }; },
  bolt: (p) => { let thread = ''; for (let i = 0; i < 7; i++) thread += path(`M${-4 + i * 5} -5 l3 10`); return { svg: poly([[-30, -9], [-18, -9], [-18, 9], [-30, 9]], p.f2) + ell(-30, 0, 3, 9, p.d) + rect(-18, -5, 46, 10, p.f) + thread, w: 62, h: 18 }; },
  screw: (p) => { let thread = ''; for (let i = 0; i < 5; i++) thread += path(`M${-2 + i * 5} -4 l3 8`); return { svg: rect(-20, -7, 10, 14, p.f2, 2) + rect(-10, -4, 30, 8, p.f) + thread, w: 42, h: 14 }; },
  nut: (p) => ({ svg: poly([[-6, -11], [0, -13], [6, -11], [6, 11], [0, 13], [-6, 11]], p.f2) + ell(-6, 0, 4, 12, p.f) + ell(-6, 0, 2, 5, '#fff'), w: 20, h: 26 }),
  washer: (p) => ({ svg: ell(1.5, 0, 4.5, 12, p.d) + ell(-1.5, 0, 4.5, 12, p.f) + ell(-1.5, 0, 2, 5.5, '#fff'), w: 12, h: 24 }),
  clip: (p) => ({ svg: ell(-6, 0, 3, 9, p.f) + path('M-6 -3 h14 l4 3 l-4 3 h-14 z', p.f2), w: 22, h: 18 }),
  pin: (p) => ({ svg: circ(-16, 0, 4, p.f) + path('M-12 -2 h28 M-12 2 h26', 'none'), w: 34, h: 10 }),
  sensor: (p) => ({ svg: rect(-16, -10, 26, 20, p.f, 3) + rect(10, -5, 10, 10, p.f2) + path('M-16 0 c-10 0 -10 10 -20 10'), w: 40, h: 24 }),
  belt: (p) => ({ svg: `<path d="M-60 -24 L50 -14 A14 14 0 0 1 50 14 L-60 24 A24 24 0 0 1 -60 -24 Z" fill="none" stroke-width="8" stroke="#2b2f36"/><path d="M-60 -24 L50 -14 A14 14 0 0 1 50 14 L-60 24 A24 24 0 0 1 -60 -24 Z" fill="none" stroke-width="5.4" stroke="${p.d}"/>`, w: 150, h: 56 }),
  pulley: (p) => { const o = disc(38, 16, p, ell(-8, 0, 6, 14, p.f2) + ell(-8, 0, 2.5, 6, '#fff')); return o; },
  lock: (p) => ({ svg: rect(-16, -12, 30, 28, p.f, 4) + path('M-10 -12 v-8 a9 9 0 0 1 18 0 v8') + circ(-1, 2, 4, p.d) + rect(14, -4, 8, 8, p.f2), w: 40, h: 40 }),
  deck: (p) => ({ svg: poly([[-86, 6], [-70, -10], [90, -10], [80, 6]], p.f2) + rect(-86, 6, 166, 10, p.f) + path('M-50 -3 h100'), w: 180, h: 28 }),
  bottle: (p) => ({ svg: path('M-14 -16 q0 -8 8 -8 v-8 h12 v8 q8 0 8 8 v42 h-28 z', p.f) + rect(-6, -38, 12, 6, p.d) + rect(-14, -4, 28, 16, '#fff'), w: 30, h: 66 }),
  stand: (p) => ({ svg: path('M-44 -6 L36 -3 L44 6 L-44 4 Z', p.f) + circ(-38, -1, 3.5, '#fff') + rect(36, 4, 12, 5, p.d), w: 92, h: 18 }),
  handlebar: (p) => ({ svg: `<path d="M-70 10 Q-40 -10 0 -8 Q40 -10 70 10" fill="none" stroke-width="10" stroke-linecap="round" stroke="#2b2f36"/><path d="M-70 10 Q-40 -10 0 -8 Q40 -10 70 10" fill="none" stroke-width="7.4" stroke-linecap="round" stroke="${p.f2}"/>` + rect(-9, -14, 18, 14, p.f, 2), w: 146, h: 34 }),
  horn: (p) => ({ svg: circ(0, 0, 18, p.f) + circ(0, 0, 11, p.f2) + path('M-6 -4 h12 M-6 0 h12 M-6 4 h12') + rect(-4, 18, 8, 8, p.d), w: 38, h: 46 }),
  fuse: (p) => ({ svg: rect(-11, -6, 22, 12, p.f2, 2) + rect(-6, -3, 12, 6, '#fff'), w: 22, h: 12 }),
};

export function outline(shape: Shape, p: Palette = DRAWING): Outline {
  return SHAPES[shape](p);
}

/** How much room a shape takes in a drawing compared with the others (big parts first). */
export function isSmall(shape: Shape): boolean {
  return ['bolt', 'screw', 'nut', 'washer', 'clip', 'pin', 'fuse', 'connector', 'sensor', 'bearing', 'switch', 'lock', 'horn'].includes(shape);
}
