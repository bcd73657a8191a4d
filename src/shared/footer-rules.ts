// Footer constants and rules both sides use; no zod here (see blog-rules.ts for why).

/** docs/product.md#screens, Footer: links refresh every 10 s, latest blogs every 30 s. */
export const FOOTER_LINKS_REFRESH_MS = 10_000;
export const FOOTER_BLOGS_REFRESH_MS = 30_000;

export const FOOTER_MESSAGES = { failed: 'Failed to load footer' } as const;

export const FOOTER_VARIANTS = ['A', 'B'] as const;
export type FooterVariant = (typeof FOOTER_VARIANTS)[number];
export const DEFAULT_FOOTER_VARIANT: FooterVariant = 'A';

export const FOOTER_LINK_TYPES = ['internal', 'external', 'social'] as const;
export type FooterLinkType = (typeof FOOTER_LINK_TYPES)[number];

export const SOCIAL_PLATFORMS = ['facebook', 'twitter', 'x', 'instagram', 'youtube', 'linkedin'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** Variant B: links of these sections that carry content open it in a dialog. */
export const CONTENT_SECTIONS: readonly string[] = ['about', 'contact', 'privacy', 'refund', 'game'];

/** Variant B shows these sections first, in this order, then any other section by name. */
const SECTION_ORDER = ['quick-links', 'about', 'contact', 'privacy', 'refund', 'game'];

/** Links grouped by section, the sections in the footer's order; links keep their order. */
export function groupBySection<L extends { section: string }>(links: readonly L[]): [string, L[]][] {
  const sections = new Map<string, L[]>();
  for (const link of links) sections.set(link.section, [...(sections.get(link.section) ?? []), link]);
  const rank = (section: string) => {
    const index = SECTION_ORDER.indexOf(section);
    return index === -1 ? SECTION_ORDER.length : index;
  };
  return [...sections].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

/** Section keys are lowercase words with hyphens; these read better as headings. */
const SECTION_TITLES: Record<string, string> = {
  about: 'About',
  contact: 'Contact',
  privacy: 'Privacy',
  refund: 'Refunds',
  game: 'Game',
  'quick-links': 'Quick Links',
  social: 'Follow Us',
};

export function sectionTitle(section: string): string {
  return (
    SECTION_TITLES[section] ??
    section
      .split('-')
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join(' ')
  );
}

/** A link opens its content in a dialog when its section is a content section and it has content. */
export function opensInDialog(link: { section: string; content: string | null }): boolean {
  return CONTENT_SECTIONS.includes(link.section) && !!link.content?.trim();
}
