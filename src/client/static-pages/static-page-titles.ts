import type { StaticPageSlug } from '../app/paths.ts';

/** Document titles while a page loads or when it fails; the server's title wins once loaded. */
export const STATIC_PAGE_TITLES: Record<StaticPageSlug, string> = {
  'privacy-policy': 'Privacy Policy',
  'refund-policy': 'Refund Policy',
  'contact-us': 'Contact Us',
  'about-us': 'About Us',
  'game-policy': 'Game Policy',
  'terms-conditions': 'Terms & Conditions',
};
