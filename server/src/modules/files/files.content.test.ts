import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '@portal/contract';
import { contentTypeOf, isText, KNOWN_EXTENSIONS } from './files.content.js';

const bytes = (...b: number[]) => Buffer.from(b);
const latin = (s: string) => Buffer.from(s, 'latin1');

describe('content by bytes', () => {
  it('has a rule for every extension an upload kind allows', () => {
    const allowed = new Set(Object.values(UPLOAD_LIMITS).flatMap((l) => l.types));
    expect([...allowed].filter((ext) => !KNOWN_EXTENSIONS.includes(ext))).toEqual([]);
  });

  it('recognises each kind by its signature and refuses the others', () => {
    const samples: Record<string, Buffer> = {
      png: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0),
      jpg: bytes(0xff, 0xd8, 0xff, 0xe0),
      pdf: latin('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), // real PDFs carry a binary comment
      zip: latin('PK\x03\x04....'),
      doc: bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0),
      rar: latin('Rar!\x1a\x07\x01\x00'),
      mp4: latin('\x00\x00\x00\x18ftypmp42'),
      mp3: latin('ID3\x04\x00'),
      avi: latin('RIFF\x00\x00\x00\x00AVI LIST'),
      json: Buffer.from('\uFEFF  [{"a": "前"}]'),
      svg: Buffer.from('<?xml version="1.0"?><!-- x --><svg xmlns="http://www.w3.org/2000/svg"/>'),
      txt: Buffer.from('Bremsbelag prüfen\r\n'),
    };
    expect(contentTypeOf('jpeg', samples.jpg)).toBe('image/jpeg');
    expect(contentTypeOf('docx', samples.zip)).toMatch(/wordprocessingml/);
    expect(contentTypeOf('xls', samples.doc)).toBe('application/vnd.ms-excel');
    for (const [ext, head] of Object.entries(samples)) {
      expect(contentTypeOf(ext, head), ext).not.toBeNull();
      for (const [otherExt, otherHead] of Object.entries(samples)) {
        // JSON and SVG are text too
        if (otherExt !== ext && !(ext === 'txt' && (otherExt === 'json' || otherExt === 'svg'))) {
          expect(contentTypeOf(ext, otherHead), `${otherExt} bytes as .${ext}`).toBeNull();
        }
      }
    }
    expect(contentTypeOf('exe', latin('MZ'))).toBeNull();
  });

  it('takes UTF-8 cut in the middle of a character as text, and refuses NUL or invalid bytes', () => {
    const text = Buffer.from('刹车片');
    expect(isText(text.subarray(0, text.length - 1))).toBe(true);
    expect(isText(Buffer.from('a\u0000b'))).toBe(false);
    expect(isText(bytes(0x61, 0xc3, 0x28, 0x61))).toBe(false);
  });
});
