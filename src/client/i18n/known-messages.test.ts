import { describe, expect, it } from 'vitest';
import { localizeMessage, translateKnownMessages } from './known-messages.ts';

describe('localizeMessage', () => {
  it('translates known texts, texts matching a known pattern, and leaves others as they came', () => {
    translateKnownMessages({ 'Phone is required': () => 'फ़ोन ज़रूरी है' }, [
      [/^Needs (\d+) more$/, (match) => `${match[1]} और चाहिए`],
    ]);
    expect(localizeMessage('Phone is required')).toBe('फ़ोन ज़रूरी है');
    expect(localizeMessage('Needs 2 more')).toBe('2 और चाहिए');
    expect(localizeMessage('Something new')).toBe('Something new');
  });
});
