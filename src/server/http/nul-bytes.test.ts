import { describe, expect, it } from 'vitest';
import { containsNul, jsonTextContainsNul } from './nul-bytes.ts';

describe('finding a NUL', () => {
  it('in any string of a parsed value, keys included, however deep', () => {
    expect(containsNul({ a: ['x', { b: 'y\0' }] })).toBe(true);
    expect(containsNul({ 'k\0': 1 })).toBe(true);
    expect(containsNul({ a: ['x', 1, null, true, { b: 'y' }] })).toBe(false);
    let deep: unknown = 'end\0';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsNul(deep)).toBe(true);
    expect(containsNul(Array.from({ length: 300_000 }, () => 0))).toBe(false);
  });

  it('in JSON text, as a raw character or an escape, but not an escaped backslash before "u0000"', () => {
    expect(jsonTextContainsNul('{"a":"\\u0000"}')).toBe(true);
    expect(jsonTextContainsNul('{"a":"x\\\\\\u0000"}')).toBe(true);
    expect(jsonTextContainsNul('{"a":"\\U0000"}')).toBe(true);
    expect(jsonTextContainsNul('{"a":"\0"}')).toBe(true);
    expect(jsonTextContainsNul('{"a":"\\\\u0000"}')).toBe(false);
    expect(jsonTextContainsNul('{"a":"\\u00001"}')).toBe(true);
    expect(jsonTextContainsNul('{"a":"\\u0001"}')).toBe(false);
  });
});
