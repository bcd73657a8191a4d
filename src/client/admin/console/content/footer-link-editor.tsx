import { useId } from 'react';
import { useForm, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import type { FooterLink, FooterLinkInput } from '../../../../shared/footer.ts';
import { FOOTER_LINK_TYPES, SOCIAL_PLATFORMS, type FooterLinkType } from '../../../../shared/footer-rules.ts';
import { RichHtml } from '../../../components/rich-html.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { NativeSelect, NativeSelectOption } from '../../../components/ui/native-select.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { useScrollIntoView } from '../use-scroll-into-view.ts';
import { FormField } from '../../../components/form-field.tsx';
import {
  blankIsNull,
  EMPTY_LINK,
  FOOTER_LINK_FIELDS,
  footerLinkResolver,
  linkFormValuesOf,
  positionOf,
  SUGGESTED_SECTIONS,
  usesContent,
  type FooterLinkFormValues,
} from './footer-link-form.ts';
import { FormButtons } from './form-buttons.tsx';
import { HtmlContentField } from './html-content-field.tsx';
import { showServerError } from '../../../lib/server-field-errors.ts';

const TYPE_OPTION: Record<FooterLinkType, string> = {
  internal: 'Internal: a page on this site',
  external: 'External: another site, e-mail or phone',
  social: 'Social: an icon in Follow Us',
};

const URL_HINT: Record<FooterLinkType, string> = {
  internal: 'A path on this site, such as /blog. Leave empty for a link that only opens its content.',
  external: 'https://..., http://..., mailto: or tel:.',
  social: 'The profile’s https:// address; it opens in a new tab.',
};

type LinkForm = UseFormReturn<FooterLinkFormValues, unknown, FooterLinkInput>;

/** Adds a footer link, or edits one; the fields follow its type and section. */
export function FooterLinkForm({ link, onDone }: { link?: FooterLink; onDone: () => void }) {
  const ref = useScrollIntoView<HTMLFormElement>();
  const form = useForm<FooterLinkFormValues, unknown, FooterLinkInput>({
    resolver: footerLinkResolver,
    defaultValues: link ? linkFormValuesOf(link) : EMPTY_LINK,
  });
  const { errors, isSubmitting } = form.formState;
  const [type, section] = useWatch({ control: form.control, name: ['type', 'section'] });
  const submit = useSaveLink(form, link, onDone);

  return (
    <form
      ref={ref}
      onSubmit={submit}
      noValidate
      aria-label={link ? `Edit ${link.label}` : 'Add a footer link'}
      className="flex scroll-mt-20 flex-col gap-4 rounded-lg border p-4 sm:p-6"
    >
      <h3 className="text-base font-semibold break-words">
        {link ? `Edit “${link.label}”` : 'Add a footer link'}
      </h3>
      <LinkFields form={form} type={type} />
      {type === 'external' && <CheckboxField label="Open in a new tab" {...form.register('targetBlank')} />}
      <CheckboxField
        label="Visible"
        description="Hidden links stay here but leave the site’s footer."
        {...form.register('visible')}
      />
      {usesContent({ type, section }) && (
        <HtmlContentField
          registration={form.register('content', { setValueAs: blankIsNull })}
          error={errors.content?.message}
          preview={<ContentPreview control={form.control} />}
        />
      )}
      <FormError message={errors.root?.server?.message} />
      <FormButtons submitting={isSubmitting} label={link ? 'Save link' : 'Add link'} onCancel={onDone} />
    </form>
  );
}

/** Where the link sits and where it goes: section, label, type, platform (social links), URL, position. */
function LinkFields({ form, type }: { form: LinkForm; type: FooterLinkFormValues['type'] }) {
  const sectionsId = useId();
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Section"
        registration={form.register('section')}
        error={errors.section?.message}
        description="Lowercase words with hyphens. Variant B shows each section as a column."
        list={sectionsId}
        autoCapitalize="off"
        spellCheck={false}
        className="content-start"
        inputClassName="font-mono"
      />
      <datalist id={sectionsId}>
        {SUGGESTED_SECTIONS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <TextField
        label="Label"
        registration={form.register('label')}
        error={errors.label?.message}
        maxLength={120}
        className="content-start"
      />
      <FormField
        id={`${sectionsId}-type`}
        label="Type"
        error={errors.type?.message}
        className="content-start"
      >
        {(control) => (
          <NativeSelect {...control} {...form.register('type')}>
            {FOOTER_LINK_TYPES.map((option) => (
              <NativeSelectOption key={option} value={option}>
                {TYPE_OPTION[option]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {type === 'social' && (
        <FormField
          id={`${sectionsId}-platform`}
          label="Platform"
          error={errors.platform?.message}
          className="content-start"
        >
          {(control) => (
            <NativeSelect {...control} {...form.register('platform', { setValueAs: blankIsNull })}>
              <NativeSelectOption value="">Choose a platform</NativeSelectOption>
              {SOCIAL_PLATFORMS.map((platform) => (
                <NativeSelectOption key={platform} value={platform}>
                  {platform}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
      <TextField
        label="URL"
        registration={form.register('url', { setValueAs: blankIsNull })}
        error={errors.url?.message}
        description={URL_HINT[type]}
        inputMode="url"
        autoCapitalize="off"
        spellCheck={false}
        className="content-start"
      />
      <TextField
        label="Position"
        registration={form.register('position', { setValueAs: positionOf })}
        error={errors.position?.message}
        description="Lower numbers come first in their section."
        type="number"
        min={0}
        max={10_000}
        step={1}
        className="content-start"
      />
    </div>
  );
}

/** Saves the form's link (adds it, or saves the one being edited), then closes the form. */
function useSaveLink(form: LinkForm, link: FooterLink | undefined, onDone: () => void) {
  const utils = trpc.useUtils();
  const create = trpc.footer.admin.create.useMutation();
  const update = trpc.footer.admin.update.useMutation();
  return form.handleSubmit(async (values) => {
    form.clearErrors('root.server');
    try {
      const saved = link
        ? await update.mutateAsync({ id: link.id, ...values })
        : await create.mutateAsync(values);
      toast.success(link ? `“${saved.label}” is saved.` : `“${saved.label}” is added.`);
      onDone();
    } catch (error) {
      const fallback = 'Could not save the link. Please try again.';
      showServerError(form, error, { fields: FOOTER_LINK_FIELDS, fallback });
    } finally {
      await utils.footer.invalidate();
    }
  });
}

/** The link's content as its dialog will show it. */
function ContentPreview({ control }: { control: Control<FooterLinkFormValues, unknown, FooterLinkInput> }) {
  const content = useWatch({ control, name: 'content' });
  return content?.trim() ? (
    <RichHtml html={content} />
  ) : (
    <p className="text-sm text-muted-foreground">No content yet.</p>
  );
}
