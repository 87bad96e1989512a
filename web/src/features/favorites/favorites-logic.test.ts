import { describe, expect, it } from 'vitest';
import { collectionDate, pageAfterRemoval } from './favorites-logic';

describe('favourites table', () => {
  it('shows the collection time as YYYY-MM-DD', () => {
    const d = new Date(2026, 0, 5, 23, 59);
    expect(collectionDate(d.toISOString())).toBe('2026-01-05');
  });

  it('goes back a page when the last row of the last page is unfavourited', () => {
    expect(pageAfterRemoval(3, 10, 21)).toBe(2);
    expect(pageAfterRemoval(3, 10, 22)).toBe(3);
    expect(pageAfterRemoval(1, 10, 1)).toBe(1);
    expect(pageAfterRemoval(2, 10, 15)).toBe(2);
  });
});
