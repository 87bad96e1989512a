import { describe, expect, it } from 'vitest';
import { cjkGrams } from './search-grams.js';

describe('cjkGrams', () => {
  it('gives the unigrams and bigrams of a Chinese name', () => {
    const grams = cjkGrams('前刹车片组');
    expect(grams).toEqual(expect.arrayContaining(['前', '刹', '车', '片', '组', '前刹', '刹车', '车片', '片组']));
    expect(grams).toHaveLength(9);
  });

  it('does not join characters across punctuation, Latin text or digits', () => {
    const grams = cjkGrams('前刹车片组（烧结）72V 锂电池');
    expect(grams).toContain('烧结');
    expect(grams).toContain('锂电');
    expect(grams).not.toContain('组烧');
    expect(grams).not.toContain('结锂');
  });

  it('gives each gram once and nothing for text without CJK characters', () => {
    expect(cjkGrams('电池 电池')).toEqual(['电', '电池', '池']);
    expect(cjkGrams('Brake pad set, front')).toEqual([]);
  });
});
