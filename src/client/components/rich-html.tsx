import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
  richTextUrlPattern,
} from '../../shared/rich-text.ts';
import { cn } from '../lib/utils.ts';

// The server sanitises content when it is written; the browser sanitises again before rendering,
// so a bad row (or a bug on the server) still cannot run script in the page. Both use the one
// allowlist in src/shared/rich-text.ts.
const TAG_ATTRIBUTES: Partial<Record<string, readonly string[]>> = RICH_TEXT_ATTRIBUTES;
const LINK_URL = richTextUrlPattern(RICH_TEXT_SCHEMES);
const IMAGE_URL = richTextUrlPattern(RICH_TEXT_IMAGE_SCHEMES);
const CONFIG = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: LINK_URL,
};

if (DOMPurify.isSupported) {
  // DOMPurify's attribute list is for every tag: keep each attribute only on its own tags.
  DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = TAG_ATTRIBUTES[node.nodeName.toLowerCase()];
    if (!allowed?.includes(data.attrName)) data.keepAttr = false;
    else if (node.nodeName === 'IMG' && data.attrName === 'src' && !IMAGE_URL.test(data.attrValue))
      data.keepAttr = false;
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

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
  return DOMPurify.sanitize(html, CONFIG);
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
