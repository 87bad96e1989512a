import { describe, expect, it } from 'vitest';
import type { TBulletinRow } from '@portal/contract';
import { rankByFault } from './vin-bulletin-suggestions';

const row = (id: string, theme: string) => ({ id, theme, type: 'RECALL_TYPE', read: false }) as TBulletinRow;

describe('bulletins beside the typed fault', () => {
  it('puts those sharing words with the fault first and keeps the server\'s order among equals', () => {
    const rows = [row('a', 'Charger firmware update'), row('b', 'Brake hose may crack'), row('c', 'Mirror bracket'), row('d', 'Brake light switch')];
    const ranked = rankByFault(rows, 'Rear brake hose leaking');
    expect(ranked.map((r) => r.row.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(ranked.map((r) => r.matches)).toEqual([true, true, false, false]);
  });

  it('matches words in any script, case-insensitively', () => {
    expect(rankByFault([row('a', 'Other'), row('b', '刹车 软管 召回')], '刹车 异响')[0]).toEqual({ row: expect.objectContaining({ id: 'b' }), matches: true });
    expect(rankByFault([row('a', 'BMS Fault')], 'bms')[0].matches).toBe(true);
  });
});
