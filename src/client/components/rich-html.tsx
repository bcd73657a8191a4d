import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { cn } from '../lib/utils.ts';

// The server sanitises content when it is written; the browser sanitises again before rendering,
// so a bad row (or a bug on the server) still cannot run script in the page.
if (DOMPurify.isSupported)
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });

/** Where there is no DOM (rendering on the server), DOMPurify cannot run: the server's sanitiser is set here. */
let sanitizeWithoutDom: ((html: string) => string) | null = null;
export function setSanitizerWithoutDom(sanitize: (html: string) => string): void {
  sanitizeWithoutDom = sanitize;
}

/** HTML from the server as the browser may insert it: nothing that runs, no forms, no styles. */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) {
    if (!sanitizeWithoutDom) throw new Error('No DOM to sanitise HTML with, and no sanitiser set');
    return sanitizeWithoutDom(html);
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}

/** HTML from the server, sanitised again, in the site's typography. */
export function RichHtml({
  html,
  className,
  lang,
}: {
  html: string;
  className?: string;
  lang?: string | undefined;
}) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div lang={lang} className={cn('rich-text', className)} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
