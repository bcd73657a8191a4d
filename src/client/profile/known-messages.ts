import { ADDRESS_MESSAGES } from '../../shared/field-rules.ts';
import { PUBLIC_NAME_LIMITS, PUBLIC_NAME_MESSAGES } from '../../shared/users.ts';
import { translateKnownMessages } from '../i18n/known-messages.ts';
import { m } from '../../paraglide/messages.js';

// The public name's and the address's schema messages (shared/users.ts, shared/field-rules.ts),
// wherever the profile form shows them: the dashboard's Profile tab and /profile.
translateKnownMessages({
  [PUBLIC_NAME_MESSAGES.length]: () => m.account_error_public_name_length(PUBLIC_NAME_LIMITS),
  [PUBLIC_NAME_MESSAGES.characters]: m.account_error_public_name_characters,
  [ADDRESS_MESSAGES.length]: m.account_error_address_length,
  [ADDRESS_MESSAGES.pinCode]: m.account_error_pin_code,
});
