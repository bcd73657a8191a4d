import { z } from 'zod';
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

/** PUT /admin/pages/{slug}: the fields to change. Contact details belong to the contact page. */
export const pageUpdateSchema = z.object({
  slug: pageSlugSchema,
  title: z
    .string()
    .trim()
    .min(1, 'Title is required.')
    .max(200, 'Keep the title to 200 characters or fewer.')
    .optional(),
  /** HTML; sanitised by the server before it is stored. */
  content: z.string().max(200_000, 'The content is too long (200,000 characters at most).').optional(),
  orgName: contactDetailsSchema.shape.orgName.optional(),
  email: contactDetailsSchema.shape.email.optional(),
  phone: contactDetailsSchema.shape.phone.optional(),
  address: contactDetailsSchema.shape.address.optional(),
  additional: contactDetailsSchema.shape.additional.optional(),
});

export type PageUpdate = z.infer<typeof pageUpdateSchema>;
