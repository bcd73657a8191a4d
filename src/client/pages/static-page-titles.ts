import type { StaticPageSlug } from '../app/paths.ts';
import { m } from '../../paraglide/messages.js';

/** Each page's name in the page's language: the footer's links, and document titles while loading. */
export const STATIC_PAGE_TITLES: Record<StaticPageSlug, () => string> = {
  'privacy-policy': m.site_page_privacy_policy,
  'refund-policy': m.site_page_refund_policy,
  'contact-us': m.site_page_contact_us,
  'about-us': m.site_page_about_us,
  'game-policy': m.site_page_game_policy,
  'terms-conditions': m.site_page_terms_conditions,
};

/** The document title while a page loads or when it fails; the server's title wins once loaded. */
export const staticPageTitle = (slug: StaticPageSlug): string => STATIC_PAGE_TITLES[slug]();
