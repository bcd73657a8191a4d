// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/client/components/rich-html.tsx';
import { sanitizeRichText } from '../../src/server/html/sanitize.ts';

// The server's sanitiser (sanitize-html) and the browser's (DOMPurify) read one allowlist
// (src/shared/rich-text.ts): whatever the server stores, the browser shows as it is.
describe('one allowlist for the server and the browser', () => {
  it.each([
    '<h2>Refunds</h2><p><strong>7 days</strong> <a href="/contact-us" title="ask">ask</a></p>',
    '<table><caption>Prizes</caption><thead><tr><th scope="col" colspan="2">1st</th></tr></thead><tbody><tr><td rowspan="1">₹50,000</td></tr></tbody></table>',
    '<ol start="3"><li>three</li></ol><figure><img src="https://cdn.example/a.png" alt="a" width="10"><figcaption>a</figcaption></figure>',
    '<p title="x" start="2">tags keep only their own attributes</p><img src="data:image/png;base64,AAAA" alt="inline">',
    '<a href="mailto:help@arena.example">mail</a> <a href="tel:+919876543210">call</a> <a href="ftp://x.example">ftp</a>',
    '<a href="https://x.example" target="_blank">x</a><div><span>unknown tags keep their text</span></div>',
  ])('agree on %s', (input) => {
    // Compared as the browser parses them (the server writes void tags as `<img />`).
    const parsed = (html: string) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      return template.innerHTML;
    };
    expect(sanitizeHtml(input)).toBe(parsed(sanitizeRichText(input)));
  });
});
