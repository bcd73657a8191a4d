import { createSecretBox, type Keyring, type SecretBox } from './secret-box.ts';
import { createLinkSigner, type LinkSigner } from './signed-links.ts';

/**
 * The secret boxes and link signers of a keyring, one per purpose, made when first asked for: their
 * keys are derived (HKDF) once, not on every call. The app and the sender thread both use them.
 */
export function keyedServices(keyring: Keyring): {
  secretBox: (purpose: string) => SecretBox;
  signedLinks: (purpose: string) => LinkSigner;
} {
  return {
    secretBox: oncePerPurpose((purpose) => createSecretBox(keyring, purpose)),
    signedLinks: oncePerPurpose((purpose) => createLinkSigner(keyring, purpose)),
  };
}

function oncePerPurpose<T>(make: (purpose: string) => T): (purpose: string) => T {
  const made = new Map<string, T>();
  return (purpose) => {
    let value = made.get(purpose);
    if (value === undefined) made.set(purpose, (value = make(purpose)));
    return value;
  };
}
