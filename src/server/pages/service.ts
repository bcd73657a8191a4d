import type { EntityManager } from '@mikro-orm/postgresql';
import type { Page } from '../../shared/pages.ts';
import { PAGE_SLUGS, type PageSlug } from '../../shared/pages-rules.ts';
import { cachedRead } from '../cache/read-cache.ts';
import { notFound } from '../errors.ts';
import { StaticPage } from './entities.ts';

/** A static page, through the read cache that admin edits invalidate. */
export async function getPage(em: EntityManager, slug: string): Promise<Page> {
  const page = isPageSlug(slug)
    ? await cachedRead(em, 'pages', slug, async (fork) => {
        const found = await fork.findOne(StaticPage, { slug });
        return found ? toPage(found) : null;
      })
    : null;
  if (!page) throw notFound('Page not found');
  return page;
}

export function toPage(page: StaticPage): Page {
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
  };
}

const isPageSlug = (slug: string): slug is PageSlug => (PAGE_SLUGS as readonly string[]).includes(slug);
