// Calls to the local identity provider (Better Auth at /api/auth/*): JSON in, JSON out, session
// in an HttpOnly cookie. Errors carry the server's text (spec section 8, HTTP layer).

import { HttpError, httpError } from '../../lib/errors.ts';

export async function authApi<T = unknown>(
  path: string,
  body?: unknown,
  method: 'GET' | 'POST' = 'POST',
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method,
      credentials: 'include',
      ...(method === 'POST'
        ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) }
        : {}),
    });
  } catch {
    throw new HttpError('Network error', 0);
  }
  const text = await response.text();
  if (!response.ok) throw httpError(response.status, text);
  return (text ? JSON.parse(text) : null) as T;
}

export interface AuthSession {
  id: string;
  token: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
}

export const authCalls = {
  signUp: (body: { name: string; email: string; password: string }) => authApi('/sign-up/email', body),
  signOut: () => authApi('/sign-out'),
  sendSignInCode: (email: string) => authApi('/email-otp/send-verification-otp', { email, type: 'sign-in' }),
  signInWithCode: (body: { email: string; otp: string; name?: string }) =>
    authApi('/sign-in/email-otp', body),
  currentSession: () => authApi<{ session: AuthSession } | null>('/get-session', undefined, 'GET'),
  listSessions: () => authApi<AuthSession[]>('/list-sessions', undefined, 'GET'),
  revokeSession: (token: string) => authApi('/revoke-session', { token }),
  revokeOtherSessions: () => authApi('/revoke-other-sessions'),
  changePassword: (body: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }) =>
    authApi('/change-password', body),
  deleteUser: (password?: string) => authApi('/delete-user', password ? { password } : {}),
};
