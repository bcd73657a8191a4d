import type { BlogAdminPost, BlogPost as BlogPostDto, BlogPostSummary } from '../../shared/blog.ts';
import type { Locale } from '../../shared/locale.ts';
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
  | 'updatedAt'
  | 'titleHi'
  | 'excerptHi'
  | 'readTimeMinutesHi';

/** What the read cache keeps of a published post: the English answer and the Hindi version's fields. */
export interface BilingualSummary {
  en: BlogPostSummary;
  hi: { title: string; excerpt: string; readTimeMinutes: number } | null;
}

export interface BilingualPost {
  en: BlogPostDto;
  hi: { title: string; excerpt: string; readTimeMinutes: number; content: string } | null;
}

function englishSummary(post: Pick<BlogPost, SummaryFields>): BlogPostSummary {
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
    language: 'en',
  };
}

/** The Hindi version is there when its title is (the admin service sets all its fields together). */
const hasHindi = (post: Pick<BlogPost, 'titleHi'>): boolean => post.titleHi != null;

export function toBilingualSummary(post: Pick<BlogPost, SummaryFields>): BilingualSummary {
  return {
    en: englishSummary(post),
    hi: hasHindi(post)
      ? {
          title: post.titleHi!,
          excerpt: post.excerptHi ?? '',
          readTimeMinutes: post.readTimeMinutesHi ?? post.readTimeMinutes,
        }
      : null,
  };
}

export function toBilingualPost(post: BlogPost): BilingualPost {
  const summary = toBilingualSummary(post);
  return {
    en: { ...summary.en, content: post.content },
    hi: summary.hi ? { ...summary.hi, content: post.contentHi ?? '' } : null,
  };
}

/** The post in `lang` when it has that version, else in English (its `language` says which). */
export function inLanguage<T extends BilingualSummary | BilingualPost>(post: T, lang: Locale): T['en'] {
  return lang === 'hi' && post.hi ? { ...post.en, ...post.hi, language: 'hi' } : post.en;
}

/** The console's view of a post: the English fields and the Hindi version. */
export function toAdminPost(post: BlogPost): BlogAdminPost {
  const { language: _language, ...english } = englishSummary(post);
  return {
    ...english,
    content: post.content,
    hindi: hasHindi(post)
      ? {
          title: post.titleHi!,
          excerpt: post.excerptHi ?? '',
          content: post.contentHi ?? '',
          readTimeMinutes: post.readTimeMinutesHi ?? post.readTimeMinutes,
        }
      : null,
  };
}
