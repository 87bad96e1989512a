/*
 * What a file really is, from its first bytes (never from its name). Every extension an upload kind
 * may allow (contract UPLOAD_LIMITS) has a rule here; a test checks that none is missing.
 */

/** Bytes read before deciding; enough for every signature below and a text sample. */
export const HEAD_BYTES = 4096;

interface ContentRule {
  /** The content type stored and served. */
  mime: string;
  matches: (head: Buffer) => boolean;
}

const startsWith = (head: Buffer, bytes: number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (head: Buffer, from: number, to: number) => head.subarray(from, to).toString('latin1');

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
/** A zip's local file header, or the end record of an empty archive (Office Open XML files are zips). */
const isZip = (h: Buffer) => startsWith(h, [0x50, 0x4b, 0x03, 0x04]) || startsWith(h, [0x50, 0x4b, 0x05, 0x06]);
/** The OLE compound file of old Office documents (doc, xls, ppt). */
const isOle = (h: Buffer) => startsWith(h, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** ISO base media (mp4): a box of type `ftyp` first. */
const isMp4 = (h: Buffer) => ascii(h, 4, 8) === 'ftyp';
/** An ID3 tag, or an MPEG audio frame sync (11 set bits) with layer III. */
const isMp3 = (h: Buffer) => ascii(h, 0, 3) === 'ID3' || (h.length >= 2 && h[0] === 0xff && (h[1] & 0xe0) === 0xe0 && (h[1] & 0x06) === 0x02);
const isAvi = (h: Buffer) => ascii(h, 0, 4) === 'RIFF' && ascii(h, 8, 12) === 'AVI ';
const isRar = (h: Buffer) => startsWith(h, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]);
const isPdf = (h: Buffer) => ascii(h, 0, 5) === '%PDF-';

/**
 * Text: valid UTF-8 without NUL or other C0 controls but tab, CR, LF, FF. A multi-byte character cut
 * off at the end of the head is not counted against it.
 */
export function isText(head: Buffer): boolean {
  let end = head.length;
  // Back off a trailing, possibly cut, multi-byte sequence (at most 3 bytes).
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const b = head[end - i];
    if ((b & 0xc0) === 0x80) continue;
    if ((b & 0xc0) === 0xc0) end -= i;
    break;
  }
  const sample = head.subarray(0, end);
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(sample);
    return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
}

const textOf = (h: Buffer) => h.toString('utf8').replace(/^\uFEFF/, '').trimStart();
const isJson = (h: Buffer) => isText(h) && /^[[{]/.test(textOf(h));
const isSvg = (h: Buffer) => isText(h)
  && /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(textOf(h));

const RULES: Record<string, ContentRule> = {
  png: { mime: 'image/png', matches: (h) => startsWith(h, PNG) },
  jpg: { mime: 'image/jpeg', matches: (h) => startsWith(h, JPEG) },
  jpeg: { mime: 'image/jpeg', matches: (h) => startsWith(h, JPEG) },
  gif: { mime: 'image/gif', matches: (h) => /^GIF8[79]a$/.test(ascii(h, 0, 6)) },
  webp: { mime: 'image/webp', matches: (h) => ascii(h, 0, 4) === 'RIFF' && ascii(h, 8, 12) === 'WEBP' },
  svg: { mime: 'image/svg+xml', matches: isSvg },
  pdf: { mime: 'application/pdf', matches: isPdf },
  zip: { mime: 'application/zip', matches: isZip },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', matches: isZip },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', matches: isZip },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', matches: isZip },
  doc: { mime: 'application/msword', matches: isOle },
  xls: { mime: 'application/vnd.ms-excel', matches: isOle },
  ppt: { mime: 'application/vnd.ms-powerpoint', matches: isOle },
  rar: { mime: 'application/vnd.rar', matches: isRar },
  mp4: { mime: 'video/mp4', matches: isMp4 },
  mp3: { mime: 'audio/mpeg', matches: isMp3 },
  avi: { mime: 'video/x-msvideo', matches: isAvi },
  json: { mime: 'application/json', matches: isJson },
  txt: { mime: 'text/plain', matches: isText },
};

/** Extensions with a content rule. */
export const KNOWN_EXTENSIONS = Object.keys(RULES);

/** The content type of a file's head if its bytes are what the extension says; null otherwise. */
export function contentTypeOf(extension: string, head: Buffer): string | null {
  const rule = RULES[extension];
  return rule && rule.matches(head) ? rule.mime : null;
}

/** Types a browser may show in place (images, PDF, audio, video); everything else is downloaded. */
export const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml', 'application/pdf', 'video/mp4', 'audio/mpeg']);
