// Blog constants and pure rules both sides use. No zod here: the client imports this file
// without pulling the schema library into its chunks (the schemas are in blog.ts).

/** docs/product.md#messages-and-constants. */
const BLOG_WORDS_PER_MINUTE = 200;
export const BLOG_RECENT_COUNT = 6;
export const BLOG_FEATURED_SECTION_SIZE = 2;
export const FOOTER_LATEST_BLOGS = 3;
export const BLOG_FALLBACK_THUMBNAIL_COUNT = 10;

/** The product's words (docs/product.md#messages-and-constants), letter for letter. */
export const BLOG_MESSAGES = {
  empty: 'No blog posts found',
  listFailed: 'Failed to load blogs',
  listFailedToast: 'Failed to load blog posts',
  tryAgain: 'Try Again',
  notFound: 'Blog post not found',
  postFailedToast: 'Failed to load blog post',
  linkCopied: 'Link copied to clipboard!',
  copyFailed: 'Failed to copy link',
  slugTaken: 'A post with this slug already exists.',
} as const;

/** Lowercase words of letters and digits joined by single hyphens: safe in any URL as is. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

/** `/api/blog/featured` is a path of its own, so no post may take that slug. */
export const RESERVED_BLOG_SLUGS: readonly string[] = ['featured'];

/** "Top 10 BGMI Tips (2026)!" → "top-10-bgmi-tips-2026". Accents are folded; other scripts drop out. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
}

/** Words of the visible text of an HTML fragment. */
export function countWords(html: string): number {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read at 200 words per minute, never less than one. */
export function readTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / BLOG_WORDS_PER_MINUTE));
}

/** FNV-1a: a small stable hash, the same in every browser and on the server. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One of the 10 stock images that ship in public/images/blog, chosen by the post's id. */
export function fallbackThumbnail(id: string): string {
  const n = (stableHash(id) % BLOG_FALLBACK_THUMBNAIL_COUNT) + 1;
  return `/images/blog/thumbnail-${String(n).padStart(2, '0')}.svg`;
}

/** docs/product.md#registration-rules-and-constants: a case-insensitive substring match on title and excerpt. */
export function matchesSearch(post: { title: string; excerpt: string }, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('en-IN');
  if (!needle) return true;
  return (
    post.title.toLocaleLowerCase('en-IN').includes(needle) ||
    post.excerpt.toLocaleLowerCase('en-IN').includes(needle)
  );
}
