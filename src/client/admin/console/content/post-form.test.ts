import { describe, expect, it } from 'vitest';
import { BLOG_MESSAGES } from '../../../../shared/blog-rules.ts';
import { EMPTY_POST, formValuesOf, postFormSchema, serverFieldErrors, slugAfterTitle } from './post-form.ts';

const valid = { ...EMPTY_POST, title: 'BGMI Finals Recap', slug: 'bgmi-finals-recap' };

describe('postFormSchema', () => {
  it('sends trimmed values, the slug lowercased and no thumbnail as null', () => {
    const parsed = postFormSchema.parse({
      ...valid,
      title: '  BGMI Finals Recap ',
      slug: ' BGMI-Finals-Recap ',
      thumbnail: '   ',
    });
    expect(parsed).toMatchObject({ title: 'BGMI Finals Recap', slug: 'bgmi-finals-recap', thumbnail: null });
  });

  it("refuses what the server refuses, in the shared schema's words", () => {
    const messages = (values: object) =>
      postFormSchema
        .safeParse({ ...valid, ...values })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages({ title: '   ' })).toEqual([['title', 'Title is required.']]);
    expect(messages({ slug: 'two--hyphens' })).toEqual([
      ['slug', 'Use only lowercase letters, digits and single hyphens in the slug.'],
    ]);
    expect(messages({ slug: 'featured' })).toEqual([['slug', 'This slug is reserved; choose another.']]);
    expect(messages({ thumbnail: 'javascript:alert(1)' })).toEqual([
      ['thumbnail', 'Use an https:// address or a path on this site for the thumbnail.'],
    ]);
    expect(messages({ thumbnail: '/images/blog/thumbnail-01.svg' })).toBeUndefined();
    expect(messages({ hindi: { title: '', excerpt: 'x'.repeat(501), content: '' } })).toEqual([
      ['hindi.title', 'Title is required.'],
      ['hindi.excerpt', 'Keep the excerpt to 500 characters or fewer.'],
    ]);
  });
});

describe('slugAfterTitle', () => {
  it('follows the title while it may, and keeps a chosen slug', () => {
    expect(slugAfterTitle('Top 10 BGMI Tips (2026)!', '', true)).toBe('top-10-bgmi-tips-2026');
    expect(slugAfterTitle('Top 10 BGMI Tips', 'my-slug', false)).toBe('my-slug');
  });
});

describe('formValuesOf', () => {
  it('shows a post with no thumbnail as an empty field', () => {
    const now = new Date();
    const post = {
      id: 'a',
      slug: 's',
      title: 'T',
      excerpt: 'E',
      content: '<p>C</p>',
      thumbnail: null,
      featured: true,
      published: false,
      readTimeMinutes: 1,
      publishedAt: null,
      createdAt: now,
      updatedAt: now,
      hindi: { title: 'शीर्षक', excerpt: '', content: '<p>क</p>', readTimeMinutes: 1 },
    };
    expect(formValuesOf(post)).toEqual({
      title: 'T',
      slug: 's',
      excerpt: 'E',
      content: '<p>C</p>',
      thumbnail: '',
      featured: true,
      hindi: { title: 'शीर्षक', excerpt: '', content: '<p>क</p>' },
    });
  });
});

describe('serverFieldErrors', () => {
  it("takes the refused input's field messages that are the form's fields", () => {
    const error = {
      message: 'Title is required.',
      data: { code: 'BAD_REQUEST', fieldErrors: { title: 'Title is required.', id: 'Too long' } },
    };
    expect(serverFieldErrors(error, BLOG_MESSAGES.slugTaken)).toEqual({ title: 'Title is required.' });
  });

  it('puts a taken slug on the slug field', () => {
    const error = { message: BLOG_MESSAGES.slugTaken, data: { code: 'CONFLICT' } };
    expect(serverFieldErrors(error, BLOG_MESSAGES.slugTaken)).toEqual({ slug: BLOG_MESSAGES.slugTaken });
  });

  it('names no field for any other failure', () => {
    expect(serverFieldErrors(new TypeError('Failed to fetch'), BLOG_MESSAGES.slugTaken)).toEqual({});
    expect(serverFieldErrors({ message: 'x', data: { code: 'NOT_FOUND' } }, BLOG_MESSAGES.slugTaken)).toEqual(
      {},
    );
    expect(serverFieldErrors(null, BLOG_MESSAGES.slugTaken)).toEqual({});
  });
});
