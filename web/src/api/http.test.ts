import { afterEach, describe, expect, it, vi } from 'vitest';
import { uiBridge } from './ui-bridge';
import { request } from './http';

const realFetch = globalThis.fetch;

describe('http client', () => {
  afterEach(() => {
    globalThis.fetch = realFetch;
    vi.restoreAllMocks();
  });

  it('treats a call cancelled while its body is read as an abort, with no notice', async () => {
    const controller = new AbortController();
    const notify = vi.fn();
    uiBridge.notification = { error: notify, warning: notify } as unknown as typeof uiBridge.notification;
    // the headers arrived, then the query was cancelled: the body can no longer be read
    globalThis.fetch = (async () => {
      controller.abort();
      return { ok: true, status: 200, text: () => Promise.reject(new DOMException('Aborted', 'AbortError')) } as unknown as Response;
    }) as typeof fetch;
    await expect(request('/api/x', { method: 'POST', signal: controller.signal, noToken: true })).rejects.toMatchObject({ name: 'AbortError' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('still reports an empty answer of a call nobody cancelled as a server error', async () => {
    const notify = vi.fn();
    uiBridge.notification = { error: notify, warning: notify } as unknown as typeof uiBridge.notification;
    globalThis.fetch = (async () => ({ ok: true, status: 200, text: () => Promise.resolve('') }) as unknown as Response) as typeof fetch;
    await expect(request('/api/x', { noToken: true })).rejects.toMatchObject({ httpStatus: 200 });
    expect(notify).toHaveBeenCalledTimes(1);
  });
});
