import { describe, expect, it } from 'vitest';
import { visibleFileName } from './names.js';

describe('visibleFileName', () => {
  it('drops the bidirectional controls that make a name show another extension', () => {
    // After U+202E the rest shows right to left: the reader sees "invoiceexe.docx".
    expect(visibleFileName('invoice\u202Excod.exe')).toBe('invoicexcod.exe');
    for (const c of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C']) {
      expect(visibleFileName(`a${c}b.png`), `U+${c.codePointAt(0)!.toString(16)}`).toBe('ab.png');
    }
  });

  it('drops zero-width and other invisible characters, C0 and C1 controls', () => {
    const invisible = ['\u200B', '\u200C', '\u200D', '\uFEFF', '\u00AD', '\u2060', '\u2028', '\u2029', '\u180E', '\uFFF9', '\u{E0041}'];
    const controls = ['\u0001', '\t', '\n', '\r', '\u001F', '\u007F', '\u0080', '\u0085', '\u009F'];
    for (const c of [...invisible, ...controls]) {
      expect(visibleFileName(`re${c}port.pdf`), `U+${c.codePointAt(0)!.toString(16)}`).toBe('report.pdf');
    }
  });

  it('keeps every visible character, other scripts and emoji', () => {
    for (const name of ['前轮 照片 (2).png', 'Bremsbeläge_vorn.pdf', 'phụ tùng.xlsx', 'قطعة.docx', 'ตัวอย่าง.zip', '📷.jpg', 'a b.c d.txt']) {
      expect(visibleFileName(name)).toBe(name);
    }
  });

  it('keeps only the last part of a path and trims the result', () => {
    expect(visibleFileName('C:\\Users\\me\\photo.png')).toBe('photo.png');
    expect(visibleFileName('/tmp/x/ photo.png \u200B')).toBe('photo.png');
    expect(visibleFileName('\u202E\u200B')).toBe('');
  });
});
