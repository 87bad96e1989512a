/**
 * Characters a file name never keeps (issue 21 §6): C0 and C1 controls, and the invisible format
 * characters that change how the rest is shown without being seen themselves: the bidirectional
 * embeddings, overrides, isolates and marks (after U+202E, "photo" + "gnp.exe" shows as "photoexe.png"), zero-width
 * spaces and joiners, the byte order mark, soft hyphen, line and paragraph separators, invisible
 * operators, interlinear annotation marks and the tag characters.
 * The same list is in the migration that cleaned the names stored before (0036_file_names_visible.sql).
 */
export const INVISIBLE_IN_NAMES =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\u{e0000}-\u{e007f}]/gu;

/**
 * The name a file is stored and shown under: the last part of what the browser sent (old browsers
 * send a whole path), without invisible characters, trimmed. May be empty; the caller refuses that.
 */
export function visibleFileName(raw: string): string {
  return raw.split(/[\\/]/).pop()!.replace(INVISIBLE_IN_NAMES, '').trim();
}
