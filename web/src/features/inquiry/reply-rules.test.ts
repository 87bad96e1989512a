import { describe, expect, it } from 'vitest';
import { afterReply, showReplyButton, showReplyForm } from './reply-rules';

const NONE = { isCreator: false, isHandler: false, isExpert: false };

describe('reply behaviour (spec §4)', () => {
  it('reloads the inquiry and thread while nobody handles it yet', () => {
    expect(afterReply(false, { ...NONE, isCreator: true })).toBe('reloadAll');
    expect(afterReply(false, { ...NONE, isExpert: true })).toBe('reloadAll');
  });

  it('reloads the thread for the handler and the creator', () => {
    expect(afterReply(true, { ...NONE, isHandler: true })).toBe('reloadThread');
    expect(afterReply(true, { ...NONE, isCreator: true })).toBe('reloadThread');
    expect(afterReply(true, { ...NONE, isHandler: true, isExpert: true })).toBe('reloadThread');
  });

  it('sends the expert back to the management list', () => {
    expect(afterReply(true, { ...NONE, isExpert: true })).toBe('toList');
  });

  it('shows the reply form when allowed and opened, or when the thread is empty', () => {
    expect(showReplyForm(true, false, 0)).toBe(true);
    expect(showReplyForm(true, true, 3)).toBe(true);
    expect(showReplyForm(true, false, 3)).toBe(false);
    expect(showReplyForm(false, true, 0)).toBe(false);
  });

  it('puts the reply button on the latest reply only', () => {
    expect(showReplyButton(true, 0, 1)).toBe(true);
    expect(showReplyButton(true, 1, 1)).toBe(false);
    expect(showReplyButton(true, 0, 2)).toBe(false);
    expect(showReplyButton(false, 0, 1)).toBe(false);
  });
});
