import { describe, expect, it } from 'vitest';
import { KeyBatcher } from './catalogue.batch.js';

/** A load whose statements the test releases by hand. */
function controlledLoad() {
  const calls: { keys: string[]; release: (fail?: Error) => void }[] = [];
  const load = (keys: string[]) =>
    new Promise<Map<string, string>>((resolve, reject) => {
      calls.push({ keys, release: (fail) => (fail ? reject(fail) : resolve(new Map(keys.filter((k) => k !== 'missing').map((k) => [k, `row ${k}`])))) });
    });
  return { calls, load };
}

/** Lets settled statements hand over to the next (promise callbacks run). */
const settle = () => new Promise((r) => setImmediate(r));

describe('KeyBatcher', () => {
  it('sends a lone lookup at once and answers it', async () => {
    const { calls, load } = controlledLoad();
    const batcher = new KeyBatcher(load);
    const answer = batcher.get('A');
    expect(calls.map((c) => c.keys)).toEqual([['A']]);
    calls[0].release();
    expect(await answer).toBe('row A');
  });

  it('gathers the lookups that arrive while statements run into one, each caller getting its own row', async () => {
    const { calls, load } = controlledLoad();
    const batcher = new KeyBatcher(load, 1);
    const first = batcher.get('A');
    const rest = ['B', 'C', 'B', 'missing'].map((k) => batcher.get(k));
    expect(calls.map((c) => c.keys)).toEqual([['A']]);
    calls[0].release();
    await first;
    await settle();
    expect(calls.map((c) => c.keys)).toEqual([['A'], ['B', 'C', 'missing']]);
    calls[1].release();
    expect(await Promise.all(rest)).toEqual(['row B', 'row C', 'row B', undefined]);
  });

  it('refuses every caller of a failed statement and goes on with the next', async () => {
    const { calls, load } = controlledLoad();
    const batcher = new KeyBatcher(load, 1);
    const a = batcher.get('A');
    const b = batcher.get('B');
    calls[0].release(new Error('connection lost'));
    await expect(a).rejects.toThrow('connection lost');
    calls[1].release();
    expect(await b).toBe('row B');
  });

  it('splits a long queue into statements of at most the batch size', async () => {
    const { calls, load } = controlledLoad();
    const batcher = new KeyBatcher(load, 1, 2);
    const all = ['A', 'B', 'C', 'D', 'E'].map((k) => batcher.get(k));
    calls[0].release();
    await settle();
    calls[1].release();
    await settle();
    calls[2].release();
    await Promise.all(all);
    expect(calls.map((c) => c.keys)).toEqual([['A'], ['B', 'C'], ['D', 'E']]);
  });
});
