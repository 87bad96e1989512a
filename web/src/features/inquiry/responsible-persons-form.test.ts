import { describe, expect, it } from 'vitest';
import { ZResponsiblePersonInput } from '@portal/contract';
import { entryOf, fieldOfIssue } from './responsible-persons-form-values';

/** The form checks with the route's own schema; these are the cases it must catch before sending. */
describe('responsible person form', () => {
  const check = (values: Parameters<typeof entryOf>[0]) => ZResponsiblePersonInput.safeParse(entryOf(values));

  it('sends the area picker as province and city, empty for every area', () => {
    expect(entryOf({ role: 'PROCESSOR', username: 'hana', area: ['44', '4403'] })).toEqual({ role: 'PROCESSOR', username: 'hana', provinceCode: '44', cityCode: '4403', department: '' });
    expect(entryOf({ role: 'EXPERT', username: 'erik', department: 'Brakes' })).toMatchObject({ provinceCode: '', cityCode: '' });
    expect(check({ role: 'LEADER', username: 'lena', area: ['44'] }).success).toBe(true);
  });

  it('marks the field of each refusal: the area for a city of another province, the username when too short', () => {
    const city = check({ role: 'LEADER', username: 'lena', area: ['65', '4403'] });
    expect(city.success).toBe(false);
    expect(fieldOfIssue(city.error!.issues[0].path)).toBe('area');
    const name = check({ role: 'LEADER', username: ' x ' });
    expect(fieldOfIssue(name.error!.issues[0].path)).toBe('username');
    const long = check({ role: 'EXPERT', username: 'erik', department: 'd'.repeat(101) });
    expect(fieldOfIssue(long.error!.issues[0].path)).toBe('department');
  });
});
