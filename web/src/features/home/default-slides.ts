/**
 * The swiper's pictures until an administrator sets their own (spec §2 Home: a swiper with 3
 * images): drawn here so a fresh portal's home is not empty. Wide 16:5 scenes in the brand colours.
 */
const svg = (body: string, from: string, to: string) =>
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 300" preserveAspectRatio="xMidYMid slice">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="960" height="300" fill="url(#g)"/>` +
      `<g fill="none" stroke="rgba(255,255,255,0.10)" stroke-width="2"><circle cx="820" cy="40" r="160"/><circle cx="860" cy="260" r="110"/></g>${body}</svg>`,
  );

/** A scooter on the road. */
const ROAD = svg(
  '<path d="M0 250h960" stroke="rgba(255,255,255,0.25)" stroke-width="3"/><path d="M40 270h120M260 270h120M480 270h120M700 270h120" stroke="rgba(255,255,255,0.35)" stroke-width="4" stroke-linecap="round"/>' +
    '<g transform="translate(600 95)" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">' +
    '<circle cx="40" cy="120" r="36"/><circle cx="250" cy="120" r="36"/><path d="M40 120h70l30-20h80l30 20"/><path d="M110 120l20-60h80l40 60"/><path d="M210 60l-10-50h-30"/></g>' +
    '<path d="M745 168l-12 22h11l-6 17 18-25h-11l6-14z" fill="#fcd34d"/>',
  '#0b2545', '#0e7490',
);

/** Exploded parts around a gear. */
const PARTS = svg(
  '<g transform="translate(690 150)" fill="none" stroke="#fff" stroke-width="7" stroke-linejoin="round">' +
    '<circle r="46"/><circle r="18"/>' +
    Array.from({ length: 8 }, (_, i) => `<rect x="-10" y="-70" width="20" height="22" rx="3" transform="rotate(${i * 45})"/>`).join('') +
    '</g><g fill="none" stroke="rgba(255,255,255,0.75)" stroke-width="5" stroke-linecap="round"><path d="M560 70l40 30M820 70l-40 30M560 230l40-30M820 230l-40-30"/></g>' +
    '<g fill="#5eead4"><circle cx="545" cy="60" r="10"/><circle cx="835" cy="60" r="10"/><circle cx="545" cy="240" r="10"/><circle cx="835" cy="240" r="10"/></g>',
  '#0d3b66', '#155e75',
);

/** A workshop: a wrench over a manual. */
const WORKSHOP = svg(
  '<g transform="translate(600 70)" fill="none" stroke="#fff" stroke-width="7" stroke-linejoin="round" stroke-linecap="round">' +
    '<rect x="0" y="10" width="150" height="170" rx="10"/><path d="M30 55h90M30 90h90M30 125h60"/>' +
    '<path d="M200 40a40 40 0 1 0 30 66l70 70 20-20-70-70a40 40 0 0 0-66-30l26 26-10 24-24 10z"/></g>',
  '#134e4a', '#0b2545',
);

export const DEFAULT_SLIDES: readonly { image: string; captionKey: string }[] = [
  { image: ROAD, captionKey: 'swiper.default1' },
  { image: PARTS, captionKey: 'swiper.default2' },
  { image: WORKSHOP, captionKey: 'swiper.default3' },
];
