// Messages that reach the player as English text: the shared zod schemas' messages (docs/product.md's
// exact words; the client's forms check them with the same schemas), the client's own texts, and
// what the identity provider relays. The server's refusals come by reason instead (reasons.ts).
// Each feature lists the ones it shows next to their message functions (e.g.
// registration/known-messages.ts), and the places that show such text (FieldError, FormError,
// errorText) translate it here. A feature's list lives in its own chunk, so no page carries
// another's messages.

type Translate = () => string;
type TranslatePattern = (match: RegExpExecArray) => string;

const exact = new Map<string, Translate>();
const patterns: [RegExp, TranslatePattern][] = [];

/** English text -> its message; `patterns` for texts with a value in them (anchored regexes). */
export function translateKnownMessages(
  table: Record<string, Translate>,
  patternTable: [RegExp, TranslatePattern][] = [],
): void {
  for (const [text, translate] of Object.entries(table)) exact.set(text, translate);
  patterns.push(...patternTable);
}

/** The text in the page's language when it is a known message, else as it came. */
export function localizeMessage(text: string): string {
  const translate = exact.get(text);
  if (translate) return translate();
  for (const [pattern, translateMatch] of patterns) {
    const match = pattern.exec(text);
    if (match) return translateMatch(match);
  }
  return text;
}
