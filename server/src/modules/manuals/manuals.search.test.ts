import { describe, expect, it } from 'vitest';
import { highlight, matchRanges, queryTerms, searchTokens, snippet, tsqueryText } from './manuals.search.js';

describe('search tokens', () => {
  it('splits Latin words, lower-cased, with accent-free twins', () => {
    expect(searchTokens('Bleed the Brakes')).toEqual(['bleed', 'the', 'brakes']);
    expect(searchTokens('Bremsflüssigkeit prüfen')).toEqual(['bremsflüssigkeit', 'bremsflussigkeit', 'prüfen', 'prufen']);
    expect(searchTokens('Xả gió phanh, đèn')).toEqual(['xả', 'xa', 'gió', 'gio', 'phanh', 'đèn', 'den']);
    expect(searchTokens('Líquido de frenos')).toEqual(['líquido', 'liquido', 'de', 'frenos']);
  });

  it('splits CJK text into unigrams and bigrams, never across other characters', () => {
    expect(searchTokens('前刹车片')).toEqual(['前', '前刹', '刹', '刹车', '车', '车片', '片']);
    expect(searchTokens('电池48V更换')).toEqual(['电', '电池', '池', '48v', '更', '更换', '换']);
    expect(searchTokens('ＡＢＣ１２')).toEqual(['abc12']);
  });

  it('keeps codes whole as well as in parts', () => {
    expect(searchTokens('Part P-BAT-48 and M6x20')).toEqual(['part', 'p', 'bat', '48', 'and', 'm6x20', 'p-bat-48']);
    expect(searchTokens('wire RD/BK')).toEqual(['wire', 'rd', 'bk', 'rd/bk']);
  });

  it('never yields empty tokens or spaces (they are joined by spaces for SQL)', () => {
    for (const text of ['', '   ', '!!!', 'a  b', '\u00a0x\u3000y', 'x'.repeat(200)]) {
      for (const token of searchTokens(text)) expect(token).toMatch(/^\S+$/);
    }
    expect(searchTokens('x'.repeat(61))).toEqual([]);
  });
});

describe('query terms', () => {
  it('matches Latin words of 3+ letters as prefixes and short ones exactly', () => {
    expect(queryTerms('Brake e0')).toEqual([{ token: 'brake', prefix: true }, { token: 'e0', prefix: false }]);
  });

  it('turns CJK into required bigrams, or the single character', () => {
    expect(queryTerms('刹车片')).toEqual([{ token: '刹车', prefix: false }, { token: '车片', prefix: false }]);
    expect(queryTerms('压')).toEqual([{ token: '压', prefix: false }]);
  });

  it('keeps query words as typed (accents are exact), and codes whole', () => {
    expect(queryTerms('dầu')).toEqual([{ token: 'dầu', prefix: true }]);
    expect(queryTerms('P-BAT')).toEqual([{ token: 'p', prefix: false }, { token: 'bat', prefix: true }, { token: 'p-bat', prefix: true }]);
    expect(queryTerms('?!')).toEqual([]);
  });

  it('quotes lexemes for a tsquery literal', () => {
    expect(tsqueryText([{ token: "o'clock", prefix: true }, { token: 'a\\b', prefix: false }])).toBe("'o''clock':* & 'a\\\\b'");
  });
});

describe('highlighting', () => {
  it('marks whole words from their start, ignoring case and accents', () => {
    expect(highlight('Bleed the brakes. Rebrake?', 'brake')).toBe('Bleed the <mark>brakes</mark>. Rebrake?');
    expect(highlight('cho đến khi dầu phanh', 'dau phanh')).toBe('cho đến khi <mark>dầu</mark> <mark>phanh</mark>');
  });

  it('marks CJK runs, or their bigrams', () => {
    expect(highlight('按压刹车手柄', '刹车')).toBe('按压<mark>刹车</mark>手柄');
    expect(highlight('刹车片和车片', '刹车片')).toBe('<mark>刹车片</mark>和车片');
    expect(highlight('车片在此，刹车在彼', '刹车片')).toBe('<mark>车片</mark>在此，<mark>刹车</mark>在彼');
    expect(highlight('电池48V', '48v')).toBe('电池<mark>48V</mark>');
  });

  it('escapes the text around the marks', () => {
    expect(highlight('<b>brake</b> & "pads"', 'brake')).toBe('&lt;b&gt;<mark>brake</mark>&lt;/b&gt; &amp; &quot;pads&quot;');
    expect(matchRanges('no match', 'xyz')).toEqual([]);
  });

  it('cuts a snippet around the first match with ellipses', () => {
    const text = `${'lorem ipsum '.repeat(30)}replace the brake pads ${'dolor sit '.repeat(30)}`;
    const s = snippet(text, 'brake', 80);
    expect(s.startsWith('… ')).toBe(true);
    expect(s.endsWith(' …')).toBe(true);
    expect(s).toContain('<mark>brake</mark> pads');
    expect(snippet('short text', 'nothing')).toBe('short text');
    expect(snippet('', 'x')).toBe('');
  });
});
