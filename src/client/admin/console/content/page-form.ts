import { z } from 'zod';
import { pageUpdateSchema, type AdminPage as Page } from '../../../../shared/pages.ts';

// The static page editor's form: the shared schema's rules for each field, with the contact
// details typed as text (empty for none, sent as null). The Hindi version is null until it is
// added, and checked by the same rules (and words) as the English fields.

const fields = pageUpdateSchema.shape;
const blankIsNull = z.string().transform((value) => value.trim() || null);

export const pageFormSchema = z.object({
  title: fields.title.unwrap(),
  content: fields.content.unwrap(),
  orgName: blankIsNull.pipe(fields.orgName.unwrap()),
  email: blankIsNull.pipe(fields.email.unwrap()),
  phone: blankIsNull.pipe(fields.phone.unwrap()),
  address: blankIsNull.pipe(fields.address.unwrap()),
  additional: blankIsNull.pipe(fields.additional.unwrap()),
  hindi: z.object({ title: fields.title.unwrap(), content: fields.content.unwrap() }).nullable(),
});

export type PageFormValues = z.input<typeof pageFormSchema>;
export type PageFormOutput = z.output<typeof pageFormSchema>;

export const PAGE_FIELDS = [
  'title',
  'content',
  'orgName',
  'email',
  'phone',
  'address',
  'additional',
  'hindi.title',
  'hindi.content',
] as const;
export const CONTACT_FIELDS = ['orgName', 'email', 'phone', 'address', 'additional'] as const;

/** The form's values for a page. */
export function pageFormValuesOf(page: Page): PageFormValues {
  const contact = page.contact;
  return {
    title: page.title,
    content: page.content,
    orgName: contact?.orgName ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    address: contact?.address ?? '',
    additional: contact?.additional ?? '',
    hindi: page.hindi ? { title: page.hindi.title, content: page.hindi.content } : null,
  };
}

/** What "Add Hindi version" starts from. */
export const EMPTY_PAGE_HINDI = { title: '', content: '' };

/** What is sent: the contact details only for the contact page (the server refuses them elsewhere). */
export function pageUpdateOf(slug: Page['slug'], values: PageFormOutput) {
  const { title, content, hindi, ...contact } = values;
  return slug === 'contact-us'
    ? { slug, title, content, hindi, ...contact }
    : { slug, title, content, hindi };
}
