import { z } from 'zod';

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

export const pageSlugSchema = z.enum(PAGE_SLUGS, { error: 'Page not found' });

const optionalText = z.string().trim().max(2000).nullable();

export const contactDetailsSchema = z.object({
  orgName: optionalText,
  email: z.email({ error: 'Please enter a valid email address.' }).nullable(),
  phone: optionalText,
  address: optionalText,
  additional: optionalText,
});

export type ContactDetails = z.infer<typeof contactDetailsSchema>;

export const pageSchema = z.object({
  slug: pageSlugSchema,
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** Only the contact page has contact details. */
  contact: contactDetailsSchema.nullable(),
  updatedAt: z.date(),
});

export type Page = z.infer<typeof pageSchema>;
