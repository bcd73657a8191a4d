import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox('a-test-secret-of-enough-length-123456', 'gateway');

  it('opens what it sealed, with a fresh nonce each time', () => {
    const a = box.seal('rzp_live_key');
    expect(box.open(a)).toBe('rzp_live_key');
    expect(box.seal('rzp_live_key')).not.toBe(a);
    expect(a).not.toContain('rzp_live_key');
  });

  it('refuses a tampered value and another purpose', () => {
    const sealed = box.seal('secret');
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => box.open(tampered)).toThrow();
    expect(() => createSecretBox('a-test-secret-of-enough-length-123456', 'other').open(sealed)).toThrow();
  });
});
