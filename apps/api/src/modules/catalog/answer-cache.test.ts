import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

describe('AnswerCache', () => {
  it('reuses an answer until its time is up, then loads again', async () => {
    const cache = new AnswerCache<number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('a', load, 0)).toBe(1);
    expect(await cache.getOrLoad('a', load, 999)).toBe(1);
    expect(await cache.getOrLoad('a', load, 1000)).toBe(2);
    expect(await cache.getOrLoad('b', load, 1000)).toBe(3);
  });

  it('never caches with a TTL of 0, nor a failed load', async () => {
    const off = new AnswerCache<number>(0);
    let loads = 0;
    await off.getOrLoad('a', async () => ++loads);
    await off.getOrLoad('a', async () => ++loads);
    expect(loads).toBe(2);

    const cache = new AnswerCache<number>(1000);
    await expect(cache.getOrLoad('a', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await cache.getOrLoad('a', async () => 7, 1)).toBe(7);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new AnswerCache<string>(1000, 2);
    let loads = 0;
    const load = (value: string) => async () => {
      loads += 1;
      return value;
    };
    await cache.getOrLoad('a', load('a'), 0);
    await cache.getOrLoad('b', load('b'), 0);
    await cache.getOrLoad('c', load('c'), 0);
    expect(loads).toBe(3);
    await cache.getOrLoad('c', load('c'), 1);
    await cache.getOrLoad('a', load('a'), 1);
    expect(loads).toBe(4);
  });
});
