import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BlogPost as BlogPostDto, BlogPostSummary } from '../../shared/blog.ts';
import { BLOG_MESSAGES, SLUG_MAX_LENGTH, SLUG_PATTERN, matchesSearch } from '../../shared/blog-rules.ts';
import type { Locale } from '../../shared/locale.ts';
import { cachedRead } from '../cache/read-cache.ts';
import { notFound } from '../errors.ts';
import { BlogPost } from './entities.ts';
import { inLanguage, toBilingualPost, toBilingualSummary, type BilingualSummary } from './mappers.ts';
import { isUuid } from '../db/columns.ts';

// Public reads: published posts only, ever. They are polled by every open tab, so they come from
// the read cache that admin writes invalidate (see cache/read-cache.ts). The cache keeps both
// languages of a post; each read picks its language from the entry, so one language's answer is
// never served for the other.

/** Every published post without its content, newest first, in both languages. */
function publishedSummaries(em: EntityManager): Promise<BilingualSummary[]> {
  return cachedRead(em, 'blog', 'published', async (fork) => {
    const posts = await fork.find(
      BlogPost,
      { published: true },
      {
        exclude: ['content', 'contentHi'],
        orderBy: [{ publishedAt: QueryOrder.DESC_NULLS_LAST }, { createdAt: QueryOrder.DESC }],
      },
    );
    return posts.map(toBilingualSummary);
  });
}

interface ListOptions {
  search?: string | undefined;
  limit?: number | undefined;
  lang?: Locale | undefined;
}

/** `search` matches the English title and excerpt, and those of the version served. */
export async function listPublishedPosts(
  em: EntityManager,
  options: ListOptions = {},
): Promise<BlogPostSummary[]> {
  const lang = options.lang ?? 'en';
  const all = (await publishedSummaries(em)).map((post) => ({ post, served: inLanguage(post, lang) }));
  const search = options.search;
  const found = search
    ? all.filter(({ post, served }) => matchesSearch(served, search) || matchesSearch(post.en, search))
    : all;
  const posts = found.map(({ served }) => served);
  return options.limit === undefined ? posts : posts.slice(0, options.limit);
}

export async function listFeaturedPosts(em: EntityManager, lang: Locale = 'en'): Promise<BlogPostSummary[]> {
  return (await publishedSummaries(em))
    .filter((post) => post.en.featured)
    .map((post) => inLanguage(post, lang));
}

/** A published post by id or slug; anything else is 'Blog post not found'. */
export async function getPublishedPost(
  em: EntityManager,
  idOrSlug: string,
  lang: Locale = 'en',
): Promise<BlogPostDto> {
  const key = idOrSlug.trim().toLowerCase();
  const byId = isUuid(key);
  // Keys that can match nothing are answered without a query (and without a cache entry).
  if (!byId && (key.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(key)))
    throw notFound(BLOG_MESSAGES.notFound, 'blog.not_found');

  const post = await cachedRead(em, 'blog', `post:${key}`, async (fork) => {
    const where = byId ? { $or: [{ id: key }, { slug: key }] } : { slug: key };
    const found = await fork.findOne(BlogPost, { ...where, published: true });
    return found ? toBilingualPost(found) : null;
  });
  if (!post) throw notFound(BLOG_MESSAGES.notFound, 'blog.not_found');
  return inLanguage(post, lang);
}
