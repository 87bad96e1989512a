/*
 * Pictures of the demo special tools: one clean SVG per tool, drawn like the catalogue's product
 * photos (soft backdrop, floor shadow, dark outlines, flat fills) so tools and parts look alike.
 */

const INK = '#1d2026';
const STEEL = '#c2c7cc';
const STEEL_DARK = '#8e98a3';
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A vertical cylinder seen slightly from above. */
const cylinder = (cx: number, top: number, rx: number, h: number, fill: string, topFill = fill) =>
  `<path d="M${cx - rx} ${top} V${top + h} A${rx} ${rx * 0.32} 0 0 0 ${cx + rx} ${top + h} V${top}" fill="${fill}"/><ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${rx * 0.32}" fill="${topFill}"/>`;
/** A cable or hose. */
const lead = (d: string, color: string, width = 6) => `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="${width / 3}" stroke-linecap="round"/>`;
/** A test probe lying at an angle. */
const probe = (x: number, y: number, angle: number, color: string) =>
  `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-6" y="0" width="12" height="52" rx="5" fill="${color}"/><rect x="-8" y="18" width="16" height="5" fill="${INK}" opacity="0.5"/><path d="M-2 52 L0 74 L2 52 Z" fill="${STEEL}"/></g>`;
/** A dial with ticks and a needle. */
function dial(cx: number, cy: number, r: number, needle: number, face = '#ffffff'): string {
  let ticks = '';
  for (let i = 0; i <= 20; i++) {
    const a = ((-220 + (i * 260) / 20) * Math.PI) / 180;
    const r1 = r * (i % 5 === 0 ? 0.72 : 0.8);
    ticks += `<path d="M${(cx + Math.cos(a) * r1).toFixed(1)} ${(cy + Math.sin(a) * r1).toFixed(1)} L${(cx + Math.cos(a) * r * 0.88).toFixed(1)} ${(cy + Math.sin(a) * r * 0.88).toFixed(1)}" stroke="${INK}" stroke-width="${i % 5 === 0 ? 2 : 1}"/>`;
  }
  const a = ((-220 + needle * 260) * Math.PI) / 180;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${STEEL_DARK}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.92}" fill="${face}"/>${ticks}`
    + `<path d="M${cx} ${cy} L${(cx + Math.cos(a) * r * 0.78).toFixed(1)} ${(cy + Math.sin(a) * r * 0.78).toFixed(1)}" stroke="#c0392b" stroke-width="3" stroke-linecap="round"/><circle cx="${cx}" cy="${cy}" r="${r * 0.09}" fill="${INK}"/>`;
}
/** An LCD with text. */
const lcd = (x: number, y: number, w: number, h: number, text: string, size: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="#c9dcc3"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="none" stroke="${INK}" stroke-opacity="0.4"/><text x="${x + w - 8}" y="${y + h / 2 + size * 0.36}" text-anchor="end" font-size="${size}" font-family="'Courier New', monospace" font-weight="bold" fill="#23332a" stroke="none">${esc(text)}</text>`;
/** A long tool handle with a grip. */
const grip = (x1: number, y1: number, x2: number, y2: number, color: string, width = 20) =>
  `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/><path d="M${x1} ${y1} L${x2} ${y2}" stroke="#000" stroke-opacity="0.15" stroke-width="${width}" stroke-linecap="round" stroke-dasharray="3 9"/>`;

const DRAWINGS = {
  insulatedKit: () =>
    `<path d="M66 162 L96 62 H304 L334 162 Z" fill="#2a2d31"/><path d="M82 154 L106 74 H294 L318 154 Z" fill="#3a3e45"/>`
    + [0, 1, 2].map((i) => `<g transform="translate(${128 + i * 58} ${92}) rotate(${i === 1 ? 0 : i === 0 ? -6 : 6})"><rect x="-7" y="0" width="14" height="52" rx="3" fill="#c0392b"/><rect x="-7" y="0" width="14" height="10" fill="#f1c40f"/><circle cx="0" cy="52" r="11" fill="${STEEL}"/><circle cx="0" cy="52" r="5" fill="#3a3e45"/></g>`).join('')
    + `<rect x="52" y="160" width="296" height="164" rx="12" fill="#c0392b"/><rect x="52" y="160" width="296" height="14" rx="6" fill="#a93226"/><rect x="68" y="176" width="264" height="124" rx="6" fill="#33363c"/>`
    + [0, 1, 2].map((i) => `<rect x="82" y="${190 + i * 34}" width="74" height="18" rx="7" fill="#e74c3c"/><rect x="82" y="${190 + i * 34}" width="16" height="18" rx="4" fill="#f1c40f"/><rect x="156" y="${196 + i * 34}" width="${80 - i * 12}" height="6" fill="${STEEL}"/><path d="M${236 - i * 12} ${196 + i * 34} l10 3 -10 3 z" fill="${STEEL_DARK}"/>`).join('')
    + `<g transform="translate(292 240)"><path d="M-14 62 L-6 -10 L4 -10 L-2 62 Z" fill="#e74c3c"/><path d="M14 62 L6 -10 L-4 -10 L2 62 Z" fill="#f1c40f"/><path d="M-8 -10 L-10 -42 Q0 -54 10 -42 L8 -10 Z" fill="${STEEL_DARK}"/><circle cx="0" cy="-12" r="4" fill="${INK}"/></g>`
    + `<text x="200" y="317" text-anchor="middle" font-size="12" font-weight="bold" fill="#ffffff" stroke="none">1000 V · IEC 60900</text>`,

  gloves: () => {
    const glove = (tx: number, ty: number, rot: number, flip: number) => `<g transform="translate(${tx} ${ty}) rotate(${rot}) scale(${flip} 1)">`
      + [-27, -9, 9, 27].map((x, i) => `<rect x="${x - 8}" y="${-112 + Math.abs(i - 1.5) * 10}" width="17" height="${80 - Math.abs(i - 1.5) * 10}" rx="8.5" fill="#c8322a"/>`).join('')
      + `<rect x="-38" y="-50" width="76" height="92" rx="20" fill="#c8322a"/><rect x="-62" y="-40" width="18" height="58" rx="9" transform="rotate(-28 -53 -11)" fill="#c8322a"/>`
      + `<rect x="-42" y="36" width="84" height="70" rx="6" fill="#a52822"/><rect x="-42" y="96" width="84" height="12" rx="5" fill="#8c1f1a"/><text x="0" y="76" text-anchor="middle" font-size="11" font-weight="bold" fill="#f6d8d4" stroke="none" transform="scale(${flip} 1)">CLASS 0</text></g>`;
    return glove(150, 210, -12, 1) + glove(252, 200, 12, -1);
  },

  crimper: () =>
    grip(128, 330, 182, 196, '#c0392b', 24) + grip(272, 330, 218, 196, '#f1c40f', 24)
    + `<path d="M170 206 L230 206 L248 132 Q200 56 152 132 Z" fill="${STEEL_DARK}"/><path d="M178 196 L222 196 L234 136 Q200 84 166 136 Z" fill="${STEEL}"/>`
    + `<polygon points="200,112 216,121 216,139 200,148 184,139 184,121" fill="#5a6069"/><circle cx="200" cy="178" r="9" fill="${INK}"/><circle cx="200" cy="178" r="4" fill="${STEEL}"/>`
    + `<path d="M186 224 Q200 240 214 224" fill="none" stroke="${INK}" stroke-width="4"/>`,

  canInterface: () =>
    lead('M112 214 C 60 220, 60 300, 110 312', '#2b2d31', 9) + lead('M288 214 C 340 214, 350 270, 318 300', '#2b2d31', 7)
    + `<rect x="112" y="148" width="176" height="116" rx="16" fill="#1f6fa8"/><rect x="124" y="160" width="152" height="92" rx="10" fill="#2a82c4"/>`
    + `<text x="200" y="200" text-anchor="middle" font-size="26" font-weight="bold" fill="#ffffff" stroke="none">CAN</text><text x="200" y="222" text-anchor="middle" font-size="11" fill="#d6eaf8" stroke="none">DIAGNOSTIC VCI</text>`
    + `<circle cx="146" cy="238" r="5" fill="#2ecc71"/><circle cx="162" cy="238" r="5" fill="#f39c12"/><circle cx="178" cy="238" r="5" fill="#5dade2"/>`
    + `<rect x="96" y="300" width="34" height="40" rx="5" fill="#3a3d42"/><rect x="102" y="322" width="22" height="12" rx="2" fill="#1d2026"/>`
    + `<rect x="306" y="296" width="26" height="20" rx="3" fill="#3a3d42"/><rect x="311" y="314" width="16" height="14" fill="${STEEL}"/>`,

  programmingCable: () => {
    let coil = '';
    for (let i = 0; i < 5; i++) coil += `<ellipse cx="${170 + i * 14}" cy="200" rx="46" ry="58" fill="none" stroke="#2b2d31" stroke-width="7"/>`;
    return coil + lead('M124 200 C 96 200, 88 250, 84 290', '#2b2d31', 7) + lead('M272 200 C 300 200, 318 150, 322 110', '#2b2d31', 7)
      + `<rect x="70" y="288" width="30" height="34" rx="4" fill="#3a3d42"/><rect x="76" y="320" width="18" height="16" fill="${STEEL}"/>`
      + `<circle cx="322" cy="94" r="22" fill="#3a3d42"/><circle cx="322" cy="94" r="15" fill="#1d2026"/>`
      + [0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${(322 + Math.cos((i * Math.PI) / 3) * 8).toFixed(1)}" cy="${(94 + Math.sin((i * Math.PI) / 3) * 8).toFixed(1)}" r="2.2" fill="#f1c40f"/>`).join('')
      + `<rect x="150" y="250" width="60" height="20" rx="4" fill="#1f6fa8"/><text x="180" y="264" text-anchor="middle" font-size="10" font-weight="bold" fill="#ffffff" stroke="none">UART</text>`;
  },

  insulationTester: () =>
    lead('M176 326 C 176 360, 290 350, 308 300', '#c0392b') + lead('M222 326 C 226 352, 320 330, 330 280', '#2b2d31')
    + `<rect x="104" y="56" width="192" height="280" rx="26" fill="#f2c12e"/><rect x="118" y="70" width="164" height="252" rx="16" fill="#2f3237"/>`
    + lcd(132, 84, 136, 62, '2.4 GΩ', 24) + `<text x="140" y="100" font-size="10" fill="#23332a" stroke="none">1000 V</text>`
    + `<circle cx="200" cy="222" r="46" fill="#45494f"/><circle cx="200" cy="222" r="32" fill="#f2c12e"/><path d="M200 222 L200 194" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>`
    + ['250', '500', '1000', 'Ω'].map((t, i) => `<text x="${(200 + Math.cos(((-150 + i * 40) * Math.PI) / 180) * 58).toFixed(1)}" y="${(226 + Math.sin(((-150 + i * 40) * Math.PI) / 180) * 58).toFixed(1)}" text-anchor="middle" font-size="10" fill="#ffffff" stroke="none">${t}</text>`).join('')
    + `<circle cx="176" cy="300" r="9" fill="#c0392b"/><circle cx="222" cy="300" r="9" fill="#1d2026" stroke="#777"/>`
    + probe(300, 268, -20, '#c0392b') + probe(334, 250, -10, '#2b2d31'),

  multimeter: () =>
    lead('M182 318 C 170 360, 90 350, 86 300', '#c0392b') + lead('M218 318 C 230 360, 310 350, 316 300', '#2b2d31')
    + `<rect x="126" y="52" width="148" height="278" rx="22" fill="#e67e22"/><rect x="138" y="64" width="124" height="254" rx="14" fill="#3a3d42"/>`
    + lcd(148, 76, 104, 50, '48.27', 24) + `<text x="156" y="92" font-size="9" fill="#23332a" stroke="none">V DC</text>`
    + [0, 1, 2].map((i) => `<rect x="${152 + i * 34}" y="138" width="26" height="12" rx="4" fill="#5a6069"/>`).join('')
    + `<circle cx="200" cy="214" r="40" fill="#25272b"/><circle cx="200" cy="214" r="26" fill="#5a6069"/><path d="M200 214 L222 196" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>`
    + `<circle cx="170" cy="292" r="8" fill="#c0392b"/><circle cx="200" cy="292" r="8" fill="#1d2026" stroke="#888"/><circle cx="230" cy="292" r="8" fill="#c0392b"/>`
    + probe(86, 240, 200, '#c0392b') + probe(316, 240, 160, '#2b2d31'),

  dialGauge: () =>
    `<rect x="78" y="268" width="124" height="60" rx="6" fill="#3a3d42"/><rect x="78" y="268" width="124" height="14" fill="#55595f"/><circle cx="110" cy="300" r="10" fill="#c0392b"/>`
    + `<rect x="134" y="98" width="12" height="172" fill="${STEEL}"/><rect x="134" y="106" width="150" height="10" fill="${STEEL}"/><rect x="126" y="98" width="28" height="26" rx="4" fill="${STEEL_DARK}"/>`
    + `<rect x="266" y="116" width="10" height="30" fill="${STEEL_DARK}"/>` + dial(271, 196, 56, 0.62)
    + `<rect x="266" y="250" width="10" height="38" fill="${STEEL}"/><circle cx="271" cy="292" r="6" fill="${STEEL_DARK}"/>`
    + `<text x="271" y="222" text-anchor="middle" font-size="9" fill="${INK}" stroke="none">0.01 mm</text>`,

  cellChecker: () =>
    lead('M200 300 C 200 340, 280 340, 300 316', '#e74c3c', 5) + lead('M210 300 C 214 332, 282 326, 296 308', '#2b2d31', 4)
    + `<rect x="134" y="78" width="132" height="226" rx="18" fill="#34607a"/><rect x="146" y="90" width="108" height="156" rx="8" fill="#c9dcc3"/>`
    + Array.from({ length: 8 }, (_, i) => `<rect x="${156 + i * 12}" y="${200 - (i === 5 ? 52 : 80 - (i % 3) * 4)}" width="8" height="${i === 5 ? 52 : 80 - (i % 3) * 4}" fill="${i === 5 ? '#c0392b' : '#23332a'}"/>`).join('')
    + `<text x="200" y="232" text-anchor="middle" font-size="15" font-family="'Courier New', monospace" font-weight="bold" fill="#23332a" stroke="none">3.652 V</text>`
    + `<circle cx="176" cy="272" r="10" fill="#5a6069"/><circle cx="224" cy="272" r="10" fill="#5a6069"/>`
    + `<rect x="288" y="298" width="40" height="16" rx="3" fill="#f5f5f5" stroke="${INK}"/>` + [0, 1, 2, 3, 4].map((i) => `<rect x="${292 + i * 7}" y="302" width="4" height="8" fill="${INK}"/>`).join(''),

  capacityTester: () =>
    lead('M120 268 C 110 320, 160 334, 190 330', '#c0392b', 12) + lead('M150 268 C 150 310, 230 330, 262 320', '#2b2d31', 12)
    + `<path d="M80 124 L120 96 H336 L300 124 Z" fill="#b7bec6"/><path d="M300 124 L336 96 V240 L300 268 Z" fill="#8e98a3"/><rect x="80" y="124" width="220" height="144" rx="4" fill="#d5dade"/>`
    + lcd(96, 140, 110, 44, '19.8 Ah', 17) + `<circle cx="254" cy="196" r="34" fill="#3a3d42"/>`
    + [0, 1, 2, 3, 4, 5].map((i) => `<path d="M254 196 L${(254 + Math.cos((i * Math.PI) / 3) * 30).toFixed(1)} ${(196 + Math.sin((i * Math.PI) / 3) * 30).toFixed(1)}" stroke="#8e98a3" stroke-width="4"/>`).join('')
    + `<circle cx="254" cy="196" r="8" fill="#55595f"/><rect x="98" y="200" width="22" height="12" rx="3" fill="#2ecc71"/><rect x="128" y="200" width="22" height="12" rx="3" fill="#c0392b"/>`
    + `<rect x="186" y="316" width="28" height="30" rx="4" fill="#c0392b"/><rect x="258" y="306" width="28" height="30" rx="4" fill="#3a3d42"/>`,

  liftTable: () =>
    `<rect x="82" y="96" width="236" height="22" rx="4" fill="#1f6fa8"/><rect x="88" y="90" width="224" height="8" rx="3" fill="#2b2d31"/>`
    + `<path d="M112 122 L288 262 M288 122 L112 262" stroke="#2a82c4" stroke-width="16" stroke-linecap="round"/><circle cx="200" cy="192" r="9" fill="${INK}"/>`
    + `<rect x="226" y="190" width="16" height="70" rx="4" fill="${STEEL}"/><rect x="228" y="150" width="12" height="46" fill="${STEEL_DARK}"/>`
    + `<rect x="70" y="262" width="260" height="22" rx="4" fill="#1f6fa8"/><circle cx="96" cy="300" r="14" fill="#2b2d31"/><circle cx="304" cy="300" r="14" fill="#2b2d31"/><circle cx="96" cy="300" r="5" fill="${STEEL}"/><circle cx="304" cy="300" r="5" fill="${STEEL}"/>`
    + `<path d="M320 276 L356 290 L360 282 L326 266 Z" fill="#3a3d42"/><text x="200" y="112" text-anchor="middle" font-size="10" font-weight="bold" fill="#ffffff" stroke="none">300 kg</text>`,

  hubPuller: () =>
    `<circle cx="200" cy="214" r="104" fill="none" stroke="#9aa3ad" stroke-width="3" stroke-dasharray="6 6"/>`
    + [0, 1, 2].map((i) => {
      const a = ((90 + i * 120) * Math.PI) / 180;
      const x = 200 + Math.cos(a) * 96;
      const y = 214 + Math.sin(a) * 96;
      return `<path d="M200 214 L${x.toFixed(1)} ${y.toFixed(1)}" stroke="#5a6069" stroke-width="26" stroke-linecap="round"/><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="14" fill="${STEEL}"/><polygon points="${[0, 1, 2, 3, 4, 5].map((k) => `${(x + Math.cos((k * Math.PI) / 3) * 8).toFixed(1)},${(y + Math.sin((k * Math.PI) / 3) * 8).toFixed(1)}`).join(' ')}" fill="${STEEL_DARK}"/>`;
    }).join('')
    + `<circle cx="200" cy="214" r="30" fill="#45494f"/><rect x="192" y="60" width="16" height="160" fill="${STEEL}"/>`
    + Array.from({ length: 12 }, (_, i) => `<path d="M192 ${80 + i * 11} L208 ${86 + i * 11}" stroke="${STEEL_DARK}" stroke-width="2"/>`).join('')
    + `<polygon points="200,44 216,52 216,70 200,78 184,70 184,52" fill="#5a6069"/><rect x="120" y="56" width="160" height="10" rx="5" fill="#3a3d42"/>`,

  bearingPuller: () =>
    `<rect x="70" y="194" width="270" height="12" rx="6" fill="${STEEL}"/><rect x="170" y="178" width="70" height="44" rx="8" fill="#c0392b"/><rect x="170" y="178" width="70" height="10" rx="4" fill="#a93226"/>`
    + `<rect x="300" y="184" width="56" height="32" rx="10" fill="#2b2d31"/>`
    + `<path d="M70 194 L44 178 L40 186 L62 200 L40 214 L44 222 L70 206 Z" fill="${STEEL_DARK}"/><circle cx="70" cy="200" r="10" fill="#5a6069"/>`
    + [0, 1, 2, 3, 4].map((i) => `<g transform="translate(${92 + i * 54} 290)"><rect x="-${6 + i * 2}" y="-26" width="${12 + i * 4}" height="40" rx="3" fill="${STEEL}"/><path d="M-${6 + i * 2} 14 l${6 + i * 2} 12 l${6 + i * 2} -12 z" fill="${STEEL_DARK}"/></g>`).join(''),

  tensionMeter: () =>
    `<path d="M40 122 Q120 102 200 122 T360 122" fill="none" stroke="#2b2d31" stroke-width="14"/>` + Array.from({ length: 16 }, (_, i) => `<rect x="${46 + i * 20}" y="${124 + Math.sin(i / 2.5) * 6}" width="8" height="8" fill="#2b2d31"/>`).join('')
    + lead('M200 178 C 200 160, 230 150, 226 140', '#3a3d42', 8) + `<circle cx="226" cy="138" r="9" fill="${STEEL_DARK}"/>`
    + `<rect x="140" y="176" width="120" height="160" rx="20" fill="#edae49"/><rect x="152" y="188" width="96" height="136" rx="12" fill="#2f3237"/>`
    + lcd(160, 198, 80, 40, '142 Hz', 16) + `<circle cx="180" cy="280" r="12" fill="#5a6069"/><circle cx="220" cy="280" r="12" fill="#2ecc71"/>`,

  bleedKit: () =>
    `<rect x="76" y="168" width="96" height="156" rx="14" fill="#eef3f6" opacity="0.92"/><rect x="76" y="246" width="96" height="78" rx="10" fill="#f5d76e" opacity="0.85"/><rect x="96" y="150" width="56" height="22" rx="4" fill="#3a3d42"/>`
    + `<text x="124" y="220" text-anchor="middle" font-size="12" font-weight="bold" fill="#5a6069" stroke="none">DOT 4</text>`
    + lead('M132 152 C 150 100, 210 110, 228 150', '#dfe6ea', 7) + lead('M110 152 C 80 90, 40 120, 52 180', '#dfe6ea', 7)
    + `<rect x="46" y="176" width="14" height="24" rx="3" fill="#3a3d42"/>`
    + `<path d="M220 150 H320 Q336 150 336 166 V178 H220 Z" fill="#c0392b"/><path d="M300 178 L322 300 L300 304 L282 190 Z" fill="#2b2d31"/><path d="M250 178 L262 258 L248 262 L234 182 Z" fill="#55595f"/>`
    + dial(262, 128, 28, 0.35),

  pistonPress: () =>
    `<rect x="96" y="110" width="34" height="170" rx="6" fill="${STEEL_DARK}"/><rect x="270" y="110" width="34" height="170" rx="6" fill="${STEEL_DARK}"/>`
    + `<rect x="100" y="114" width="26" height="162" rx="4" fill="${STEEL}"/><rect x="274" y="114" width="26" height="162" rx="4" fill="${STEEL}"/>`
    + `<path d="M130 160 L200 196 L270 160 M130 232 L200 196 L270 232" fill="none" stroke="#5a6069" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/><circle cx="200" cy="196" r="12" fill="${INK}"/>`
    + `<rect x="194" y="196" width="12" height="100" fill="${STEEL}"/><rect x="150" y="296" width="100" height="14" rx="7" fill="#c0392b"/>`,

  tyreLevers: () =>
    [-22, 0, 22].map((rot, i) => `<g transform="translate(200 320) rotate(${rot})"><rect x="-9" y="-120" width="18" height="110" rx="8" fill="${['#1f6fa8', '#2a82c4', '#1f6fa8'][i]}"/><rect x="-6" y="-250" width="12" height="140" fill="${STEEL}"/><path d="M-6 -250 Q-6 -272 14 -276 L16 -266 Q4 -262 6 -250 Z" fill="${STEEL_DARK}"/></g>`).join(''),

  plugKit: () =>
    `<rect x="80" y="86" width="90" height="24" rx="10" fill="#c0392b"/><rect x="119" y="110" width="12" height="150" fill="${STEEL}"/>`
    + Array.from({ length: 9 }, (_, i) => `<path d="M119 ${122 + i * 14} L131 ${130 + i * 14}" stroke="${STEEL_DARK}" stroke-width="3"/>`).join('') + `<path d="M119 260 L125 280 L131 260 Z" fill="${STEEL_DARK}"/>`
    + `<rect x="190" y="86" width="90" height="24" rx="10" fill="#c0392b"/><rect x="230" y="110" width="10" height="160" fill="${STEEL}"/><ellipse cx="235" cy="262" rx="4" ry="9" fill="none" stroke="${INK}" stroke-width="2"/>`
    + [0, 1, 2, 3].map((i) => `<rect x="${96 + i * 18}" y="296" width="10" height="50" rx="4" fill="#6e4b2a" transform="rotate(${-8 + i * 5} ${101 + i * 18} 321)"/>`).join('')
    + cylinder(312, 210, 18, 110, STEEL, '#dfe3e8') + `<text x="312" y="276" text-anchor="middle" font-size="11" font-weight="bold" fill="${INK}" stroke="none">CO₂</text>`,

  pressureGauge: () =>
    lead('M184 240 C 184 300, 260 320, 300 300', '#2b2d31', 10) + `<rect x="296" y="286" width="44" height="26" rx="6" fill="${STEEL_DARK}"/><rect x="336" y="292" width="16" height="14" fill="${STEEL}"/>`
    + `<rect x="170" y="226" width="28" height="22" fill="${STEEL_DARK}"/>` + dial(184, 160, 78, 0.45)
    + `<text x="184" y="206" text-anchor="middle" font-size="12" font-weight="bold" fill="${INK}" stroke="none">bar</text>`
    + `<g transform="translate(92 300) rotate(-30)"><rect x="-6" y="-40" width="12" height="60" rx="3" fill="#c0392b"/><rect x="-3" y="20" width="6" height="18" fill="${STEEL}"/></g>`,

  sealDriver: () =>
    cylinder(160, 130, 66, 160, '#8e98a3', '#c2c7cc') + `<ellipse cx="160" cy="130" rx="44" ry="14" fill="#45494f"/><path d="M160 116 V302" stroke="${INK}" stroke-width="2"/>`
    + `<rect x="150" y="60" width="20" height="56" fill="${STEEL}"/><rect x="140" y="48" width="40" height="16" rx="4" fill="#3a3d42"/>`
    + [0, 1, 2].map((i) => `<ellipse cx="${280 + i * 22}" cy="${300 - i * 40}" rx="${34 - i * 4}" ry="${11 - i}" fill="none" stroke="#2b2d31" stroke-width="9"/>`).join(''),

  bearingPress: () =>
    `<g transform="rotate(-28 200 200)"><rect x="60" y="194" width="280" height="12" fill="${STEEL}"/>`
    + Array.from({ length: 22 }, (_, i) => `<path d="M${66 + i * 12} 194 l6 12" stroke="${STEEL_DARK}" stroke-width="2"/>`).join('')
    + [[110, 46], [150, 36], [250, 36], [290, 46]].map(([x, r]) => `<ellipse cx="${x}" cy="200" rx="12" ry="${r}" fill="#5a6069"/><ellipse cx="${x - 5}" cy="200" rx="9" ry="${r - 4}" fill="${STEEL}"/>`).join('')
    + `<polygon points="330,186 344,192 344,208 330,214 316,208 316,192" fill="#3a3d42"/><rect x="44" y="170" width="14" height="60" rx="5" fill="#3a3d42"/></g>`,

  motoLift: () =>
    `<rect x="56" y="278" width="288" height="18" rx="4" fill="#c0392b"/><path d="M90 278 L150 196 M310 278 L250 196 M150 278 L250 196" stroke="#a93226" stroke-width="12" stroke-linecap="round"/>`
    + `<rect x="110" y="182" width="180" height="16" rx="4" fill="#c0392b"/><rect x="116" y="164" width="36" height="20" rx="4" fill="#2b2d31"/><rect x="248" y="164" width="36" height="20" rx="4" fill="#2b2d31"/>`
    + `<rect x="178" y="226" width="20" height="54" rx="4" fill="${STEEL}"/><rect x="182" y="206" width="12" height="24" fill="${STEEL_DARK}"/>`
    + `<path d="M334 282 L376 262 L380 270 L340 292 Z" fill="#3a3d42"/><circle cx="76" cy="304" r="9" fill="#2b2d31"/><circle cx="324" cy="304" r="9" fill="#2b2d31"/>`,

  scooterStand: () =>
    `<path d="M200 300 L110 336 M200 300 L290 336 M200 300 L200 342" stroke="#3a3d42" stroke-width="12" stroke-linecap="round"/>`
    + `<rect x="192" y="110" width="16" height="196" rx="4" fill="${STEEL}"/><rect x="186" y="200" width="28" height="20" rx="4" fill="#3a3d42"/><rect x="212" y="204" width="22" height="10" rx="4" fill="#c0392b"/>`
    + `<path d="M160 98 H240 V120 H160 Z" fill="#0f8b8d"/><path d="M168 76 Q200 60 232 76 L232 98 L168 98 Z" fill="#117a7b"/><rect x="236" y="82" width="36" height="10" rx="5" fill="#c0392b"/>`,

  torqueWrenches: () =>
    `<g transform="rotate(-14 200 200)">`
    + [0, 1, 2].map((i) => {
      const y = 140 + i * 62;
      const len = 250 - i * 44;
      const x0 = 200 - len / 2;
      return `<circle cx="${x0}" cy="${y}" r="${19 - i * 3}" fill="${STEEL_DARK}"/><circle cx="${x0}" cy="${y}" r="${11 - i * 2}" fill="${STEEL}"/><rect x="${x0 - 5}" y="${y - 5}" width="10" height="10" fill="#45494f"/>`
        + `<rect x="${x0 + 12}" y="${y - 8}" width="${len - 70}" height="16" rx="7" fill="${STEEL}"/>`
        + `<rect x="${x0 + 40}" y="${y - 6}" width="46" height="12" rx="2" fill="#f5f5f5" stroke="${INK}" stroke-width="1"/><text x="${x0 + 63}" y="${y + 3.5}" text-anchor="middle" font-size="8" fill="${INK}" stroke="none">${['40–200', '10–60', '2–25'][i]} N·m</text>`
        + `<rect x="${x0 + len - 64}" y="${y - 11}" width="74" height="22" rx="10" fill="#2b2d31"/><rect x="${x0 + len - 72}" y="${y - 9}" width="10" height="18" rx="3" fill="#c0392b"/>`;
    }).join('')
    + `</g>`,

  axleSockets: () =>
    [0, 1, 2, 3].map((i) => {
      const rx = 20 + i * 5;
      const cx = 96 + i * 62 + i * i * 2;
      const top = 220 - i * 10;
      return cylinder(cx, top, rx, 90 + i * 10, STEEL, '#dfe3e8')
        + `<polygon points="${[0, 1, 2, 3, 4, 5].map((k) => `${(cx + Math.cos((k * Math.PI) / 3) * rx * 0.7).toFixed(1)},${(top + Math.sin((k * Math.PI) / 3) * rx * 0.24).toFixed(1)}`).join(' ')}" fill="#45494f"/>`
        + `<text x="${cx}" y="${top + 60}" text-anchor="middle" font-size="12" font-weight="bold" fill="${INK}" stroke="none">${[24, 27, 30, 32][i]}</text>`;
    }).join('')
    + `<g transform="translate(120 120) rotate(-12)"><rect x="0" y="-9" width="190" height="18" rx="9" fill="#2b2d31"/><circle cx="0" cy="0" r="22" fill="${STEEL_DARK}"/><circle cx="0" cy="0" r="10" fill="${STEEL}"/></g>`,
} satisfies Record<string, () => string>;

export type ToolPicture = keyof typeof DRAWINGS;

/** A tool's picture: the drawing on the catalogue's photo backdrop, with the tool number. */
export function toolPicture(kind: ToolPicture, code: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" font-family="Arial, Helvetica, sans-serif">`
    + `<defs><radialGradient id="bg" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dfe3e8"/></radialGradient></defs>`
    + `<rect width="400" height="400" fill="url(#bg)"/><ellipse cx="200" cy="334" rx="132" ry="12" fill="#000" opacity="0.08"/>`
    // Drawn a little smaller than the frame, so a 4:3 crop of the picture (the list's cards) keeps all of the tool.
    + `<g transform="translate(200 200) scale(0.86) translate(-200 -200)" stroke="${INK}" stroke-width="1.2" stroke-linejoin="round">${DRAWINGS[kind]()}</g>`
    + `<text x="14" y="388" font-size="11" fill="#8a939d">${esc(code)}</text></svg>`;
}
