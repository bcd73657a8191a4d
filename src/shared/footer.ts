import { z } from 'zod';
import { FOOTER_LINK_TYPES, FOOTER_VARIANTS, SOCIAL_PLATFORMS } from './footer-rules.ts';

const sectionSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Section is required.')
  .max(40, 'Keep the section to 40 characters or fewer.')
  .regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and hyphens in the section.');

const linkFields = {
  section: sectionSchema,
  label: z
    .string()
    .trim()
    .min(1, 'Label is required.')
    .max(120, 'Keep the label to 120 characters or fewer.'),
  platform: z
    .enum(SOCIAL_PLATFORMS, { error: `Platform must be one of ${SOCIAL_PLATFORMS.join(', ')}.` })
    .nullable(),
  type: z.enum(FOOTER_LINK_TYPES, { error: 'Type must be internal, external or social.' }),
  url: z.string().trim().max(2048, 'The URL is too long.').nullable(),
  targetBlank: z.boolean(),
  /** HTML; sanitised by the server before it is stored. */
  content: z.string().max(100_000, 'The content is too long (100,000 characters at most).').nullable(),
  visible: z.boolean(),
  icon: z.string().trim().max(40).nullable(),
  position: z.number().int().min(0).max(10_000),
};

const INTERNAL_URL = /^\/(?!\/)[^\s\\]*$/;
const EXTERNAL_URL = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s-]*)$/i;

/** The rules that tie the fields of a link together, checked on create and after every update. */
export const footerLinkInputSchema = z
  .object({
    ...linkFields,
    platform: linkFields.platform.default(null),
    url: linkFields.url.default(null),
    targetBlank: linkFields.targetBlank.default(false),
    content: linkFields.content.default(null),
    visible: linkFields.visible.default(true),
    icon: linkFields.icon.default(null),
    position: linkFields.position.default(0),
  })
  .superRefine((link, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!link.url && !link.content?.trim()) issue('url', 'A link needs a URL or content to show.');
    if (link.url && link.type === 'internal' && !INTERNAL_URL.test(link.url))
      issue('url', 'An internal link is a path on this site, starting with a single /.');
    if (link.url && link.type === 'external' && !EXTERNAL_URL.test(link.url))
      issue('url', 'An external link starts with https://, http://, mailto: or tel:.');
    if (link.type === 'social') {
      if (!link.platform) issue('platform', 'A social link needs a platform.');
      if (!link.url || !/^https:\/\/[^\s]+$/i.test(link.url))
        issue('url', 'A social link needs an https:// address.');
    }
  });
export type FooterLinkInput = z.infer<typeof footerLinkInputSchema>;

/** PUT /admin/footer/{id}: the fields to change; the whole link is checked again after merging. */
export const footerLinkUpdateSchema = z.object({
  id: z.string().max(64),
  section: linkFields.section.optional(),
  label: linkFields.label.optional(),
  platform: linkFields.platform.optional(),
  type: linkFields.type.optional(),
  url: linkFields.url.optional(),
  targetBlank: linkFields.targetBlank.optional(),
  content: linkFields.content.optional(),
  visible: linkFields.visible.optional(),
  icon: linkFields.icon.optional(),
  position: linkFields.position.optional(),
});
export type FooterLinkUpdate = z.infer<typeof footerLinkUpdateSchema>;

export const footerLinkIdSchema = z.object({ id: z.string().max(64) });

export const footerLinkSchema = z.object({
  id: z.string(),
  section: z.string(),
  label: z.string(),
  platform: z.enum(SOCIAL_PLATFORMS).nullable(),
  type: z.enum(FOOTER_LINK_TYPES),
  url: z.string().nullable(),
  targetBlank: z.boolean(),
  content: z.string().nullable(),
  visible: z.boolean(),
  icon: z.string().nullable(),
  position: z.number().int(),
});
export type FooterLink = z.infer<typeof footerLinkSchema>;

export const footerViewSchema = z.object({
  variant: z.enum(FOOTER_VARIANTS),
  links: z.array(footerLinkSchema),
  /** PROGA_REGISTRATION_NUMBER (issue 27): shown as "Registered e-sport: <number>"; null when unset. */
  registration: z.string().nullable(),
});
