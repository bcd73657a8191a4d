import { describe, expect, it } from 'vitest';
import { footerLinkInputSchema } from '../../../../shared/footer.ts';
import {
  applicableLink,
  blankIsNull,
  EMPTY_LINK,
  linkFormValuesOf,
  positionOf,
  usesContent,
} from './footer-link-form.ts';

const link = {
  id: '5b8f2c1e-4d0a-4c55-9a39-0f3c1f1e2a11',
  section: 'about',
  label: 'About Arena',
  platform: null,
  type: 'internal' as const,
  url: '/about-us',
  targetBlank: false,
  content: '<p>Hi</p>',
  visible: true,
  icon: null,
  position: 2,
};

describe('footer link form', () => {
  it('holds a saved link without its id', () => {
    expect(linkFormValuesOf(link)).toEqual({ ...link, id: undefined });
    expect(linkFormValuesOf(link)).not.toHaveProperty('id');
  });

  it('shows content only for links of the content sections that are not social', () => {
    expect(usesContent({ section: 'about', type: 'internal' })).toBe(true);
    expect(usesContent({ section: ' Refund ', type: 'external' })).toBe(true);
    expect(usesContent({ section: 'about', type: 'social' })).toBe(false);
    expect(usesContent({ section: 'quick-links', type: 'internal' })).toBe(false);
  });

  it('sends only what the link uses: a platform for social, a new tab for external, content where shown', () => {
    const typed = { ...EMPTY_LINK, section: 'quick-links', label: 'Blog', url: '/blog' };
    expect(applicableLink({ ...typed, platform: 'x', targetBlank: true, content: '<p>x</p>' })).toEqual({
      ...typed,
      platform: null,
      targetBlank: false,
      content: null,
    });
    expect(applicableLink({ ...typed, type: 'external', targetBlank: true })).toMatchObject({
      targetBlank: true,
    });
    expect(applicableLink({ ...typed, type: 'social', platform: 'youtube' })).toMatchObject({
      platform: 'youtube',
    });
  });

  it('is checked by the shared rules on what is sent', () => {
    // Content typed, then the section changed: the hidden content does not stand in for a URL.
    const hidden = applicableLink({ ...EMPTY_LINK, section: 'quick-links', label: 'x', content: '<p>x</p>' });
    expect(footerLinkInputSchema.safeParse(hidden).error?.issues[0]?.message).toBe(
      'A link needs a URL or content to show.',
    );
    const social = applicableLink({ ...EMPTY_LINK, section: 'social', label: 'YouTube', type: 'social' });
    expect(
      footerLinkInputSchema.safeParse({ ...social, url: 'https://youtube.com/@arena' }).error?.issues,
    ).toEqual([expect.objectContaining({ path: ['platform'], message: 'A social link needs a platform.' })]);
  });

  it('reads empty inputs as none and an empty position as 0', () => {
    expect(blankIsNull('  ')).toBeNull();
    expect(blankIsNull('/blog')).toBe('/blog');
    expect(positionOf('')).toBe(0);
    expect(positionOf('12')).toBe(12);
  });
});
