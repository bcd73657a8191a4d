import { z } from 'zod';
import { LOCALES } from './locale.ts';
import { PAGE_SLUGS } from './pages-rules.ts';

export const pageSlugSchema = z.enum(PAGE_SLUGS, { error: 'Page not found' });

const optionalText = z.string().trim().max(2000).nullable();

const contactDetailsSchema = z.object({
  orgName: optionalText,
  email: z.email({ error: 'Please enter a valid email address.' }).nullable(),
  phone: optionalText,
  address: optionalText,
  additional: optionalText,
});

export type ContactDetails = z.infer<typeof contactDetailsSchema>;

const pageBaseSchema = z.object({
  slug: pageSlugSchema,
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** Only the contact page has contact details. */
  contact: contactDetailsSchema.nullable(),
  updatedAt: z.date(),
});

/** GET /static-pages/{slug}: in the language asked for when the page has that version. */
export const pageSchema = pageBaseSchema.extend({
  /** The language of title and content: 'en' when the Hindi asked for is missing. */
  language: z.enum(LOCALES),
});
export type Page = z.infer<typeof pageSchema>;

/** The console's page: the English text and the Hindi version (null: none). */
export const adminPageSchema = pageBaseSchema.extend({
  hindi: z.object({ title: z.string(), content: z.string() }).nullable(),
});
export type AdminPage = z.infer<typeof adminPageSchema>;

export const pageReadInputSchema = z.object({
  slug: z.string().max(80),
  lang: z.enum(LOCALES, { error: 'lang must be en or hi.' }).optional().default('en'),
});

const pageTitleSchema = z
  .string()
  .trim()
  .min(1, 'Title is required.')
  .max(200, 'Keep the title to 200 characters or fewer.');
/** HTML; sanitised by the server before it is stored. */
const pageContentSchema = z.string().max(200_000, 'The content is too long (200,000 characters at most).');

/** A page's Hindi version: the same rules (and words) as the English fields. */
export const pageHindiSchema = z.object({ title: pageTitleSchema, content: pageContentSchema.default('') });
export type PageHindi = z.infer<typeof pageHindiSchema>;

/** PUT /admin/pages/{slug}: the fields to change. Contact details belong to the contact page. */
export const pageUpdateSchema = z.object({
  slug: pageSlugSchema,
  title: pageTitleSchema.optional(),
  content: pageContentSchema.optional(),
  /** null removes the Hindi version. */
  hindi: pageHindiSchema.nullable().optional(),
  orgName: contactDetailsSchema.shape.orgName.optional(),
  email: contactDetailsSchema.shape.email.optional(),
  phone: contactDetailsSchema.shape.phone.optional(),
  address: contactDetailsSchema.shape.address.optional(),
  additional: contactDetailsSchema.shape.additional.optional(),
});

export type PageUpdate = z.infer<typeof pageUpdateSchema>;
