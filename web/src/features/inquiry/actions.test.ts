import { describe, expect, it } from 'vitest';
import { INQUIRY_ACTIONS, inquiryEndpoints as E } from '@portal/contract';
import { ACTION_ENDPOINTS, BUTTON_ACTIONS } from '../../api/inquiry';

describe('inquiry action calls (spec §7)', () => {
  it('sends the id-only actions by GET with the id in the path', () => {
    for (const action of ['revoke', 'restart', 'invalid', 'delete', 'push'] as const) {
      const endpoint = ACTION_ENDPOINTS[action];
      expect(endpoint.method).toBe('GET');
      expect(endpoint.path.endsWith(`/${action}/:id`)).toBe(true);
    }
    expect(ACTION_ENDPOINTS.delete).toBe(E.remove);
  });

  it('posts the actions that carry a body', () => {
    for (const action of ['assign', 'solve', 'close', 'reject', 'suspend'] as const) {
      const endpoint = ACTION_ENDPOINTS[action];
      expect(endpoint).toBe(E[action]);
      expect(endpoint.method).toBe('POST');
      expect(endpoint.path.endsWith(`/inquiry/${action}`)).toBe(true);
    }
  });

  it('offers a button for every status action of the workflow (reply, update, draft and submit live in the page, deleteReply and note in the thread)', () => {
    const inPage = ['reply', 'note', 'deleteReply', 'update', 'draft', 'submit'];
    expect([...BUTTON_ACTIONS].sort()).toEqual(INQUIRY_ACTIONS.filter((a) => !inPage.includes(a)).sort());
    expect(Object.keys(ACTION_ENDPOINTS).sort()).toEqual([...BUTTON_ACTIONS].sort());
  });
});
