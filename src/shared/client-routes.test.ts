import { describe, expect, it } from 'vitest';
import { isClientRoute } from './client-routes.ts';

describe('isClientRoute', () => {
  it.each([
    '/',
    '/sign-in',
    '/auth',
    '/dashboard/',
    '/admin',
    '/blog',
    '/blog/first-post',
    '/about-us',
    '/invite/abc',
  ])('knows %s', (pathname) => expect(isClientRoute(pathname)).toBe(true));

  it.each(['/no-such-page', '/blog/a/b', '/dashboard/x', '/auth/login', '/api/x', '/about-us//', '/invite'])(
    'does not know %s',
    (pathname) => expect(isClientRoute(pathname)).toBe(false),
  );
});
