import type { ComponentProps } from 'react';
import { TextField } from '../components/ui/field.tsx';

/** The e-mail field of every sign-in and sign-up form. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'autoComplete'>) {
  return <TextField label="Email" type="email" autoComplete="email" {...props} />;
}
