import { describe, expect, it } from 'vitest';
import type { TCartItem } from '@portal/contract';
import { isValidAmount, selectedTotal, tickNewLines } from './order-logic';

const item = (id: string, lineTotal: string | null): TCartItem => ({
  id, partCode: id, partName: id, model: '', vin: '', jobNo: '', amount: 1, minUnit: 1, price: lineTotal, lineTotal, orderable: lineTotal !== null, addedAt: '',
});

describe('cart quantities', () => {
  it('takes whole numbers from the minimum unit only', () => {
    expect(isValidAmount(4, 4)).toBe(true);
    expect(isValidAmount(3, 4)).toBe(false);
    expect(isValidAmount(4.5, 1)).toBe(false);
    expect(isValidAmount(null, 1)).toBe(false);
  });

  it('sums the chosen lines to the fen, leaving out unpriced ones', () => {
    const items = [item('a', '0.10'), item('b', '0.20'), item('c', null), item('d', '5.00')];
    expect(selectedTotal(items, ['a', 'b', 'c'])).toBe('0.30');
    expect(selectedTotal(items, [])).toBe('0.00');
  });
});

describe('the cart\'s ticks', () => {
  it('opens with every orderable line ticked, ticks a line added later and keeps what the user unticked', () => {
    const seen = new Set<string>();
    const first = tickNewLines([item('a', '1.00'), item('b', '2.00'), item('gone', null)], [], seen);
    expect(first).toEqual(['a', 'b']);
    // the user unticks b; a new line c arrives: c joins, b stays unticked
    expect(tickNewLines([item('a', '1.00'), item('b', '2.00'), item('c', '3.00')], ['a'], seen)).toEqual(['a', 'c']);
    // a submitted line leaves the selection
    expect(tickNewLines([item('b', '2.00'), item('c', '3.00')], ['a', 'c'], seen)).toEqual(['c']);
  });
});
