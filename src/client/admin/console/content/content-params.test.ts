import { describe, expect, it } from 'vitest';
import { readContentView, writeContentView } from './content-params.ts';

describe('content view in the URL', () => {
  it('reads the search and the open post, trimmed', () => {
    expect(readContentView(new URLSearchParams('section=content&q=%20bgmi%20&post=new'))).toEqual({
      tab: 'posts',
      search: 'bgmi',
      post: 'new',
      page: null,
      link: null,
      setting: null,
    });
    expect(readContentView(new URLSearchParams('section=content&tab=pages&page=contact-us'))).toMatchObject({
      tab: 'pages',
      page: 'contact-us',
    });
    expect(readContentView(new URLSearchParams('tab=hero'))).toMatchObject({ tab: 'hero' });
    expect(readContentView(new URLSearchParams('tab=footer&link=new'))).toMatchObject({
      tab: 'footer',
      link: 'new',
    });
    expect(readContentView(new URLSearchParams('tab=settings&setting=FOOTER_VARIANT'))).toMatchObject({
      tab: 'settings',
      setting: 'FOOTER_VARIANT',
    });
    expect(readContentView(new URLSearchParams('tab=other&page=no-such-page'))).toMatchObject({
      tab: 'posts',
      page: null,
    });
    expect(readContentView(new URLSearchParams('section=content&post=%20'))).toMatchObject({ post: null });
  });

  it('writes its own parameters and keeps the others', () => {
    const params = new URLSearchParams('section=content&q=bgmi');
    expect(writeContentView(params, { post: 'abc' }).toString()).toBe('section=content&q=bgmi&post=abc');
    expect(writeContentView(new URLSearchParams('section=content&post=abc'), { post: null }).toString()).toBe(
      'section=content',
    );
    expect(writeContentView(params, { search: '  ' }).toString()).toBe('section=content');
  });

  it("switches parts with the other part's state cleared", () => {
    const params = new URLSearchParams('section=content&q=bgmi&post=abc');
    expect(writeContentView(params, { tab: 'pages' }).toString()).toBe('section=content&tab=pages');
    expect(
      writeContentView(new URLSearchParams('section=content&tab=pages&page=about-us'), {
        tab: 'posts',
      }).toString(),
    ).toBe('section=content');
    expect(
      writeContentView(new URLSearchParams('section=content&tab=footer&link=abc'), {
        tab: 'settings',
      }).toString(),
    ).toBe('section=content&tab=settings');
  });
});
