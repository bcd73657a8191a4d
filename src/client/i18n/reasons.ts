// The server names the reason of each refusal (src/shared/reasons.ts, decision 6); a feature lists
// the reasons its screens can be shown next to their message functions (e.g.
// registration/known-messages.ts), and `errorText` shows the one for the error's reason. A
// feature's list lives in its own chunk, so no page carries another's messages.
import type { Reason, ReasonParams } from '../../shared/reasons.ts';

export type ReasonMessage = (params: ReasonParams) => string;

const messages = new Map<Reason, ReasonMessage>();

export function translateReasons(table: Partial<Record<Reason, ReasonMessage>>): void {
  for (const [reason, message] of Object.entries(table) as [Reason, ReasonMessage][]) {
    messages.set(reason, message);
  }
}

/** The reason's message in the page's language; undefined for a reason no screen has listed. */
export function reasonMessage(reason: string, params: ReasonParams = {}): string | undefined {
  return messages.get(reason as Reason)?.(params);
}

/** A value of a reason's `params`, as a number for a message's plural. */
export const countParam = (params: ReasonParams, name: string) => Number(params[name]);
export const textParam = (params: ReasonParams, name: string) => String(params[name] ?? '');

/** A refusal that says how many minutes to wait (its `minutes` parameter), as the message words it. */
export const afterMinutes =
  (message: (inputs: { minutes: number }) => string): ReasonMessage =>
  (params) =>
    message({ minutes: countParam(params, 'minutes') });
