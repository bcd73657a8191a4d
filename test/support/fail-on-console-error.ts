import { afterEach, vi } from 'vitest';

const errors: unknown[][] = [];
const original = console.error;

console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  if (errors.length === 0) return;
  const seen = errors.splice(0).map((args) => args.map(String).join(' '));
  vi.restoreAllMocks();
  throw new Error(`console.error was called during the test:\n${seen.join('\n')}`);
});
