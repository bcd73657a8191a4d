import type { ComponentProps } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { toast } from 'sonner';
import type { AdminPage as Page } from '../../../../shared/pages.ts';
import type { PageSlug } from '../../../../shared/pages-rules.ts';
import { paths } from '../../../app/paths.ts';
import { RichHtml } from '../../../components/rich-html.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/indian-time.ts';
import { showServerError } from '../../../lib/server-field-errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { ListTable } from '../list-table.tsx';
import { LoadError } from '../load-error.tsx';
import { cn } from '../../../lib/utils.ts';
import { ContactCard, hasContactDetails } from '../../../components/contact-card.tsx';
import { writeContentView } from './content-params.ts';
import { FormHindiVersion } from './hindi-version.tsx';
import { HtmlContentField } from './html-content-field.tsx';
import {
  EMPTY_PAGE_HINDI,
  pageFormSchema,
  pageFormValuesOf,
  pageUpdateOf,
  PAGE_FIELDS,
  type PageFormOutput,
  type PageFormValues,
} from './page-form.ts';
import { ViewOnSite } from './view-on-site.tsx';
import { SaveFooter } from './save-footer.tsx';

/** The site's static pages (About, Contact, the policies), each opening its editor. */
export function PagesList() {
  const [params] = useSearchParams();
  const pages = trpc.page.admin.list.useQuery();
  if (pages.isPending) return <Skeleton className="h-64" aria-label="Loading the pages" />;
  if (pages.isError)
    return <LoadError query={pages} fallback="Could not load the pages. Please try again." />;
  return (
    <section aria-label="Static pages" className="overflow-hidden rounded-lg border">
      <ListTable columns={[{ label: 'Page' }, { label: 'Updated', className: 'hidden w-60 md:table-cell' }]}>
        {pages.data.map((page) => (
          <tr key={page.slug} className="align-top hover:bg-muted/30">
            <td className="px-3 py-3">
              <Link
                to={`?${writeContentView(params, { page: page.slug }).toString()}`}
                className="font-medium break-words text-foreground underline-offset-4 hover:underline"
              >
                {page.title}
              </Link>
              <p className="mt-0.5 font-mono text-xs break-all text-muted-foreground">
                {paths.staticPage(page.slug)}
              </p>
              <p className="mt-1 text-xs text-muted-foreground md:hidden">
                Updated {formatDateTime(page.updatedAt)}
              </p>
            </td>
            <td className="hidden px-3 py-3 whitespace-nowrap text-muted-foreground md:table-cell">
              {formatDateTime(page.updatedAt)}
            </td>
          </tr>
        ))}
      </ListTable>
    </section>
  );
}

/** One static page's editor: its title and HTML, and for the contact page its details. */
export function PageEditor({ slug }: { slug: PageSlug }) {
  const [params] = useSearchParams();
  const page = trpc.page.admin.get.useQuery({ slug }, { retry: false });
  return (
    <section aria-label="Edit page" className="flex min-w-0 flex-col gap-6">
      <Link
        to={`?${writeContentView(params, { page: null }).toString()}`}
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to pages
      </Link>
      {page.isPending ? (
        <Skeleton className="h-96" aria-label="Loading the page" />
      ) : page.isError ? (
        <LoadError query={page} fallback="Could not load this page. Please try again." />
      ) : (
        <PageForm page={page.data} />
      )}
    </section>
  );
}

function PageForm({ page }: { page: Page }) {
  const utils = trpc.useUtils();
  const form = useForm<PageFormValues, unknown, PageFormOutput>({
    resolver: zodResolver(pageFormSchema),
    defaultValues: pageFormValuesOf(page),
  });
  const update = trpc.page.admin.update.useMutation();
  const { errors, isSubmitting } = form.formState;
  const isContact = page.slug === 'contact-us';

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors('root.server');
    try {
      const saved = await update.mutateAsync(pageUpdateOf(page.slug, values));
      form.reset(pageFormValuesOf(saved));
      toast.success('Page saved.');
      await utils.page.invalidate();
    } catch (error) {
      showServerError(form, error, {
        fields: PAGE_FIELDS,
        fallback: 'Could not save the page. Please try again.',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-xl font-semibold break-words">{page.title}</h2>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>Updated {formatDateTime(page.updatedAt)}</span>
          <ViewOnSite to={paths.staticPage(page.slug)} />
        </div>
      </div>
      <TextField
        label="Title"
        registration={form.register('title')}
        error={errors.title?.message}
        maxLength={200}
      />
      {isContact && (
        <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium">Contact details</legend>
          <p className="text-xs text-muted-foreground sm:col-span-2">
            When any is filled in, the page shows these details instead of its content.
          </p>
          <Detail label="Organisation" field="orgName" form={form} autoComplete="organization" />
          <Detail label="E-mail" field="email" form={form} type="email" autoComplete="email" />
          <Detail label="Phone" field="phone" form={form} type="tel" autoComplete="tel" />
          <Detail label="Address" field="address" form={form} autoComplete="street-address" />
          <Detail label="More information" field="additional" form={form} className="sm:col-span-2" />
        </fieldset>
      )}
      <HtmlContentField
        registration={form.register('content')}
        error={errors.content?.message}
        preview={<PagePreview control={form.control} contactPage={isContact} />}
      />
      <FormHindiVersion
        form={form}
        empty={EMPTY_PAGE_HINDI}
        fields={['title', 'content']}
        preview={<HindiPagePreview control={form.control} />}
      />
      <SaveFooter error={errors.root?.server?.message} saving={isSubmitting} />
    </form>
  );
}

function Detail({
  label,
  field,
  form,
  className,
  ...props
}: {
  label: string;
  field: Exclude<keyof PageFormValues, 'title' | 'content' | 'hindi'>;
  form: ReturnType<typeof useForm<PageFormValues, unknown, PageFormOutput>>;
} & Omit<ComponentProps<'input'>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref' | 'form'>) {
  return (
    <TextField
      label={label}
      registration={form.register(field)}
      error={form.formState.errors[field]?.message}
      // Fields side by side keep their labels level when one shows an error.
      className={cn('content-start', className)}
      {...props}
    />
  );
}

function HindiPagePreview({ control }: { control: Control<PageFormValues, unknown, PageFormOutput> }) {
  const hindi = useWatch({ control, name: 'hindi' });
  return (
    <article aria-label="Preview" className="flex flex-col gap-8">
      <h2 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">
        {hindi?.title.trim() || 'Untitled'}
      </h2>
      <RichHtml html={hindi?.content ?? ''} />
    </article>
  );
}

/** The page as the site shows it, from the form's current values. */
function PagePreview({
  control,
  contactPage,
}: {
  control: Control<PageFormValues, unknown, PageFormOutput>;
  contactPage: boolean;
}) {
  const values = useWatch({ control });
  const text = (value: string | undefined) => value?.trim() || null;
  const contact = {
    orgName: text(values.orgName),
    email: text(values.email),
    phone: text(values.phone),
    address: text(values.address),
    additional: text(values.additional),
  };
  return (
    <article aria-label="Preview" className="flex flex-col gap-8">
      <h2 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">
        {values.title?.trim() || 'Untitled'}
      </h2>
      {contactPage && hasContactDetails(contact) ? (
        <ContactCard contact={contact} />
      ) : (
        <RichHtml html={values.content ?? ''} />
      )}
    </article>
  );
}
