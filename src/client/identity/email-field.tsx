import type { ComponentProps } from 'react';
import { TextField } from '../components/ui/field.tsx';
import { m } from '../../paraglide/messages.js';

/** The e-mail field of every sign-in and sign-up form. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'autoComplete'>) {
  return <TextField label={m.account_email()} type="email" autoComplete="email" {...props} />;
}
