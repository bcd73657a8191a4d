// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { initialDraft } from './draft.ts';
import { newerDraft, readLocalDraft, removeLocalDraft, writeLocalDraft } from './draft-storage.ts';

const draft = (name: string) => ({ ...initialDraft({ game: '', format: '' }), name });
const copy = (name: string, updatedAt: number) => ({ draft: draft(name), updatedAt });

afterEach(() => window.localStorage.clear());

describe('the registration draft on this device', () => {
  it('takes the newer of this device’s and the server’s copy, this device’s on a tie', () => {
    expect(newerDraft(copy('local', 2), copy('server', 1))?.draft.name).toBe('local');
    expect(newerDraft(copy('local', 1), copy('server', 2))?.draft.name).toBe('server');
    expect(newerDraft(copy('local', 2), copy('server', 2))?.draft.name).toBe('local');
    expect(newerDraft(null, copy('server', 1))?.draft.name).toBe('server');
    expect(newerDraft(copy('local', 1), null)?.draft.name).toBe('local');
    expect(newerDraft(null, null)).toBeNull();
  });

  it('keeps one copy per account', () => {
    writeLocalDraft('user-a', copy('Asha', 5));
    expect(readLocalDraft('user-a')).toEqual(copy('Asha', 5));
    expect(readLocalDraft('user-b')).toBeNull();
    removeLocalDraft('user-a');
    expect(readLocalDraft('user-a')).toBeNull();
  });

  it('trusts storage no more than a request: a damaged or foreign entry is no draft', () => {
    const key = 'arena:registration-draft:user-a';
    for (const raw of [
      'not json',
      '{"draft":{"name":5},"updatedAt":1}',
      JSON.stringify({ ...copy('Asha', 1), updatedAt: 'yesterday' }),
      JSON.stringify({ draft: { ...draft('Asha'), priceCategory: '99999' }, updatedAt: 1 }),
      JSON.stringify({ draft: { ...draft('Asha'), city: 'x'.repeat(5000) }, updatedAt: 1 }),
    ]) {
      window.localStorage.setItem(key, raw);
      expect(readLocalDraft('user-a'), raw.slice(0, 40)).toBeNull();
    }
    // Fields the draft does not have (credentials, payment state) are dropped, not kept.
    window.localStorage.setItem(
      key,
      JSON.stringify({
        draft: { ...draft('Asha'), gamePassword: '123456', paymentId: 'pay_1' },
        updatedAt: 1,
      }),
    );
    expect(readLocalDraft('user-a')).toEqual(copy('Asha', 1));
  });
});
