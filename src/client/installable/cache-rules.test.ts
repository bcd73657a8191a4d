import { describe, expect, it } from 'vitest';
import { isKeepable, isKeepablePage, strategyFor, type RequestFacts } from './cache-rules.ts';

const ORIGIN = 'https://arena.example.in';
const PRECACHED = new Set(['/offline.html', '/manifest.webmanifest', '/assets/index-abc.js']);

const request = (path: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  url: path.startsWith('http') ? path : `${ORIGIN}${path}`,
  mode: 'cors',
  authorized: false,
  ...facts,
});
const strategy = (path: string, facts: Partial<RequestFacts> = {}) =>
  strategyFor(request(path, facts), ORIGIN, PRECACHED);
const navigation = (path: string) => strategy(path, { mode: 'navigate' });

describe('which requests the service worker answers, and how', () => {
  it('answers hashed assets and the precached files from the cache first', () => {
    expect(strategy('/assets/main-B3x9.js')).toBe('asset');
    expect(strategy('/assets/index-B1kj.css')).toBe('asset');
    expect(strategy('/manifest.webmanifest')).toBe('asset');
    expect(navigation('/offline.html')).toBe('asset');
  });

  it.each([
    '/api/participants',
    '/api/auth/get-session',
    '/trpc/dashboard.overview?batch=1',
    '/auth/login',
    '/admin/users/export',
    '/admin',
    '/static-pages/about-us',
    '/healthz',
    '/pay/7f3c',
  ])('never touches %s (API answers and pages made for one person)', (path) => {
    expect(strategy(path)).toBeNull();
    expect(strategy(path, { mode: 'same-origin' })).toBeNull();
  });

  it('loads navigations to API paths and payment pages from the network only', () => {
    expect(navigation('/admin')).toBe('network');
    expect(navigation('/api/docs')).toBe('network');
    expect(navigation('/pay/7f3c')).toBe('network');
  });

  it('loads pages network first, keeping only those without a query string', () => {
    expect(navigation('/')).toBe('page');
    expect(navigation('/blog/bgmi-tips')).toBe('page');
    expect(navigation('/dashboard')).toBe('page');
    expect(navigation('/?register=1&step=game')).toBe('network');
    expect(navigation('/invite/abc?x=1')).toBe('network');
  });

  it('leaves writes, other sites, bearer calls and anything else alone', () => {
    expect(strategy('/assets/main-B3x9.js', { method: 'HEAD' })).toBeNull();
    expect(strategy('/', { method: 'POST', mode: 'navigate' })).toBeNull();
    expect(strategy('https://checkout.razorpay.com/v1/checkout.js')).toBeNull();
    expect(strategy('https://img.clerk.com/a.png')).toBeNull();
    expect(strategy('/assets/main-B3x9.js', { authorized: true })).toBeNull();
    expect(strategy('/images/blog/cover.webp')).toBeNull();
    expect(strategy('/assets/main-B3x9.js?v=2')).toBeNull();
  });
});

const response = (status: number, headers: Record<string, string>, type = 'basic') => ({
  status,
  type,
  headers: new Headers(headers),
});

describe('which answers may be stored', () => {
  it('keeps a whole same-origin 200', () => {
    expect(isKeepable(response(200, { 'cache-control': 'public, max-age=31536000, immutable' }))).toBe(true);
    expect(isKeepable(response(200, { 'cache-control': 'no-cache' }))).toBe(true);
    expect(isKeepable(response(200, {}))).toBe(true);
  });

  it('never keeps an answer marked no-store or private (every answer that sets a cookie is)', () => {
    expect(isKeepable(response(200, { 'cache-control': 'no-store' }))).toBe(false);
    expect(isKeepable(response(200, { 'cache-control': 'private, max-age=60' }))).toBe(false);
    expect(isKeepable(response(200, { 'cache-control': 'Private' }))).toBe(false);
  });

  it('never keeps errors, partial content, redirects or opaque answers', () => {
    expect(isKeepable(response(404, {}))).toBe(false);
    expect(isKeepable(response(206, {}))).toBe(false);
    expect(isKeepable(response(500, {}))).toBe(false);
    expect(isKeepable(response(200, {}, 'opaque'))).toBe(false);
    expect(isKeepable(response(200, {}, 'opaqueredirect'))).toBe(false);
  });

  it('keeps for offline reading only pages the server drew whole with their data', () => {
    const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
    const drawn =
      '<div id="root" data-boot="intent">…</div><script type="application/json" id="arena-state">{}</script>';
    expect(isKeepablePage(response(200, html), drawn)).toBe(true);
    expect(isKeepablePage(response(200, html), '<div id="root"></div>')).toBe(false);
    expect(isKeepablePage(response(404, html), drawn)).toBe(false);
    expect(isKeepablePage(response(200, { ...html, 'cache-control': 'no-store' }), drawn)).toBe(false);
    expect(isKeepablePage(response(200, { 'content-type': 'application/json' }), drawn)).toBe(false);
  });
});
