import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { m } from '../../paraglide/messages.js';

/** The copy highlight lasts 2 seconds (docs/product.md#messages-and-constants). */
const COPY_HIGHLIGHT_MS = 2000;

/** Copies to the clipboard with docs/product.md's toast ("<label> copied!") and a 2-second highlight. */
export function useCopy(label: string): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success(m.registration_copied({ what: label }));
    } catch {
      toast.error(m.registration_copy_failed({ what: label.toLowerCase() }));
    }
  };
  return { copied, copy };
}
