import type { EntityManager } from '@mikro-orm/postgresql';
import { PAGE_SLUGS, type Page, type PageSlug } from '../../shared/pages.ts';
import { notFound } from '../errors.ts';
import { StaticPage } from './entities.ts';

export async function getPage(em: EntityManager, slug: string): Promise<Page> {
  const page = isPageSlug(slug) ? await em.findOne(StaticPage, { slug }) : null;
  if (!page) throw notFound('Page not found');
  return toPage(page);
}

function toPage(page: StaticPage): Page {
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
