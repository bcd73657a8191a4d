import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { registerShown } from '../lib/register-shown.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { profileUpdateSchema } from '../../shared/users.ts';
import { Button } from '../components/ui/button.tsx';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { Field, FieldDescription, TextField } from '../components/ui/field.tsx';
import { Input } from '../components/ui/input.tsx';
import { Label } from '../components/ui/label.tsx';
import { useIdentity } from '../lib/identity-context.ts';
import type { IdentityUser } from '../lib/identity-context.ts';
import { trpc } from '../lib/trpc.ts';
import { PhoneField } from '../components/phone-field.tsx';
import { m } from '../../paraglide/messages.js';

const profileFormSchema = profileUpdateSchema
  .pick({ firstName: true, lastName: true, phone: true })
  .required();

// In view mode the fields read as text; Edit makes them inputs again.
const viewOnly = 'read-only:border-transparent read-only:bg-transparent read-only:px-0 read-only:shadow-none';

/** View mode, then edit mode on Edit; Save persists on the server, Cancel restores the saved values. */
export function BasicInformationCard({ user }: { user: IdentityUser }) {
  const identity = useIdentity();
  const utils = trpc.useUtils();
  const update = trpc.users.updateUser.useMutation();
  const [editing, setEditing] = useState(false);
  const saved = useMemo(
    () => ({ firstName: user.firstName ?? '', lastName: user.lastName ?? '', phone: user.phone ?? '' }),
    [user.firstName, user.lastName, user.phone],
  );
  const form = useForm({ resolver: zodResolver(profileFormSchema), defaultValues: saved });
  const { errors, isDirty, isSubmitting } = form.formState;

  useEffect(() => {
    if (!editing) form.reset(saved);
  }, [saved, editing, form]);

  const cancel = () => {
    form.reset(saved);
    setEditing(false);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: user.id, ...values });
      if (identity.mode === 'clerk') await identity.updateName(values);
      await utils.auth.invalidate();
    } catch {
      toast.error(m.account_profile_update_failed_retry());
      return;
    }
    form.reset(values);
    setEditing(false);
    toast.success(m.account_profile_updated());
  });

  const field = (name: 'firstName' | 'lastName' | 'phone') => ({
    registration: registerShown(form, name),
    error: errors[name]?.message,
    readOnly: !editing,
    inputClassName: viewOnly,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.account_basic_information()}</CardTitle>
        {!editing && (
          <CardAction>
            <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
              {m.account_edit()}
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field>
            <Label htmlFor="profile-email">{m.account_email()}</Label>
            <Input
              id="profile-email"
              type="email"
              value={user.email ?? ''}
              disabled
              aria-describedby="profile-email-hint"
            />
            <FieldDescription id="profile-email-hint">
              {m.account_email_cannot_be_changed_here()}
            </FieldDescription>
          </Field>
          <PhoneField
            placeholder={editing ? m.account_mobile_placeholder() : m.account_not_added()}
            {...field('phone')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={m.account_first_name()} autoComplete="given-name" {...field('firstName')} />
            <TextField label={m.account_last_name()} autoComplete="family-name" {...field('lastName')} />
          </div>
          {editing && (
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={cancel} disabled={isSubmitting}>
                {m.account_cancel()}
              </Button>
              <Button type="submit" disabled={!isDirty || isSubmitting}>
                {isSubmitting ? m.account_saving() : m.account_save_changes()}
              </Button>
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
