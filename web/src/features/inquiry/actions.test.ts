import { describe, expect, it } from 'vitest';
import { INQUIRY_ACTIONS } from '@portal/contract';
import { actionCall, BUTTON_ACTIONS } from '../../api/inquiry';

const ID = '00000000-0000-4000-8000-000000000000';

describe('inquiry action calls (spec §7)', () => {
  it('sends the id-only actions by GET with the id in the path', () => {
    for (const action of ['revoke', 'restart', 'invalid', 'delete', 'push'] as const) {
      expect(actionCall({ action, body: { id: ID } })).toEqual({ method: 'GET', path: `/rest/base/inquiry/${action}/${ID}` });
    }
  });

  it('posts the actions that carry a body', () => {
    expect(actionCall({ action: 'reject', body: { id: ID, reason: 'VIN wrong' } })).toEqual({ method: 'POST', path: '/rest/base/inquiry/reject', body: { id: ID, reason: 'VIN wrong' } });
    expect(actionCall({ action: 'solve', body: { id: ID, reason: '' } }).method).toBe('POST');
    expect(actionCall({ action: 'close', body: { id: ID, serviceAttitude: 5, professionalSkill: 4, timelyResponse: 5, comment: '' } }).path).toBe('/rest/base/inquiry/close');
    expect(actionCall({ action: 'assign', body: { id: ID, expertId: ID, reason: '' } }).path).toBe('/rest/base/inquiry/assign');
  });

  it('offers a button for every status action of the workflow (reply, update, draft and submit live in the page)', () => {
    const inPage = ['reply', 'update', 'draft', 'submit'];
    expect([...BUTTON_ACTIONS].sort()).toEqual(INQUIRY_ACTIONS.filter((a) => !inPage.includes(a)).sort());
  });
});
