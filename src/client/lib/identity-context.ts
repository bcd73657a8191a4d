import { createContext, useContext } from 'react';
import type { PassSession } from '../../shared/dashboard.ts';

export type IdentityMode = 'local' | 'clerk';

/** The two faces of the sign-in panel. */
export type AuthView = 'sign-in' | 'sign-up';

/** The signed-in person as every screen sees them, whichever identity mode is configured. */
export interface IdentityUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  phone: string | null;
  imageUrl?: string;
  emailVerified: boolean;
  createdAt: Date | null;
  role: 'user' | 'admin';
}

export interface OpenAuthOptions {
  /** Where to go after signing in; by default the visitor stays on the current page. */
  redirectUrl?: string;
}

/** Which part of the account panel to show first (the local panel; Clerk opens its own). */
export type ProfileSection = 'security' | 'email' | 'privacy';

/** A passwordless sign-in (or sign-up) with a one-time code sent to the address. */
export interface EmailCodeRequest {
  email: string;
  firstName?: string;
  lastName?: string;
}

/**
 * The one client identity interface (docs/product.md#registration-rules-and-constants, Game credentials): local provider or Clerk. Members are
 * plain functions, safe to destructure.
 */
export interface Identity {
  mode: IdentityMode;
  isLoaded: boolean;
  isSignedIn: boolean;
  user: IdentityUser | null;
  /**
   * Set when signed in with game credentials: the session is confined to this pass's dashboard
   * (no profile, account settings, notifications or registering); `user` then names its holder.
   */
  pass: PassSession | null;
  openSignIn: (opts?: OpenAuthOptions) => void;
  openSignUp: (opts?: OpenAuthOptions) => void;
  openProfile: (opts?: { section?: ProfileSection }) => void;
  /** Signs out, then goes to the home page. */
  signOut: () => Promise<void>;
  updateName: (name: { firstName: string; lastName: string }) => Promise<void>;
  /** A bearer token for API calls (Clerk); null in local mode, where the session is a cookie. */
  getToken: () => Promise<string | null>;
  sendEmailCode: (request: EmailCodeRequest) => Promise<void>;
  /** Signs in with the code; creates the account if the address is new. */
  verifyEmailCode: (request: EmailCodeRequest & { code: string }) => Promise<void>;
}

export const IdentityContext = createContext<Identity | null>(null);

export function useIdentity(): Identity {
  const identity = useContext(IdentityContext);
  if (!identity) throw new Error('useIdentity() must be used inside <IdentityProvider>');
  return identity;
}

const notReady = async () => {};

/** What the app sees while the identity mode's code is still loading. */
export function loadingIdentity(mode: IdentityMode): Identity {
  return {
    mode,
    isLoaded: false,
    isSignedIn: false,
    user: null,
    pass: null,
    openSignIn: () => {},
    openSignUp: () => {},
    openProfile: () => {},
    signOut: notReady,
    updateName: notReady,
    getToken: async () => null,
    sendEmailCode: notReady,
    verifyEmailCode: notReady,
  };
}

/** The holder of a game-credential session as the header shows them: a name, nothing else. */
export function passHolderUser(pass: PassSession): IdentityUser {
  const [firstName = null, ...rest] = pass.name.trim().split(/\s+/);
  return {
    id: pass.gameUsername,
    email: null,
    firstName,
    lastName: rest.join(' ') || null,
    fullName: pass.name,
    phone: null,
    emailVerified: false,
    createdAt: null,
    role: 'user',
  };
}
