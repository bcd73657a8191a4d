import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

describe('sanitizeRichText', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="x()" style="color:red">ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="  JAVASCRIPT:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<img src="x.png" onerror="alert(1)">', '<img src="x.png" />'],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', '<img />'],
    ['<iframe src="https://evil.example"></iframe><object></object><embed>', ''],
    ['<svg><script>alert(1)</script></svg><math></math>', ''],
    ['<form action="/x"><input name="a"></form>', ''],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
  ])('removes what could run: %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('keeps text structure, safe links and images', () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> <em>it</em> <a href="https://x.example" title="t">x</a> <a href="/blog">b</a> <a href="mailto:a@b.in">m</a></p><ul><li>1</li></ul><img src="https://img.example/a.png" alt="A">';
    expect(sanitizeRichText(html)).toBe(html.replace('alt="A">', 'alt="A" />'));
  });

  it('adds rel=noopener to links opening a new tab, and demotes h1', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://x.example" target="_top">x</a>')).toBe(
      '<a href="https://x.example">x</a>',
    );
    expect(sanitizeRichText('<h1>Big</h1>')).toBe('<h2>Big</h2>');
  });
});
