// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichHtml, sanitizeHtml } from './rich-html.tsx';

// The browser's second line of defence for HTML from the server (blog posts, footer dialogs,
// static pages): whatever a bad row holds, nothing in it may run.
describe('sanitizeHtml', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="x()" style="color:red">ok</p>', '<p>ok</p>'],
    ['<img src="x.png" onerror="alert(1)">', '<img src="x.png">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><object></object><embed>', ''],
    ['<form action="/x"><input name="a"><button>go</button></form>', 'go'],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('removes what could run: %s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('keeps text structure and links, and opens new tabs without an opener', () => {
    expect(sanitizeHtml('<h2>Refunds</h2><p><strong>7 days</strong> <a href="/contact-us">ask</a></p>')).toBe(
      '<h2>Refunds</h2><p><strong>7 days</strong> <a href="/contact-us">ask</a></p>',
    );
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('RichHtml', () => {
  it('renders the sanitised HTML in the site typography', () => {
    expect(renderToStaticMarkup(<RichHtml html={'<p>Hi<img src="x" onerror="alert(1)"></p>'} />)).toBe(
      '<div class="rich-text"><p>Hi<img src="x"></p></div>',
    );
  });
});
