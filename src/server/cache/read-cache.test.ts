import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { cachedRead, invalidate } from './read-cache.ts';

/** Just what the cache uses of an EntityManager: its driver (the store key) and fork(). */
function fakeEm(): EntityManager {
  const driver = {};
  const em = { getDriver: () => driver, fork: () => em };
  return em as unknown as EntityManager;
}

afterEach(() => vi.useRealTimers());

describe('cachedRead', () => {
  it('loads once and serves the value until invalidated', async () => {
    const em = fakeEm();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cachedRead(em, 'blog', 'k', load)).toBe(1);
    expect(await cachedRead(em, 'blog', 'k', load)).toBe(1);
    invalidate(em, 'footer');
    expect(await cachedRead(em, 'blog', 'k', load)).toBe(1);
    invalidate(em, 'blog');
    expect(await cachedRead(em, 'blog', 'k', load)).toBe(2);
  });

  it('shares one load between concurrent readers', async () => {
    const em = fakeEm();
    const load = vi.fn(async () => 'value');
    const values = await Promise.all(Array.from({ length: 20 }, () => cachedRead(em, 'blog', 'k', load)));
    expect(values.every((v) => v === 'value')).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a value loaded while a write committed', async () => {
    const em = fakeEm();
    let release!: () => void;
    const slow = cachedRead(
      em,
      'blog',
      'k',
      () => new Promise<string>((resolve) => (release = () => resolve('old'))),
    );
    invalidate(em, 'blog');
    release();
    expect(await slow).toBe('old');
    expect(await cachedRead(em, 'blog', 'k', async () => 'new')).toBe('new');
  });

  it('expires entries after a short time, for servers that did not see the write', async () => {
    vi.useFakeTimers();
    const em = fakeEm();
    let loads = 0;
    await cachedRead(em, 'footer', 'k', async () => ++loads);
    vi.advanceTimersByTime(9_000);
    expect(await cachedRead(em, 'footer', 'k', async () => ++loads)).toBe(1);
    vi.advanceTimersByTime(2_000);
    expect(await cachedRead(em, 'footer', 'k', async () => ++loads)).toBe(2);
  });

  it('keeps databases apart', async () => {
    const a = fakeEm();
    const b = fakeEm();
    await cachedRead(a, 'hero', 'k', async () => 'a');
    expect(await cachedRead(b, 'hero', 'k', async () => 'b')).toBe('b');
  });

  it('does not cache a failed load', async () => {
    const em = fakeEm();
    await expect(cachedRead(em, 'pages', 'k', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await cachedRead(em, 'pages', 'k', async () => 'ok')).toBe('ok');
  });
});
