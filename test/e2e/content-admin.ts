import { expect, inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { baseURL } from '../support/browser.ts';

/** The content admin API as the seeded admin, over plain HTTP (not through the browser). */
export async function adminApi() {
  const { email, password } = inject('adminCredentials');
  const login = await fetch(`${baseURL()}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };

  return async function call<T = unknown>(method: string, path: string, body?: object): Promise<T> {
    const res = await fetch(`${baseURL()}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${method} ${path} failed: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

export type AdminApi = Awaited<ReturnType<typeof adminApi>>;

/** A suffix that keeps each test's data apart from every other run's. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs the browser context in as the seeded admin (the console uses the session cookie). */
export async function signInAsAdmin(context: BrowserContext) {
  const login = await context.request.post('/auth/login', {
    data: inject('adminCredentials'),
    headers: { origin: baseURL() },
  });
  expect(login.status(), await login.text()).toBe(200);
}

export async function waitForToast(p: Page, text: string) {
  await p.locator('[data-sonner-toast]', { hasText: text }).first().waitFor();
}
