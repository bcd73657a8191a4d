import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FooterLink as FooterLinkDto } from '../../shared/footer.ts';
import type { FooterLinkType, FooterVariant, SocialPlatform } from '../../shared/footer-rules.ts';
import { cachedRead } from '../cache/read-cache.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { getFooterVariant, getRegistrationNumber } from '../settings/service.ts';
import { FooterLink } from './entities.ts';

export const LINK_ORDER = [
  { section: QueryOrder.ASC },
  { position: QueryOrder.ASC },
  { createdAt: QueryOrder.ASC },
] as const;

export function toLink(link: FooterLink): FooterLinkDto {
  return {
    id: link.id,
    section: link.section,
    label: link.label,
    platform: (link.platform ?? null) as SocialPlatform | null,
    type: link.type as FooterLinkType,
    url: link.url ?? null,
    targetBlank: link.targetBlank,
    content: link.content ?? null,
    visible: link.visible,
    icon: link.icon ?? null,
    position: link.position,
  };
}

/** GET /api/footer: the visible links, by section and position. Hidden links never leave the server. */
export function listVisibleLinks(em: EntityManager): Promise<FooterLinkDto[]> {
  return cachedRead(em, 'footer', 'visible', async (fork) => {
    const links = await fork.find(FooterLink, { visible: true }, { orderBy: [...LINK_ORDER] });
    return links.map(toLink);
  });
}

/**
 * What the footer component needs in one call: the variant (a site setting), the links and the
 * organiser's registration under the Online Gaming Act (a setting, issue 27).
 */
export async function getFooterView(
  em: EntityManager,
  box: SecretBox,
): Promise<{ variant: FooterVariant; links: FooterLinkDto[]; registration: string | null }> {
  const [variant, links, registration] = await Promise.all([
    getFooterVariant(em),
    listVisibleLinks(em),
    getRegistrationNumber(em, box),
  ]);
  return { variant, links, registration };
}
