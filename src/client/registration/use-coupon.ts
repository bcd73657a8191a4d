import { useState } from 'react';
import { errorText } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import type { RouterOutputs } from '../lib/trpc.ts';
import type { RegistrationDraft } from './draft.ts';

export type Quote = RouterOutputs['payment']['quote'];

/**
 * The payment step's Apply: checks the typed code with the server at once and keeps the quote
 * while the code, format and pass stay as they were (any change asks for Apply again).
 */
export function useCoupon(draft: RegistrationDraft) {
  const utils = trpc.useUtils();
  const [quote, setQuote] = useState<{ key: string; quote: Quote } | null>(null);
  const [error, setError] = useState<{ key: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const code = draft.couponCode.trim().toUpperCase();
  const key = `${draft.playFormat}/${draft.priceCategory}/${code}`;

  async function apply() {
    const { playFormat, priceCategory } = draft;
    if (!code || !playFormat || !priceCategory || busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await utils.client.payment.quote.mutate({ playFormat, priceCategory, couponCode: code });
      setQuote({ key, quote: answer });
    } catch (failure) {
      setQuote(null);
      setError({ key, message: errorText(failure, 'Invalid coupon code') });
    } finally {
      setBusy(false);
    }
  }

  return {
    /** The applied coupon's quote, while it still matches what the player chose. */
    applied: quote?.key === key && code ? quote.quote : null,
    error: error?.key === key ? error.message : null,
    busy,
    apply,
  };
}
