import type { EntityManager } from '@mikro-orm/postgresql';
import {
  footerLinkInputSchema,
  type FooterLink as FooterLinkDto,
  type FooterLinkInput,
  type FooterLinkUpdate,
} from '../../shared/footer.ts';
import { flushCreated, recordAudit, removeAudited, type Actor } from '../audit/service.ts';
import { writeThenInvalidate } from '../cache/read-cache.ts';
import { AppError, notFound } from '../errors.ts';
import { sanitizeRichText } from '../html/sanitize.ts';
import { FooterLink } from './entities.ts';
import { LINK_ORDER, toLink } from './service.ts';
import { isUuid } from '../db/columns.ts';

const ENTITY = 'FooterLink';
const NOT_FOUND = 'Footer link not found';

/** Every link, hidden ones too. */
export async function adminListLinks(em: EntityManager): Promise<FooterLinkDto[]> {
  return (await em.find(FooterLink, {}, { orderBy: [...LINK_ORDER] })).map(toLink);
}

export async function createLink(
  em: EntityManager,
  actor: Actor,
  input: FooterLinkInput,
): Promise<FooterLinkDto> {
  return writeThenInvalidate(em, 'footer', async (tx) => {
    const link = tx.create(FooterLink, clean(input));
    return flushCreated(tx, actor, 'footer.create', { entity: ENTITY, record: link, view: toLink });
  });
}

export async function updateLink(
  em: EntityManager,
  actor: Actor,
  input: FooterLinkUpdate,
): Promise<FooterLinkDto> {
  const { id, ...changes } = input;
  return writeThenInvalidate(em, 'footer', async (tx) => {
    const link = await findLink(tx, id);
    const before = toLink(link);
    // The fields depend on each other (a social link needs a platform...): check the result whole.
    const merged = footerLinkInputSchema.safeParse({ ...before, ...changes });
    if (!merged.success)
      throw new AppError('BAD_REQUEST', merged.error.issues[0]?.message ?? 'Invalid input', {
        reason: 'request.invalid_input',
      });
    tx.assign(link, clean(merged.data));
    await tx.flush();
    const after = toLink(link);
    recordAudit(tx, actor, 'footer.update', { entity: ENTITY, entityId: id, before, after });
    return after;
  });
}

export async function deleteLink(em: EntityManager, actor: Actor, id: string): Promise<{ id: string }> {
  return writeThenInvalidate(em, 'footer', async (tx) => {
    const link = await findLink(tx, id);
    removeAudited(tx, actor, 'footer.delete', {
      entity: ENTITY,
      entityId: id,
      record: link,
      before: toLink(link),
    });
    return { id };
  });
}

/** Content is sanitised; a platform only belongs to social links. */
function clean(input: FooterLinkInput): FooterLinkInput {
  const content = input.content === null ? null : sanitizeRichText(input.content) || null;
  return { ...input, content, platform: input.type === 'social' ? input.platform : null };
}

async function findLink(em: EntityManager, id: string): Promise<FooterLink> {
  const link = isUuid(id) ? await em.findOne(FooterLink, { id: id.toLowerCase() }) : null;
  if (!link) throw notFound(NOT_FOUND, 'footer.link_not_found');
  return link;
}
