import { useEffect, useRef } from 'react';
import type { useUser } from '@clerk/react';
import { INDIAN_MOBILE } from '../../../shared/india.ts';
import { trpc } from '../../lib/trpc.ts';

type ClerkUser = NonNullable<ReturnType<typeof useUser>['user']>;

/** "+91 98765 43210" from Clerk as the 10-digit number we store, when it is an Indian mobile. */
export function toIndianMobile(phone: string | null | undefined): string | undefined {
  const digits = phone?.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '');
  return digits && INDIAN_MOBILE.test(digits) ? digits : undefined;
}

/**
 * docs/product.md#api, User sync: once per page load, the signed-in Clerk user is sent to our backend.
 * It runs in the background (nothing waits for it) and a failure is swallowed. `savedPhone` is
 * our record's number (undefined until known): one saved on the profile page is never replaced
 * by Clerk's.
 */
export function useSyncUserOnLoad(
  user: ClerkUser | null | undefined,
  savedPhone: string | null | undefined,
): void {
  const utils = trpc.useUtils();
  const synced = useRef<string | null>(null);

  useEffect(() => {
    if (!user || savedPhone === undefined || synced.current === user.id) return;
    synced.current = user.id;
    const email = user.primaryEmailAddress?.emailAddress;
    const phone = savedPhone ? undefined : toIndianMobile(user.primaryPhoneNumber?.phoneNumber);
    utils.client.users.syncUser
      .mutate({
        clerkId: user.id,
        ...(email ? { email } : {}),
        ...(user.firstName ? { firstName: user.firstName } : {}),
        ...(user.lastName ? { lastName: user.lastName } : {}),
        ...(phone ? { phone } : {}),
      })
      .then(
        () => utils.auth.invalidate(),
        () => {},
      );
  }, [user, savedPhone, utils]);
}
