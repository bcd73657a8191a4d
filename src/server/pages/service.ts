import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../shared/locale.ts';
import type { AdminPage, Page } from '../../shared/pages.ts';
import { PAGE_SLUGS, type PageSlug } from '../../shared/pages-rules.ts';
import { cachedRead } from '../cache/read-cache.ts';
import { notFound } from '../errors.ts';
import { StaticPage } from './entities.ts';

/**
 * A static page in `lang` when it has that version (else in English), through the read cache that
 * admin edits invalidate. The cache keeps both languages; each read picks its own.
 */
export async function getPage(em: EntityManager, slug: string, lang: Locale = 'en'): Promise<Page> {
  const page = isPageSlug(slug)
    ? await cachedRead(em, 'pages', slug, async (fork) => {
        const found = await fork.findOne(StaticPage, { slug });
        return found ? toAdminPage(found) : null;
      })
    : null;
  if (!page) throw notFound('Page not found', 'page.not_found');
  const { hindi, ...english } = page;
  return lang === 'hi' && hindi ? { ...english, ...hindi, language: 'hi' } : { ...english, language: 'en' };
}

/** The console's view: the English text and the Hindi version (null: none). */
export function toAdminPage(page: StaticPage): AdminPage {
  return {
    slug: page.slug as PageSlug,
    title: page.title,
    content: page.content,
    contact:
      page.slug === 'contact-us'
        ? {
            orgName: page.orgName ?? null,
            email: page.email ?? null,
            phone: page.phone ?? null,
            address: page.address ?? null,
            additional: page.additional ?? null,
          }
        : null,
    updatedAt: page.updatedAt,
    hindi: page.titleHi == null ? null : { title: page.titleHi, content: page.contentHi ?? '' },
  };
}

const isPageSlug = (slug: string): slug is PageSlug => (PAGE_SLUGS as readonly string[]).includes(slug);
