import { describe, expect, it } from 'vitest';
import type { TCartItem } from '@portal/contract';
import { isValidAmount, selectedTotal } from './order-logic';

const item = (id: string, lineTotal: string | null): TCartItem => ({
  id, partCode: id, partName: id, model: '', amount: 1, minUnit: 1, price: lineTotal, lineTotal, orderable: lineTotal !== null, addedAt: '',
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
