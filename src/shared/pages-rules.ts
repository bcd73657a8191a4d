// The static pages' slugs; no zod here (see blog-rules.ts for why): the client's route table
// imports them into the entry chunk.

/** The static pages of the site, by the slug in their URL. */
export const PAGE_SLUGS = [
  'about-us',
  'contact-us',
  'privacy-policy',
  'refund-policy',
  'game-policy',
  'terms-conditions',
] as const;

export type PageSlug = (typeof PAGE_SLUGS)[number];
