import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BlogPost as BlogPostDto, BlogPostSummary } from '../../shared/blog.ts';
import { BLOG_MESSAGES, SLUG_MAX_LENGTH, SLUG_PATTERN, matchesSearch } from '../../shared/blog-rules.ts';
import { cachedRead } from '../cache/read-cache.ts';
import { notFound } from '../errors.ts';
import { BlogPost } from './entities.ts';
import { toPost, toSummary } from './mappers.ts';
import { isUuid } from '../db/columns.ts';

// Public reads: published posts only, ever. They are polled by every open tab, so they come from
// the read cache that admin writes invalidate (see cache/read-cache.ts).

/** Every published post without its content, newest first. */
function publishedSummaries(em: EntityManager): Promise<BlogPostSummary[]> {
  return cachedRead(em, 'blog', 'published', async (fork) => {
    const posts = await fork.find(
      BlogPost,
      { published: true },
      {
        exclude: ['content'],
        orderBy: [{ publishedAt: QueryOrder.DESC_NULLS_LAST }, { createdAt: QueryOrder.DESC }],
      },
    );
    return posts.map(toSummary);
  });
}

export async function listPublishedPosts(
  em: EntityManager,
  options: { search?: string | undefined; limit?: number | undefined } = {},
): Promise<BlogPostSummary[]> {
  const all = await publishedSummaries(em);
  const found = options.search ? all.filter((post) => matchesSearch(post, options.search!)) : all;
  return options.limit === undefined ? found : found.slice(0, options.limit);
}

export async function listFeaturedPosts(em: EntityManager): Promise<BlogPostSummary[]> {
  return (await publishedSummaries(em)).filter((post) => post.featured);
}

/** A published post by id or slug; anything else is 'Blog post not found'. */
export async function getPublishedPost(em: EntityManager, idOrSlug: string): Promise<BlogPostDto> {
  const key = idOrSlug.trim().toLowerCase();
  const byId = isUuid(key);
  // Keys that can match nothing are answered without a query (and without a cache entry).
  if (!byId && (key.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(key)))
    throw notFound(BLOG_MESSAGES.notFound);

  const post = await cachedRead(em, 'blog', `post:${key}`, async (fork) => {
    const where = byId ? { $or: [{ id: key }, { slug: key }] } : { slug: key };
    const found = await fork.findOne(BlogPost, { ...where, published: true });
    return found ? toPost(found) : null;
  });
  if (!post) throw notFound(BLOG_MESSAGES.notFound);
  return post;
}
