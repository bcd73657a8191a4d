import type { BlogPost as BlogPostDto, BlogPostSummary } from '../../shared/blog.ts';
import type { BlogPost } from './entities.ts';

type SummaryFields =
  | 'id'
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'thumbnail'
  | 'featured'
  | 'published'
  | 'readTimeMinutes'
  | 'publishedAt'
  | 'createdAt'
  | 'updatedAt';

export function toSummary(post: Pick<BlogPost, SummaryFields>): BlogPostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    thumbnail: post.thumbnail ?? null,
    featured: post.featured,
    published: post.published,
    readTimeMinutes: post.readTimeMinutes,
    publishedAt: post.publishedAt ?? null,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
  };
}

export function toPost(post: BlogPost): BlogPostDto {
  return { ...toSummary(post), content: post.content };
}
