import { Link, useSearchParams } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import type { Setting } from '../../../../shared/settings.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatDateTime } from '../../../lib/indian-time.ts';
import { trpc } from '../../../lib/trpc.ts';
import { cn } from '../../../lib/utils.ts';
import { ConfirmButton, EditLink } from '../row-actions.tsx';
import { STACKED_CELL, StackedTable } from '../stacked-table.tsx';
import { LoadError } from '../load-error.tsx';
import { NEW_ITEM, readContentView, writeContentView } from './content-params.ts';
import { NewSettingForm, SettingValueForm } from './setting-editors.tsx';
import { isKnown } from './setting-form.ts';
import { useSettingsInvalidation } from './use-settings-invalidation.ts';

/** The site settings (/admin/env): the known ones even when unset, secrets only ever masked. */
export function SiteSettings() {
  const [params, setParams] = useSearchParams();
  const open = readContentView(params).setting;
  const settings = trpc.settings.admin.list.useQuery();
  const hrefFor = (setting: string) => `?${writeContentView(params, { setting }).toString()}`;
  const close = () => setParams((current) => writeContentView(current, { setting: null }));
  const editing = open && open !== NEW_ITEM ? settings.data?.find((s) => s.name === open) : undefined;

  return (
    <section aria-label="Site settings" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-sm text-muted-foreground">
          Settings change the site without a deploy. Secret values are stored encrypted and only ever shown
          masked.
        </p>
        {!open && (
          <Button asChild size="sm">
            <Link to={hrefFor(NEW_ITEM)}>
              <Plus aria-hidden="true" />
              Add setting
            </Link>
          </Button>
        )}
      </div>
      {open === NEW_ITEM ? (
        <NewSettingForm onDone={close} />
      ) : editing ? (
        <SettingValueForm key={editing.name} setting={editing} onDone={close} />
      ) : (
        open && settings.data && <FormError message={`No setting ${open}.`} />
      )}
      {settings.isPending ? (
        <Skeleton className="h-64" aria-label="Loading the settings" />
      ) : settings.isError ? (
        <LoadError query={settings} fallback="Could not load the settings. Please try again." />
      ) : (
        <StackedTable caption="Site settings" columns={['Setting', 'Value', 'Status', 'Updated']}>
          {settings.data.map((setting) => (
            <SettingRow key={setting.name} setting={setting} editHref={hrefFor(setting.name)} />
          ))}
        </StackedTable>
      )}
    </section>
  );
}

function SettingRow({ setting, editHref }: { setting: Setting; editHref: string }) {
  return (
    <tr className="max-sm:block max-sm:py-2">
      <td className="px-3 py-1 align-top sm:py-3">
        <p className="font-mono text-xs font-medium break-all">{setting.name}</p>
        {setting.description && (
          <p className="mt-1 max-w-80 text-xs text-muted-foreground">{setting.description}</p>
        )}
      </td>
      <td data-label="Value" className={cn(STACKED_CELL, 'sm:py-3')}>
        {setting.value === null ? (
          <span className="text-muted-foreground">—</span>
        ) : (
          <span className="min-w-0 font-mono text-xs break-all sm:max-w-64">
            {setting.value || '(empty)'}
          </span>
        )}
      </td>
      <td data-label="Status" className={cn(STACKED_CELL, 'sm:py-3')}>
        <span className="flex flex-wrap gap-1">
          {setting.set ? <Badge>Set</Badge> : <Badge variant="outline">Not set</Badge>}
          {setting.secret && <Badge variant="secondary">Secret</Badge>}
        </span>
      </td>
      <td
        data-label="Updated"
        className={cn(STACKED_CELL, 'whitespace-nowrap text-muted-foreground sm:py-3')}
      >
        {setting.updatedAt ? formatDateTime(setting.updatedAt) : '—'}
      </td>
      <td className="px-3 py-1 sm:py-3">
        <SettingActions setting={setting} editHref={editHref} />
      </td>
    </tr>
  );
}

function SettingActions({ setting, editHref }: { setting: Setting; editHref: string }) {
  const invalidate = useSettingsInvalidation();
  const remove = trpc.settings.admin.delete.useMutation({
    onSuccess: ({ name }) => toast.success(`${name} is ${isKnown(name) ? 'unset' : 'deleted'}.`),
    onError: (error) => toast.error(errorText(error, 'Could not remove the setting. Please try again.')),
    onSettled: invalidate,
  });
  const known = isKnown(setting.name);
  return (
    <div className="flex flex-wrap justify-end gap-2 max-sm:justify-start">
      <EditLink href={editHref} name={setting.name} />
      {setting.set && (
        <ConfirmButton
          label={known ? 'Unset' : 'Delete'}
          accessibleName={`${known ? 'Unset' : 'Delete'} ${setting.name}`}
          title={`${known ? 'Unset' : 'Delete'} ${setting.name}?`}
          description={
            known
              ? 'The site goes back to this setting’s default.'
              : 'The setting and its value are removed. This cannot be undone.'
          }
          disabled={remove.isPending}
          onConfirm={() => remove.mutate({ env: setting.name })}
        />
      )}
    </div>
  );
}
