import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { openApiDocument } from './trpc/openapi.ts';
import committed from '../../docs/openapi.json' with { type: 'json' };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('GET /healthz says the process is up', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz checks the database', async () => {
    const res = await t.app.inject('/readyz');
    expect(res.json()).toEqual({ status: 'ready' });
  });
});

describe('API shape', () => {
  it('lists the REST paths in the OpenAPI document', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/static-pages/{slug}', '/auth/login', '/api/auth/sign-up/email']),
    );
  });

  it('serves a browsable docs page', async () => {
    const res = await t.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('keeps docs/openapi.json in step with the procedures (run `npm run openapi`)', () => {
    expect(JSON.parse(JSON.stringify(openApiDocument()))).toEqual(committed);
  });

  it('answers unknown API paths with a JSON 404, never the app shell', async () => {
    for (const url of ['/api/nope', '/trpc', '/auth/nope', '/admin/nope', '/static-pages']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('sends a request id back and keeps a well-formed one from the caller', async () => {
    const own = await t.app.inject('/healthz');
    expect(own.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
    const given = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-12345678' } });
    expect(given.headers['x-request-id']).toBe('abc-12345678');
    const bad = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': '<script>' } });
    expect(bad.headers['x-request-id']).not.toBe('<script>');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject('/healthz');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses large responses', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('errors', () => {
  it('hides internals of a 5xx behind a sentence and a request id', async () => {
    const broken = await createTestApp();
    await broken.db.close();
    const res = await broken.app.inject('/static-pages/about-us');
    await broken.app.close();
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_SERVER_ERROR',
      requestId: expect.any(String),
    });
    expect(res.body).not.toMatch(/stack|at \w+ \(|pool|mikro/i);

    const ready = await broken.app.inject('/readyz').catch(() => null);
    expect(ready?.statusCode ?? 503).toBe(503);
  });
});

describe('schema', () => {
  it('the committed migrations create exactly what the entities describe', async () => {
    const diff = await t.db.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });
});
