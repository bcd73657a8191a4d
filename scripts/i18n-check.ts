// Fails (exit 1) when a message is in one language's file and not in another's, or when the two
// use different placeholders: a Hindi page must never fall back to a key or lose a value.
// Run by `npm run build`; test/unit/i18n-messages.test.ts runs the same check.
import { messageProblems } from './i18n-messages.ts';

const problems = messageProblems('messages');
if (problems.length > 0) {
  console.error(`i18n: the languages' messages do not match:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
