import { ADMIN_CREDENTIALS, baseURL } from './support/environment.ts';

/** The content admin API as the seeded admin, over plain HTTP (not through the browser), at `origin`. */
export async function adminApi(origin = baseURL()) {
  const { email, password } = ADMIN_CREDENTIALS;
  const login = await fetch(`${origin}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };

  return async function call<T = unknown>(method: string, path: string, body?: object): Promise<T> {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${method} ${path} failed: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

export type AdminApi = Awaited<ReturnType<typeof adminApi>>;

/** One still-scheduled match of a pass's group, moved (by the organisers) 30 minutes ahead. */
export async function matchSoon(participantId: string) {
  const admin = await adminApi();
  const { matches } = await admin<{ matches: { id: string; number: number; status: string }[] }>(
    'POST',
    '/admin/matches/schedule',
    { participantId },
  );
  const match = matches.find((m) => m.status === 'scheduled')!;
  await admin('PUT', `/admin/matches/${match.id}`, {
    scheduledAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  });
  return match;
}
