/** Shown when a picture fails to load (spec §8: image load failure falls back to a default picture). */
export const FALLBACK_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240"><rect width="320" height="240" fill="#f1f5f9"/>' +
      '<g fill="none" stroke="#94a3b8" stroke-width="6" stroke-linejoin="round"><rect x="100" y="70" width="120" height="96" rx="8"/>' +
      '<path d="M108 150l36-38 26 26 16-14 26 26"/></g><circle cx="190" cy="98" r="10" fill="#94a3b8"/>' +
      '<path d="M96 186L224 58" stroke="#cbd5e1" stroke-width="6"/></svg>',
  );
