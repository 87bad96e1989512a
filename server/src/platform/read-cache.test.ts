import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.js';

const live = <V>(capacity = 10) => {
  const cache = new ReadCache<V>(capacity);
  cache.setLive(true);
  return cache;
};

describe('read cache', () => {
  it('loads once and answers again from memory', async () => {
    const cache = live<number>();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.through('a', load)).toBe(1);
    expect(await cache.through('a', load)).toBe(1);
    expect(loads).toBe(1);
    expect(cache.hits).toBe(1);
  });

  it('keeps nothing while changes are not heard', async () => {
    const cache = new ReadCache<number>(10);
    let loads = 0;
    await cache.through('a', async () => ++loads);
    await cache.through('a', async () => ++loads);
    expect(loads).toBe(2);
    cache.setLive(true);
    await cache.through('a', async () => ++loads);
    cache.setLive(false);
    expect(await cache.through('a', async () => ++loads)).toBe(4);
  });

  it('forgets everything on a change, and does not keep a load that began before it', async () => {
    const cache = live<string>();
    await cache.through('a', async () => 'old');
    cache.invalidate();
    expect(await cache.through('a', async () => 'new')).toBe('new');
    let release!: () => void;
    const slow = cache.through('b', () => new Promise<string>((resolve) => { release = () => resolve('read before the change'); }));
    cache.invalidate();
    release();
    expect(await slow).toBe('read before the change');
    expect(await cache.through('b', async () => 'after')).toBe('after');
  });

  it('evicts the least recently used entry when full', async () => {
    const cache = live<string>(2);
    await cache.through('a', async () => 'a');
    await cache.through('b', async () => 'b');
    await cache.through('a', async () => 'x'); // a is now the most recent
    await cache.through('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.through('a', async () => 'reloaded')).toBe('a');
    expect(await cache.through('b', async () => 'reloaded')).toBe('reloaded');
  });

  it('does not cache failures', async () => {
    const cache = live<string>();
    await expect(cache.through('a', async () => { throw new Error('no'); })).rejects.toThrow('no');
    expect(await cache.through('a', async () => 'ok')).toBe('ok');
  });
});
