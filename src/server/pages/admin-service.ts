import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminPage as Page, PageUpdate } from '../../shared/pages.ts';
import { PAGE_SLUGS } from '../../shared/pages-rules.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { writeThenInvalidate } from '../cache/read-cache.ts';
import { AppError, notFound } from '../errors.ts';
import { sanitizeRichText } from '../html/sanitize.ts';
import { StaticPage } from './entities.ts';
import { toAdminPage as toPage } from './service.ts';

/** Every static page, in the order of PAGE_SLUGS. */
export async function adminListPages(em: EntityManager): Promise<Page[]> {
  const pages = await em.find(StaticPage, { slug: { $in: [...PAGE_SLUGS] } });
  return PAGE_SLUGS.flatMap((slug) => pages.filter((page) => page.slug === slug).map(toPage));
}

export async function adminGetPage(em: EntityManager, slug: string): Promise<Page> {
  const page = await em.findOne(StaticPage, { slug });
  if (!page) throw notFound('Page not found', 'page.not_found');
  return toPage(page);
}

/** PUT /admin/pages/{slug}: edits a page's text without a deploy. */
export async function updatePage(em: EntityManager, actor: Actor, input: PageUpdate): Promise<Page> {
  const { slug, content, hindi, ...fields } = input;
  const contact = [fields.orgName, fields.email, fields.phone, fields.address, fields.additional];
  if (slug !== 'contact-us' && contact.some((value) => value !== undefined)) {
    throw new AppError('BAD_REQUEST', 'Only the contact page has contact details.', {
      reason: 'page.contact_only',
    });
  }
  return writeThenInvalidate(em, 'pages', async (tx) => {
    const page = await tx.findOne(StaticPage, { slug });
    if (!page) throw notFound('Page not found', 'page.not_found');
    const before = toPage(page);
    tx.assign(page, { ...fields, ...(content === undefined ? {} : { content: sanitizeRichText(content) }) });
    // null removes the Hindi version; its HTML is sanitised as the English is.
    if (hindi !== undefined)
      tx.assign(page, {
        titleHi: hindi?.title ?? null,
        contentHi: hindi ? sanitizeRichText(hindi.content) : null,
      });
    await tx.flush();
    const after = toPage(page);
    recordAudit(tx, actor, 'page.update', { entity: 'StaticPage', entityId: slug, before, after });
    return after;
  });
}
