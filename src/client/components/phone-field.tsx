import type { ComponentProps } from 'react';
import { TextField } from './ui/field.tsx';
import { m } from '../../paraglide/messages.js';

type PhoneFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'inputMode' | 'maxLength'>;

/** The player's 10-digit Indian mobile number, as the profile and the e-mail-only form ask for it. */
export function PhoneField(props: PhoneFieldProps) {
  return (
    <TextField
      label={m.account_mobile_number()}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={10}
      {...props}
    />
  );
}
