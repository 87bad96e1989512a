/*
 * The figures topics show: clean line drawings on white (640 × 340), one per key, shared by
 * every model (the captions in the topic carry the model-specific values). Stored through the
 * writer as images named `figure:<key>`.
 */

const INK = '#1f2329';
const MUTED = '#6b7280';
const ACCENT = '#d4380d';
const BLUE = '#1f5fbf';

const frame = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 340" font-family="Arial, Helvetica, sans-serif"><rect width="640" height="340" fill="#fff"/>`
  + `<defs><marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="${ACCENT}"/></marker></defs>`
  + `${body}</svg>`;
const t = (x: number, y: number, s: string, o: { size?: number; anchor?: string; fill?: string; weight?: string } = {}) =>
  `<text x="${x}" y="${y}" font-size="${o.size ?? 13}"${o.anchor ? ` text-anchor="${o.anchor}"` : ''}${o.weight ? ` font-weight="${o.weight}"` : ''} fill="${o.fill ?? INK}">${s}</text>`;
const arrow = (d: string, w = 3) => `<path d="${d}" fill="none" stroke="${ACCENT}" stroke-width="${w}" marker-end="url(#arrow)"/>`;
const callout = (n: number, x: number, y: number) => `<circle cx="${x}" cy="${y}" r="12" fill="#fff" stroke="${INK}" stroke-width="1.4"/>${t(x, y + 4.5, String(n), { size: 12, anchor: 'middle', weight: 'bold' })}`;

export const FIGURES: Record<string, string> = {
  'battery-removal': frame(
    // Pack with cells, connector pulled off, pack lifted out.
    `<rect x="150" y="150" width="300" height="120" rx="10" fill="#eef1f4" stroke="${INK}" stroke-width="2"/>`
    + Array.from({ length: 10 }, (_, i) => `<circle cx="${180 + i * 27}" cy="210" r="10" fill="#fff" stroke="${MUTED}"/>`).join('')
    + `<rect x="450" y="185" width="34" height="40" rx="4" fill="#fff" stroke="${INK}" stroke-width="2"/><rect x="500" y="185" width="34" height="40" rx="4" fill="#f6d365" stroke="${INK}" stroke-width="2"/>`
    + `<path d="M534 195 H590 M534 215 H590" stroke="${INK}" stroke-width="4"/>`
    + arrow('M520 170 L560 170')
    + arrow('M300 140 L300 70')
    + `<rect x="262" y="132" width="76" height="18" rx="6" fill="#fff" stroke="${INK}" stroke-width="2"/>`
    + callout(1, 540, 140) + callout(2, 330, 90) + callout(3, 150, 290)
    + t(470, 320, '1  Disconnect   2  Lift out   3  Check casing', { size: 12, anchor: 'middle', fill: MUTED }),
  ),
  'charge-curve': frame(
    `<path d="M70 40 V290 H600" fill="none" stroke="${INK}" stroke-width="1.6"/>`
    + t(60, 36, 'V / A', { size: 12, anchor: 'end', fill: MUTED }) + t(600, 312, 'time', { size: 12, anchor: 'end', fill: MUTED })
    // Voltage rises to the full voltage and stays; current flat then tails off.
    + `<path d="M70 200 C180 150 300 100 380 70 H600" fill="none" stroke="${BLUE}" stroke-width="3"/>`
    + `<path d="M70 110 H380 C430 200 500 260 600 280" fill="none" stroke="${ACCENT}" stroke-width="3"/>`
    + `<path d="M380 40 V290" stroke="${MUTED}" stroke-dasharray="6 5"/>`
    + t(220, 100, 'CC: constant current', { size: 12, anchor: 'middle', fill: ACCENT }) + t(490, 60, 'CV: constant voltage', { size: 12, anchor: 'middle', fill: BLUE })
    + t(600, 272, 'end: I < 0.1 × I', { size: 11, anchor: 'end', fill: MUTED }) + t(384, 306, '≈ 85 %', { size: 11, fill: MUTED }),
  ),
  'cell-balance': frame(
    `<path d="M60 40 V280 H610" fill="none" stroke="${INK}" stroke-width="1.6"/>`
    + Array.from({ length: 20 }, (_, i) => {
      const h = i === 13 ? 150 : 205 + ((i * 7) % 5);
      return `<rect x="${75 + i * 26.5}" y="${280 - h}" width="18" height="${h}" fill="${i === 13 ? ACCENT : '#9fb8d9'}"/>`;
    }).join('')
    + `<path d="M60 70 H610" stroke="${MUTED}" stroke-dasharray="6 5"/>` + t(610, 64, '4.20 V', { size: 11, anchor: 'end', fill: MUTED })
    + t(60, 300, 'cell group 1', { size: 11, fill: MUTED }) + t(610, 300, 'n', { size: 11, anchor: 'end', fill: MUTED })
    + t(440, 118, 'weak group', { size: 12, anchor: 'middle', fill: ACCENT, weight: 'bold' }),
  ),
  'hub-motor': frame(
    `<circle cx="320" cy="170" r="120" fill="#eef1f4" stroke="${INK}" stroke-width="2"/><circle cx="320" cy="170" r="70" fill="#fff" stroke="${INK}" stroke-width="1.5"/>`
    + `<rect x="60" y="162" width="520" height="16" fill="#c9ced6" stroke="${INK}" stroke-width="1.5"/>`
    + `<rect x="95" y="146" width="22" height="48" fill="#fff" stroke="${INK}" stroke-width="2"/><rect x="523" y="146" width="22" height="48" fill="#fff" stroke="${INK}" stroke-width="2"/>`
    + `<path d="M125 150 h16 v40 h-16 z M499 150 h16 v40 h-16 z" fill="#f6d365" stroke="${INK}" stroke-width="1.5"/>`
    + `<path d="M320 178 C320 250 200 270 150 300" fill="none" stroke="${INK}" stroke-width="4"/>`
    + callout(1, 106, 120) + callout(2, 133, 230) + callout(3, 180, 310)
    + t(470, 320, '1  Axle nut   2  Torque washer   3  Cable exit (down)', { size: 12, anchor: 'middle', fill: MUTED }),
  ),
  'hall-signals': frame(
    ['A', 'B', 'C'].map((name, k) => {
      const y0 = 90 + k * 80;
      let d = `M90 ${y0}`;
      for (let i = 0; i < 6; i++) {
        const x = 90 + i * 85 + k * 28;
        const high = i % 2 === 0;
        d += ` H${x} V${high ? y0 - 40 : y0}`;
      }
      d += ' H600';
      return `${t(60, y0 - 14, name, { size: 14, anchor: 'middle', weight: 'bold' })}<path d="${d}" fill="none" stroke="${[ACCENT, '#2e9d3a', BLUE][k]}" stroke-width="2.5"/>`;
    }).join('')
    + t(600, 325, '0 V / 5 V, 120° apart', { size: 12, anchor: 'end', fill: MUTED }),
  ),
  'belt-tension': frame(
    `<circle cx="150" cy="170" r="40" fill="#eef1f4" stroke="${INK}" stroke-width="2"/><circle cx="490" cy="170" r="95" fill="#eef1f4" stroke="${INK}" stroke-width="2"/>`
    + `<path d="M150 130 L490 75 M150 210 L490 265" stroke="${INK}" stroke-width="6"/>`
    + arrow('M320 300 L320 250', 2.5) + t(320, 322, 'measure here (lower run, mid-span)', { size: 12, anchor: 'middle', fill: MUTED })
    + `<rect x="300" y="212" width="40" height="24" rx="4" fill="#fff" stroke="${BLUE}" stroke-width="2"/>` + t(320, 229, 'Hz', { size: 12, anchor: 'middle', fill: BLUE }),
  ),
  'diagnostic-port': frame(
    `<rect x="220" y="80" width="200" height="150" rx="18" fill="#eef1f4" stroke="${INK}" stroke-width="2"/>`
    + [[270, 130, '1'], [370, 130, '2'], [270, 190, '3'], [370, 190, '4']].map(([x, y, n]) => `<circle cx="${x}" cy="${y}" r="16" fill="#fff" stroke="${INK}" stroke-width="2"/>${t(Number(x), Number(y) + 5, String(n), { size: 14, anchor: 'middle', weight: 'bold' })}`).join('')
    + t(120, 135, 'CAN-H', { size: 13, anchor: 'middle' }) + t(520, 135, 'CAN-L', { size: 13, anchor: 'middle' }) + t(120, 195, 'GND', { size: 13, anchor: 'middle' }) + t(520, 195, '+12 V', { size: 13, anchor: 'middle' })
    + `<path d="M160 131 H250 M390 131 H480 M150 191 H250 M390 191 H480" stroke="${MUTED}" stroke-dasharray="4 4"/>`
    + t(320, 280, 'view into the vehicle socket', { size: 12, anchor: 'middle', fill: MUTED }),
  ),
  'headlamp-aim': frame(
    `<path d="M40 290 H600" stroke="${INK}" stroke-width="2"/><path d="M560 40 V290" stroke="${INK}" stroke-width="3"/>`
    + `<rect x="80" y="200" width="40" height="26" rx="6" fill="#f6d365" stroke="${INK}" stroke-width="2"/>`
    + `<path d="M120 213 L560 150 M120 213 L560 230" stroke="${ACCENT}" stroke-width="1.6" fill="none"/>`
    + `<path d="M120 213 H560" stroke="${MUTED}" stroke-dasharray="6 5"/>`
    + `<path d="M575 213 V176" stroke="${INK}" stroke-width="1.5" marker-end="url(#arrow)"/>` + t(585, 198, '1 %', { size: 12 })
    + `<path d="M120 310 H560" stroke="${INK}" stroke-width="1" marker-end="url(#arrow)" marker-start="url(#arrow)"/>` + t(340, 330, '10 m', { size: 12, anchor: 'middle' }),
  ),
  'brake-pad-wear': frame(
    `<rect x="140" y="90" width="360" height="40" fill="#c9ced6" stroke="${INK}" stroke-width="2"/>` + t(320, 116, 'backing plate', { size: 12, anchor: 'middle', fill: MUTED })
    + `<rect x="160" y="130" width="320" height="34" fill="#8c8c8c" stroke="${INK}" stroke-width="2"/>`
    + `<path d="M320 130 V164" stroke="#fff" stroke-width="4"/>` + t(330, 190, 'wear groove', { size: 12, fill: MUTED })
    + `<path d="M520 130 V164" stroke="${ACCENT}" stroke-width="1.5" marker-end="url(#arrow)" marker-start="url(#arrow)"/>` + t(532, 152, 'min.', { size: 13, fill: ACCENT, weight: 'bold' })
    + `<path d="M140 240 H500" stroke="${INK}" stroke-width="8"/>` + t(320, 270, 'disc', { size: 12, anchor: 'middle', fill: MUTED }),
  ),
  'brake-bleeding': frame(
    `<rect x="120" y="80" width="200" height="130" rx="14" fill="#eef1f4" stroke="${INK}" stroke-width="2"/>` + t(220, 150, 'caliper', { size: 13, anchor: 'middle', fill: MUTED })
    + `<rect x="300" y="70" width="20" height="26" fill="#fff" stroke="${INK}" stroke-width="2"/>` + t(330, 64, 'bleed nipple', { size: 12 })
    + `<path d="M310 70 C310 20 470 20 470 160" fill="none" stroke="${BLUE}" stroke-width="5" opacity="0.6"/>`
    + `<rect x="430" y="160" width="80" height="120" rx="8" fill="#fff" stroke="${INK}" stroke-width="2"/><rect x="432" y="230" width="76" height="48" fill="#f6d365" opacity="0.6"/>` + t(470, 305, 'catch bottle', { size: 12, anchor: 'middle', fill: MUTED })
    + arrow('M90 60 L90 130') + t(90, 48, 'lever held', { size: 12, anchor: 'middle', fill: ACCENT }),
  ),
  'frame-points': frame(
    `<path d="M150 90 L300 120 L470 210 L380 250 L230 250 L150 130 Z" fill="none" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>`
    + `<path d="M150 90 L120 60 M470 210 L540 220" stroke="${INK}" stroke-width="4"/>`
    + `<circle cx="150" cy="90" r="7" fill="${ACCENT}"/><circle cx="540" cy="220" r="7" fill="${ACCENT}"/><circle cx="230" cy="250" r="7" fill="${ACCENT}"/><circle cx="380" cy="250" r="7" fill="${ACCENT}"/>`
    + `<path d="M150 300 H540" stroke="${BLUE}" stroke-width="1.5" marker-end="url(#arrow)" marker-start="url(#arrow)"/>` + t(345, 292, 'A', { size: 15, anchor: 'middle', weight: 'bold', fill: BLUE })
    + t(112, 50, 'B', { size: 15, weight: 'bold', fill: BLUE }) + t(300, 276, 'C / D', { size: 15, anchor: 'middle', weight: 'bold', fill: BLUE }),
  ),
};
