import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { settingCreateSchema, settingPutSchema, type Setting } from '../../../../shared/settings.ts';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { NativeSelect, NativeSelectOption } from '../../../components/ui/native-select.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { useScrollIntoView } from '../use-scroll-into-view.ts';
import { FormField } from '../../../components/form-field.tsx';
import { FormButtons } from './form-buttons.tsx';
import { showServerError } from '../../../lib/server-field-errors.ts';
import {
  allowedValues,
  secretPutSchema,
  settingFormValuesOf,
  type SettingPutValues,
} from './setting-form.ts';
import { useSettingsInvalidation } from './use-settings-invalidation.ts';

const SAVE_FAILED = 'Could not save the setting. Please try again.';
const FORM_CLASS = 'flex scroll-mt-20 flex-col gap-4 rounded-lg border p-4 sm:p-6';

/** Sets one setting's value: a choice for FOOTER_VARIANT, a new value (never the old one) for a secret. */
export function SettingValueForm({ setting, onDone }: { setting: Setting; onDone: () => void }) {
  const id = useId();
  const invalidate = useSettingsInvalidation();
  const allowed = allowedValues(setting.name);
  const ref = useScrollIntoView<HTMLFormElement>();
  const form = useForm<SettingPutValues, unknown, z.output<typeof settingPutSchema>>({
    resolver: zodResolver(setting.secret ? secretPutSchema : settingPutSchema),
    defaultValues: settingFormValuesOf(setting),
  });
  const put = trpc.settings.admin.put.useMutation();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors('root.server');
    try {
      const saved = await put.mutateAsync(values);
      toast.success(`${saved.name} is saved.`);
      onDone();
    } catch (error) {
      showServerError(form, error, { fields: ['value'], fallback: SAVE_FAILED });
    } finally {
      await invalidate();
    }
  });

  return (
    <form ref={ref} onSubmit={submit} noValidate aria-label={`Edit ${setting.name}`} className={FORM_CLASS}>
      <div className="flex flex-col gap-1">
        <h3 className="font-mono text-sm font-semibold break-all">{setting.name}</h3>
        {setting.description && <p className="text-sm text-muted-foreground">{setting.description}</p>}
      </div>
      {allowed ? (
        <FormField id={`${id}-value`} label="Value" error={errors.value?.message} className="max-w-sm">
          {(control) => (
            <NativeSelect {...control} {...form.register('value')}>
              {allowed.map((value) => (
                <NativeSelectOption key={value} value={value}>
                  {value}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : (
        <TextField
          label={setting.secret ? 'New value' : 'Value'}
          registration={form.register('value')}
          error={errors.value?.message}
          description={
            setting.secret
              ? `${setting.set ? `Now ${setting.value ?? '••••'}. ` : ''}Secret: type the whole new value; it is never shown again.`
              : undefined
          }
          type={setting.secret ? 'password' : 'text'}
          autoComplete={setting.secret ? 'new-password' : 'off'}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={4000}
          inputClassName="font-mono"
        />
      )}
      <FormError message={errors.root?.server?.message} />
      <FormButtons submitting={isSubmitting} label="Save" onCancel={onDone} />
    </form>
  );
}

type CreateValues = z.input<typeof settingCreateSchema>;

/** Adds a setting of the admin's own: a name, a value, secret unless said otherwise. */
export function NewSettingForm({ onDone }: { onDone: () => void }) {
  const invalidate = useSettingsInvalidation();
  const form = useForm<CreateValues, unknown, z.output<typeof settingCreateSchema>>({
    resolver: zodResolver(settingCreateSchema),
    defaultValues: { name: '', value: '', secret: true },
  });
  const create = trpc.settings.admin.create.useMutation();
  const { errors, isSubmitting } = form.formState;
  const secret = useWatch({ control: form.control, name: 'secret' });

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors('root.server');
    try {
      const saved = await create.mutateAsync(values);
      toast.success(`${saved.name} is added.`);
      onDone();
    } catch (error) {
      // A name already taken is the name field's problem.
      const taken = (error as { data?: { code?: unknown } | null }).data?.code === 'CONFLICT';
      showServerError(form, error, {
        fields: ['name', 'value'],
        fallback: SAVE_FAILED,
        named: taken ? { name: (error as Error).message } : {},
      });
    } finally {
      await invalidate();
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add a setting" className={FORM_CLASS}>
      <h3 className="text-base font-semibold">Add a setting</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          registration={form.register('name', { setValueAs: (value: string) => value.toUpperCase() })}
          error={errors.name?.message}
          description="Capital letters, digits and underscores, e.g. SUPPORT_HOURS."
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          className="content-start"
          inputClassName="font-mono uppercase"
        />
        <TextField
          label="Value"
          registration={form.register('value')}
          error={errors.value?.message}
          type={secret ? 'password' : 'text'}
          autoComplete={secret ? 'new-password' : 'off'}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={4000}
          className="content-start"
          inputClassName="font-mono"
        />
      </div>
      <CheckboxField
        label="Secret"
        description="Stored encrypted and only ever shown masked. Leave it ticked for keys and passwords."
        {...form.register('secret')}
      />
      <FormError message={errors.root?.server?.message} />
      <FormButtons submitting={isSubmitting} label="Add setting" onCancel={onDone} />
    </form>
  );
}
