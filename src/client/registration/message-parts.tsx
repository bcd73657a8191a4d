import { Fragment } from 'react';
import type { ReactNode } from 'react';

/**
 * A message with elements inside it (a link, a bold amount), in the word order of its language:
 * `message` is called with each part's name as `{name}` and the text is split around them, e.g.
 * `withParts((p) => m.registration_policy_accept(p), { rules: <a>…</a> })`.
 */
export function withParts<K extends string>(
  message: (placeholders: Record<K, string>) => string,
  parts: Record<K, ReactNode>,
): ReactNode[] {
  const names = Object.keys(parts) as K[];
  const text = message(Object.fromEntries(names.map((name) => [name, `{${name}}`])) as Record<K, string>);
  return text.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1] as K | undefined;
    return <Fragment key={index}>{name && name in parts ? parts[name] : piece}</Fragment>;
  });
}
