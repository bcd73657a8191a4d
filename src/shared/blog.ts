import { z } from 'zod';
import { LOCALES } from './locale.ts';
import { RESERVED_BLOG_SLUGS, SLUG_MAX_LENGTH, SLUG_PATTERN } from './blog-rules.ts';

const blogSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Slug is required.')
  .max(SLUG_MAX_LENGTH, `Keep the slug to ${SLUG_MAX_LENGTH} characters or fewer.`)
  .regex(SLUG_PATTERN, 'Use only lowercase letters, digits and single hyphens in the slug.')
  .refine((slug) => !RESERVED_BLOG_SLUGS.includes(slug), 'This slug is reserved; choose another.');

/** An image on this site ("/images/...") or anywhere on the web over http(s). */
function isImageUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const thumbnailSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(isImageUrl, 'Use an https:// address or a path on this site for the thumbnail.')
  .nullable();

const postFields = {
  title: z
    .string()
    .trim()
    .min(1, 'Title is required.')
    .max(200, 'Keep the title to 200 characters or fewer.'),
  slug: blogSlugSchema,
  excerpt: z.string().trim().max(500, 'Keep the excerpt to 500 characters or fewer.'),
  /** HTML; sanitised by the server before it is stored. */
  content: z.string().max(200_000, 'The content is too long (200,000 characters at most).'),
  thumbnail: thumbnailSchema,
  featured: z.boolean(),
  published: z.boolean(),
};

/** A post's Hindi version: the same rules (and words) as the English fields. */
export const blogHindiSchema = z.object({
  title: postFields.title,
  excerpt: postFields.excerpt.default(''),
  content: postFields.content.default(''),
});
export type BlogHindi = z.infer<typeof blogHindiSchema>;

/** POST /admin/blog. The slug is made from the title when left out. */
export const blogPostCreateSchema = z.object({
  ...postFields,
  slug: postFields.slug.optional(),
  excerpt: postFields.excerpt.default(''),
  content: postFields.content.default(''),
  thumbnail: postFields.thumbnail.default(null),
  featured: postFields.featured.default(false),
  published: postFields.published.default(false),
  /** null (or left out): English only. */
  hindi: blogHindiSchema.nullable().default(null),
});
export type BlogPostCreate = z.infer<typeof blogPostCreateSchema>;

/** PUT /admin/blog/{id}: the fields to change. */
export const blogPostUpdateSchema = z.object({
  id: z.string().max(64),
  title: postFields.title.optional(),
  slug: postFields.slug.optional(),
  excerpt: postFields.excerpt.optional(),
  content: postFields.content.optional(),
  thumbnail: postFields.thumbnail.optional(),
  featured: postFields.featured.optional(),
  published: postFields.published.optional(),
  /** null removes the Hindi version. */
  hindi: blogHindiSchema.nullable().optional(),
});
export type BlogPostUpdate = z.infer<typeof blogPostUpdateSchema>;

export const blogPublishSchema = z.object({
  id: z.string().max(64),
  published: z.boolean({ error: 'published must be true or false.' }),
});

export const blogIdSchema = z.object({ id: z.string().max(64) });

/** GET /admin/blog/{id}: a malformed id is refused rather than looked up. */
export const blogAdminIdSchema = z.object({
  id: z.uuid({ error: 'A post id is a UUID, such as 0b9e6d1c-7f3a-4c2e-9d5b-2a8f4e6c1b3d.' }),
});

/** The language a public read is asked in ('en' unless told); the answer says which it got. */
export const contentLangSchema = z
  .enum(LOCALES, { error: 'lang must be en or hi.' })
  .optional()
  .default('en');

/** GET /api/blog: published posts, newest first, optionally searched and limited. */
export const blogListInputSchema = z.object({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  lang: contentLangSchema,
});

export const blogFeaturedInputSchema = z.object({ lang: contentLangSchema });

export const blogAdminListInputSchema = z.object({ search: z.string().trim().max(100).optional() });

export const blogLookupSchema = z.object({
  idOrSlug: z.string().trim().min(1).max(SLUG_MAX_LENGTH),
  lang: contentLangSchema,
});

const postBaseSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** null: the client shows one of the stock images (see fallbackThumbnail). */
  thumbnail: z.string().nullable(),
  featured: z.boolean(),
  published: z.boolean(),
  readTimeMinutes: z.number().int(),
  publishedAt: z.date().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

/** A public read's post: in the language asked for when it has that version, else in English. */
export const blogPostSummarySchema = postBaseSchema.extend({
  /** The language of title, excerpt and content: 'en' when the Hindi asked for is missing. */
  language: z.enum(LOCALES),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  /** Sanitised HTML. */
  content: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** The console's post: the English fields and the Hindi version (null: none). */
export const blogAdminPostSchema = postBaseSchema.extend({
  /** Sanitised HTML. */
  content: z.string(),
  hindi: z
    .object({
      title: z.string(),
      excerpt: z.string(),
      content: z.string(),
      readTimeMinutes: z.number().int(),
    })
    .nullable(),
});
export type BlogAdminPost = z.infer<typeof blogAdminPostSchema>;
