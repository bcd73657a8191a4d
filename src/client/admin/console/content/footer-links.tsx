import { Link, useSearchParams } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import type { FooterLink } from '../../../../shared/footer.ts';
import { groupBySection, opensInDialog, sectionTitle } from '../../../../shared/footer-rules.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { ConfirmButton, EditLink } from '../row-actions.tsx';
import { LoadError } from '../load-error.tsx';
import { NEW_ITEM, readContentView, writeContentView } from './content-params.ts';
import { FooterLinkForm } from './footer-link-editor.tsx';
import { FooterVariantPanel } from './footer-variant-panel.tsx';

const TYPE_LABEL: Record<FooterLink['type'], string> = {
  internal: 'Internal',
  external: 'External',
  social: 'Social',
};

/** The footer: which variant is live, and every link by section, with its form when one is open. */
export function FooterTab() {
  const [params, setParams] = useSearchParams();
  const open = readContentView(params).link;
  const links = trpc.footer.admin.list.useQuery();
  const hrefFor = (link: string) => `?${writeContentView(params, { link }).toString()}`;
  const close = () => setParams((current) => writeContentView(current, { link: null }));
  const editing = open && open !== NEW_ITEM ? links.data?.find((link) => link.id === open) : undefined;

  return (
    <div className="flex min-w-0 flex-col gap-8">
      <FooterVariantPanel />
      <section aria-label="Footer links" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold">Links</h2>
          {!open && (
            <Button asChild size="sm">
              <Link to={hrefFor(NEW_ITEM)}>
                <Plus aria-hidden="true" />
                Add link
              </Link>
            </Button>
          )}
        </div>
        {open === NEW_ITEM ? (
          <FooterLinkForm key={NEW_ITEM} onDone={close} />
        ) : editing ? (
          <FooterLinkForm key={editing.id} link={editing} onDone={close} />
        ) : (
          open && links.data && <FormError message="No such footer link. It may have been deleted." />
        )}
        {links.isPending ? (
          <Skeleton className="h-64" aria-label="Loading the footer links" />
        ) : links.isError ? (
          <LoadError query={links} fallback="Could not load the footer links. Please try again." />
        ) : links.data.length === 0 ? (
          <p className="rounded-lg border p-6 text-center text-sm text-muted-foreground">
            No footer links yet.
          </p>
        ) : (
          groupBySection(links.data).map(([section, sectionLinks]) => (
            <section
              key={section}
              aria-label={`Section ${sectionTitle(section)}`}
              className="flex flex-col gap-2"
            >
              <h3 className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold">
                {sectionTitle(section)}
                <span className="font-mono text-xs font-normal text-muted-foreground">{section}</span>
              </h3>
              <ul className="divide-y rounded-lg border">
                {sectionLinks.map((link) => (
                  <LinkRow key={link.id} link={link} editHref={hrefFor(link.id)} />
                ))}
              </ul>
            </section>
          ))
        )}
      </section>
    </div>
  );
}

function LinkRow({ link, editHref }: { link: FooterLink; editHref: string }) {
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-2 p-3 text-sm">
      <span
        title="Position"
        className="mt-0.5 flex h-6 min-w-8 items-center justify-center rounded bg-muted px-1 text-xs tabular-nums"
      >
        <span className="sr-only">Position </span>
        {link.position}
      </span>
      <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
        <span className="font-medium break-words">{link.label}</span>
        <span className="font-mono text-xs break-all text-muted-foreground">{link.url ?? 'No URL'}</span>
        <span className="flex flex-wrap gap-1">
          <Badge variant="outline">{TYPE_LABEL[link.type]}</Badge>
          {link.platform && <Badge variant="outline">{link.platform}</Badge>}
          {link.visible ? (
            <Badge variant="secondary">Visible</Badge>
          ) : (
            <Badge variant="destructive">Hidden</Badge>
          )}
          {opensInDialog(link) && <Badge variant="outline">Opens a dialog</Badge>}
          {link.type === 'external' && link.targetBlank && <Badge variant="outline">New tab</Badge>}
        </span>
      </div>
      <LinkActions link={link} editHref={editHref} />
    </li>
  );
}

function LinkActions({ link, editHref }: { link: FooterLink; editHref: string }) {
  const utils = trpc.useUtils();
  const refetch = () => utils.footer.invalidate();
  const toggle = trpc.footer.admin.update.useMutation({
    onSuccess: (saved) => toast.success(`“${saved.label}” is ${saved.visible ? 'shown' : 'hidden'}.`),
    onError: (error) => toast.error(errorText(error, 'Could not change the link. Please try again.')),
    onSettled: refetch,
  });
  const remove = trpc.footer.admin.delete.useMutation({
    onSuccess: () => toast.success(`“${link.label}” is deleted.`),
    onError: (error) => toast.error(errorText(error, 'Could not delete the link. Please try again.')),
    onSettled: refetch,
  });
  return (
    <div className="flex flex-wrap gap-2">
      <EditLink href={editHref} name={link.label} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="min-w-14"
        disabled={toggle.isPending}
        aria-label={`${link.visible ? 'Hide' : 'Show'} ${link.label}`}
        onClick={() => toggle.mutate({ id: link.id, visible: !link.visible })}
      >
        {link.visible ? 'Hide' : 'Show'}
      </Button>
      <ConfirmButton
        label="Delete"
        accessibleName={`Delete ${link.label}`}
        title={`Delete “${link.label}”?`}
        description="It leaves the footer at its next refresh. This cannot be undone; hide it instead to keep it for later."
        disabled={remove.isPending}
        onConfirm={() => remove.mutate({ id: link.id })}
      />
    </div>
  );
}
