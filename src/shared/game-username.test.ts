import { describe, expect, it } from 'vitest';
import { isGameUsername } from './game-username.ts';

describe('isGameUsername', () => {
  it.each(['ARENA12345', 'arena00000', 'ARENA123456'])('takes %s', (value) =>
    expect(isGameUsername(value)).toBe(true),
  );
  it.each(['ARENA1234', 'ARENA12345X', 'player@example.in', 'BRAND12345', ' ARENA12345', ''])(
    'refuses %s',
    (value) => expect(isGameUsername(value)).toBe(false),
  );
});
