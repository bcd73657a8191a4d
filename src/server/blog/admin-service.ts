import { QueryOrder, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  BlogAdminPost as BlogPostDto,
  BlogHindi,
  BlogPostCreate,
  BlogPostUpdate,
} from '../../shared/blog.ts';
import { BLOG_MESSAGES, RESERVED_BLOG_SLUGS, readTimeMinutes, slugify } from '../../shared/blog-rules.ts';
import { flushCreated, recordAudit, removeAudited, type Actor } from '../audit/service.ts';
import { writeThenInvalidate } from '../cache/read-cache.ts';
import { AppError, notFound } from '../errors.ts';
import { sanitizeRichText } from '../html/sanitize.ts';
import { BlogPost } from './entities.ts';
import { toAdminPost as toPost } from './mappers.ts';
import { isUuid } from '../db/columns.ts';
import { escapeLike } from '../db/sql.ts';

const ENTITY = 'BlogPost';

/** Every post, published or not, newest first; `search` matches title or excerpt. */
export async function adminListPosts(em: EntityManager, search?: string): Promise<BlogPostDto[]> {
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  const posts = await em.find(
    BlogPost,
    pattern ? { $or: [{ title: { $ilike: pattern } }, { excerpt: { $ilike: pattern } }] } : {},
    { orderBy: [{ createdAt: QueryOrder.DESC }] },
  );
  return posts.map(toPost);
}

/** One post, published or not (the console's editor). */
export async function adminGetPost(em: EntityManager, id: string): Promise<BlogPostDto> {
  return toPost(await findPost(em, id));
}

export async function createPost(
  em: EntityManager,
  actor: Actor,
  input: BlogPostCreate,
): Promise<BlogPostDto> {
  const slug = input.slug ?? slugify(input.title);
  if (!slug || RESERVED_BLOG_SLUGS.includes(slug)) {
    throw new AppError('BAD_REQUEST', 'Add a slug: one cannot be made from this title.', {
      reason: 'blog.no_slug',
    });
  }
  return write(em, async (tx) => {
    await assertSlugFree(tx, slug);
    const { hindi, ...english } = input;
    const content = sanitizeRichText(english.content);
    const post = tx.create(BlogPost, {
      ...english,
      slug,
      content,
      readTimeMinutes: readTimeMinutes(content),
      publishedAt: input.published ? new Date() : null,
      ...hindiColumns(hindi),
    });
    return flushCreated(tx, actor, 'blog.create', { entity: ENTITY, record: post, view: toPost });
  });
}

export async function updatePost(
  em: EntityManager,
  actor: Actor,
  input: BlogPostUpdate,
): Promise<BlogPostDto> {
  const { id, hindi, ...changes } = input;
  return write(em, async (tx) => {
    const post = await findPost(tx, id);
    const before = toPost(post);
    if (changes.slug !== undefined && changes.slug !== post.slug) await assertSlugFree(tx, changes.slug);
    if (changes.content !== undefined) {
      changes.content = sanitizeRichText(changes.content);
      post.readTimeMinutes = readTimeMinutes(changes.content);
    }
    tx.assign(post, changes);
    if (hindi !== undefined) tx.assign(post, hindiColumns(hindi));
    if (post.published) post.publishedAt ??= new Date();
    await tx.flush();
    const after = toPost(post);
    recordAudit(tx, actor, 'blog.update', { entity: ENTITY, entityId: id, before, after });
    return after;
  });
}

export async function setPublished(
  em: EntityManager,
  actor: Actor,
  id: string,
  published: boolean,
): Promise<BlogPostDto> {
  return write(em, async (tx) => {
    const post = await findPost(tx, id);
    const before = toPost(post);
    post.published = published;
    if (published) post.publishedAt ??= new Date();
    await tx.flush();
    const after = toPost(post);
    recordAudit(tx, actor, published ? 'blog.publish' : 'blog.unpublish', {
      entity: ENTITY,
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

export async function deletePost(em: EntityManager, actor: Actor, id: string): Promise<{ id: string }> {
  return write(em, async (tx) => {
    const post = await findPost(tx, id);
    removeAudited(tx, actor, 'blog.delete', {
      entity: ENTITY,
      entityId: id,
      record: post,
      before: toPost(post),
    });
    return { id };
  });
}

/** The Hindi version's columns, its HTML sanitised as the English is; null clears them all. */
function hindiColumns(hindi: BlogHindi | null) {
  if (!hindi) return { titleHi: null, excerptHi: null, contentHi: null, readTimeMinutesHi: null };
  const contentHi = sanitizeRichText(hindi.content);
  return {
    titleHi: hindi.title,
    excerptHi: hindi.excerpt,
    contentHi,
    readTimeMinutesHi: readTimeMinutes(contentHi),
  };
}

async function findPost(em: EntityManager, id: string): Promise<BlogPost> {
  const post = isUuid(id) ? await em.findOne(BlogPost, { id: id.toLowerCase() }) : null;
  if (!post) throw notFound(BLOG_MESSAGES.notFound, 'blog.not_found');
  return post;
}

async function assertSlugFree(em: EntityManager, slug: string): Promise<void> {
  if (await em.count(BlogPost, { slug }))
    throw new AppError('CONFLICT', BLOG_MESSAGES.slugTaken, { reason: 'blog.slug_taken' });
}

/** One transaction for the change and its audit row; the public cache is dropped after commit. */
async function write<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  try {
    return await writeThenInvalidate(em, 'blog', work);
  } catch (error) {
    // Two admins saving the same new slug at once: the unique index decides.
    if (error instanceof UniqueConstraintViolationException)
      throw new AppError('CONFLICT', BLOG_MESSAGES.slugTaken, { reason: 'blog.slug_taken' });
    throw error;
  }
}
