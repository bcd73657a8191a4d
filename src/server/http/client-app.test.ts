import { describe, expect, it } from 'vitest';
import { withPage } from './client-app.ts';

const shell = '<html><body><div id="root"></div><script src="/assets/index.js"></script></body></html>';
const page = {
  html: '<h1>Hi</h1>',
  title: null,
  state: '{"json":[]}',
  complete: true,
  personal: false,
  drawnAt: 1_790_000_000_000,
};

describe('withPage', () => {
  it('puts the page into #root and its data into a script element that never runs', () => {
    expect(withPage(shell, page, true)).toBe(
      '<html><body><div id="root" data-boot="intent" data-signed-out="true" data-drawn-at="1790000000000">' +
        '<h1>Hi</h1></div>' +
        '<script type="application/json" id="arena-state">{"json":[]}</script>' +
        '<script src="/assets/index.js"></script></body></html>',
    );
  });

  it('cannot be broken out of by content: no markup in the data, no replacement patterns in the page', () => {
    const hostile = {
      html: "<p>$&amp; $` $'</p>",
      title: null,
      state: '{"json":["</script><script>alert(1)</script>"]}',
      complete: true,
      personal: false,
      drawnAt: 1_790_000_000_000,
    };
    const html = withPage(shell, hostile, true);
    expect(html).toContain("<p>$&amp; $` $'</p></div>");
    expect(html).toContain('{"json":["\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"]}</script>');
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(JSON.parse(html.split('id="arena-state">')[1]!.split('</script>')[0]!)).toEqual(
      JSON.parse(hostile.state),
    );
  });

  it('loads the app on intent for a whole page, signed in or out, and at once for a page left incomplete', () => {
    expect(withPage(shell, { ...page, personal: true }, false)).toContain(
      '<div id="root" data-boot="intent" data-drawn-at="1790000000000"><h1>',
    );
    expect(withPage(shell, { ...page, complete: false }, false)).toContain(
      '<div id="root" data-boot="now" data-drawn-at="1790000000000"><h1>',
    );
    expect(withPage(shell, { ...page, complete: false }, true)).toContain(
      '<div id="root" data-boot="now" data-signed-out="true" data-drawn-at=',
    );
  });

  it("gives the document the page's title, as text", () => {
    const titled = withPage('<title>Arena</title>' + shell, { ...page, title: 'Q&A <b> | Arena' }, true);
    expect(titled).toContain('<title>Q&amp;A &lt;b&gt; | Arena</title>');
  });

  it('drops the shell\'s "needs JavaScript" notice from a page that is whole without it', () => {
    const noscript = '<noscript>Arena Championships needs JavaScript to run.</noscript>';
    expect(withPage(noscript + shell, page, true)).not.toContain('<noscript>');
    expect(withPage(noscript + shell, { ...page, complete: false }, true)).toContain(noscript);
  });

  it('leaves the shell as it is when the page is not rendered on the server', () => {
    expect(withPage(shell, null, true)).toBe(shell);
  });
});
