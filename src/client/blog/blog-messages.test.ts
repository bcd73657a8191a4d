import { describe, expect, it } from 'vitest';
import { BLOG_MESSAGES } from '../../shared/blog-rules.ts';
import { FOOTER_MESSAGES } from '../../shared/footer-rules.ts';
import { m } from '../../paraglide/messages.js';

// The pages show these through messages; in English they stay docs/product.md's words that the shared
// constants (and the tests that quote them) hold.
describe("the blog's and footer's English messages", () => {
  it('are the shared constants, letter for letter', () => {
    const en = { locale: 'en' } as const;
    expect({
      empty: m.site_blog_empty({}, en),
      listFailed: m.site_blog_list_failed({}, en),
      listFailedToast: m.site_blog_list_failed_toast({}, en),
      tryAgain: m.site_blog_try_again({}, en),
      notFound: m.site_blog_not_found({}, en),
      postFailedToast: m.site_blog_post_failed_toast({}, en),
      linkCopied: m.site_blog_link_copied({}, en),
      copyFailed: m.site_blog_copy_failed({}, en),
    }).toEqual({ ...BLOG_MESSAGES, slugTaken: undefined });
    expect(m.site_footer_failed({}, en)).toBe(FOOTER_MESSAGES.failed);
  });
});
