import type { useClerk } from '@clerk/react';
import { HttpError } from '../../lib/errors.ts';
import type { EmailCodeRequest } from '../../lib/identity-context.ts';

type Clerk = ReturnType<typeof useClerk>;

const REGISTRATION_FAILED = 'Registration failed. Please try again.';

interface ClerkApiError {
  status?: number;
  errors?: { code?: string; message?: string; longMessage?: string }[];
}

function firstClerkError(error: unknown) {
  return (error as ClerkApiError | null)?.errors?.[0];
}

/** Clerk's own message ("Incorrect code", ...) and status instead of its generic wrapper text. */
function readable(error: unknown): HttpError {
  const first = firstClerkError(error);
  const status = (error as ClerkApiError | null)?.status;
  return new HttpError(
    first?.longMessage ?? first?.message ?? REGISTRATION_FAILED,
    typeof status === 'number' ? status : 400,
  );
}

/**
 * The passwordless flow with Clerk's custom-flow API: a sign-up verified by an e-mailed code, or,
 * when the address already has an account, a sign-in with an e-mailed code.
 */
export function createClerkEmailCode(getClerk: () => Clerk) {
  let flow: 'sign-up' | 'sign-in' | null = null;

  async function send({ email, firstName, lastName }: EmailCodeRequest): Promise<void> {
    const client = getClerk().client;
    if (!client) throw new Error(REGISTRATION_FAILED);
    try {
      const signUp = await client.signUp.create({
        emailAddress: email,
        ...(firstName ? { firstName } : {}),
        ...(lastName ? { lastName } : {}),
      });
      await signUp.prepareEmailAddressVerification({ strategy: 'email_code' });
      flow = 'sign-up';
      return;
    } catch (error) {
      if (firstClerkError(error)?.code !== 'form_identifier_exists') throw readable(error);
    }
    try {
      const signIn = await client.signIn.create({ identifier: email });
      const factor = signIn.supportedFirstFactors?.find((f) => f.strategy === 'email_code');
      if (!factor || !('emailAddressId' in factor)) throw new Error(REGISTRATION_FAILED);
      await signIn.prepareFirstFactor({ strategy: 'email_code', emailAddressId: factor.emailAddressId });
      flow = 'sign-in';
    } catch (error) {
      throw readable(error);
    }
  }

  async function verify({ code }: { code: string }): Promise<void> {
    const clerk = getClerk();
    const client = clerk.client;
    if (!client || !flow) throw new Error(REGISTRATION_FAILED);
    let sessionId: string | null;
    try {
      if (flow === 'sign-up') {
        const result = await client.signUp.attemptEmailAddressVerification({ code });
        sessionId = result.status === 'complete' ? result.createdSessionId : null;
      } else {
        const result = await client.signIn.attemptFirstFactor({ strategy: 'email_code', code });
        sessionId = result.status === 'complete' ? result.createdSessionId : null;
      }
    } catch (error) {
      throw readable(error);
    }
    if (!sessionId) throw new Error(REGISTRATION_FAILED);
    await clerk.setActive({ session: sessionId });
    flow = null;
  }

  return { send, verify };
}
