import { describe, expect, it } from 'vitest';
import { readContentView, writeContentView } from './content-params.ts';

describe('content view in the URL', () => {
  it('reads the search and the open post, trimmed', () => {
    expect(readContentView(new URLSearchParams('section=content&q=%20bgmi%20&post=new'))).toEqual({
      search: 'bgmi',
      post: 'new',
    });
    expect(readContentView(new URLSearchParams('section=content&post=%20'))).toEqual({
      search: '',
      post: null,
    });
  });

  it('writes its own parameters and keeps the others', () => {
    const params = new URLSearchParams('section=content&q=bgmi');
    expect(writeContentView(params, { post: 'abc' }).toString()).toBe('section=content&q=bgmi&post=abc');
    expect(writeContentView(new URLSearchParams('section=content&post=abc'), { post: null }).toString()).toBe(
      'section=content',
    );
    expect(writeContentView(params, { search: '  ' }).toString()).toBe('section=content');
  });
});
