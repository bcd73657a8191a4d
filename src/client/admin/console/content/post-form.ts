import { z } from 'zod';
import { slugify } from '../../../../shared/blog-rules.ts';
import { blogPostUpdateSchema, type BlogAdminPost } from '../../../../shared/blog.ts';
import { fieldErrorsFor } from '../../../lib/server-field-errors.ts';

// The post editor's form: the shared schema's rules for each field, as the server applies them,
// with the thumbnail typed as text (empty for none). The Hindi version is null until it is added,
// and checked by the same rules (and words) as the English fields.

const fields = blogPostUpdateSchema.shape;

export const postFormSchema = z.object({
  title: fields.title.unwrap(),
  slug: fields.slug.unwrap(),
  excerpt: fields.excerpt.unwrap(),
  content: fields.content.unwrap(),
  thumbnail: z
    .string()
    .transform((value) => value.trim() || null)
    .pipe(fields.thumbnail.unwrap()),
  featured: fields.featured.unwrap(),
  hindi: z
    .object({
      title: fields.title.unwrap(),
      excerpt: fields.excerpt.unwrap(),
      content: fields.content.unwrap(),
    })
    .nullable(),
});

/** What the inputs hold. */
export type PostFormValues = z.input<typeof postFormSchema>;
/** What is sent: trimmed, the slug lowercased, no thumbnail as null. */
export type PostFormOutput = z.output<typeof postFormSchema>;

export const POST_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'thumbnail',
  'featured',
  'hindi.title',
  'hindi.excerpt',
  'hindi.content',
] as const;
export type PostField = (typeof POST_FIELDS)[number];

export const EMPTY_POST: PostFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  thumbnail: '',
  featured: false,
  hindi: null,
};

/** What "Add Hindi version" starts from. */
export const EMPTY_HINDI = { title: '', excerpt: '', content: '' };

/** The form's values for a saved post. */
export function formValuesOf(post: BlogAdminPost): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    thumbnail: post.thumbnail ?? '',
    featured: post.featured,
    hindi: post.hindi
      ? { title: post.hindi.title, excerpt: post.hindi.excerpt, content: post.hindi.content }
      : null,
  };
}

/**
 * The slug after the title changes to `title`: made from the title while the slug still follows it
 * (a new post whose slug was never typed in), else left as it is.
 */
export function slugAfterTitle(title: string, slug: string, follows: boolean): string {
  return follows ? slugify(title) : slug;
}

/**
 * The server's word on each post field it refused: the messages of a refused input, and a taken
 * slug (a conflict). Keys that are not the form's fields are left out; the caller shows the
 * error's message for those.
 */
export function serverFieldErrors(
  error: unknown,
  slugTakenMessage: string,
): Partial<Record<PostField, string>> {
  const out = fieldErrorsFor(error, POST_FIELDS);
  if (typeof error !== 'object' || error === null) return out;
  const { message, data } = error as { message?: unknown; data?: { code?: unknown } | null };
  if (data?.code === 'CONFLICT' && message === slugTakenMessage) out.slug = slugTakenMessage;
  return out;
}
