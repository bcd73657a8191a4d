import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { footerLinkInputSchema, type FooterLink, type FooterLinkInput } from '../../../../shared/footer.ts';
import { CONTENT_SECTIONS } from '../../../../shared/footer-rules.ts';

// The footer link form: the shared schema's rules (footerLinkInputSchema), checked on what would
// be sent, so a field the link's type or section does not use (and the form hides) never counts.

/** What the form holds: a link's fields (the schema's input; every one is filled in). */
export type FooterLinkFormValues = z.input<typeof footerLinkInputSchema>;

/** The fields the form edits, which the server may name in a refusal; the icon is kept as it is. */
export const FOOTER_LINK_FIELDS = [
  'section',
  'label',
  'type',
  'platform',
  'url',
  'targetBlank',
  'content',
  'visible',
  'position',
] as const;

/** Sections people use; any other lowercase name makes a section of its own. */
export const SUGGESTED_SECTIONS = ['quick-links', ...CONTENT_SECTIONS, 'social'] as const;

export const EMPTY_LINK: FooterLinkFormValues = {
  section: '',
  label: '',
  type: 'internal',
  platform: null,
  url: null,
  targetBlank: false,
  content: null,
  visible: true,
  icon: null,
  position: 0,
};

/** The form's values for a saved link. */
export function linkFormValuesOf(link: FooterLink): FooterLinkFormValues {
  const { section, label, type, platform, url, targetBlank, content, visible, icon, position } = link;
  return { section, label, type, platform, url, targetBlank, content, visible, icon, position };
}

/** Whether the link's content is shown: variant B opens it in a dialog for these sections. */
export const usesContent = (values: Pick<FooterLinkFormValues, 'section' | 'type'>) =>
  values.type !== 'social' && CONTENT_SECTIONS.includes(values.section.trim().toLowerCase());

/** What is sent: a platform only for social links, a new tab only for external ones, content only where shown. */
export function applicableLink(values: FooterLinkFormValues): FooterLinkFormValues {
  return {
    ...values,
    platform: values.type === 'social' ? values.platform : null,
    targetBlank: values.type === 'external' && values.targetBlank === true,
    content: usesContent(values) ? values.content : null,
  };
}

const schemaResolver = zodResolver(footerLinkInputSchema);

/** zodResolver(footerLinkInputSchema) on the values that would be sent. */
export const footerLinkResolver: Resolver<FooterLinkFormValues, unknown, FooterLinkInput> = (
  values,
  context,
  options,
) => schemaResolver(applicableLink(values), context, options);

/** An empty input is null (no URL, no content, no platform). */
export const blankIsNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** The position typed; empty is 0 (first). */
export const positionOf = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? 0 : Number(value)) : value;
