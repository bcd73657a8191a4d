import { describe, expect, it } from 'vitest';
import { requestForLog, urlForLog } from './request-log.ts';

describe('request log', () => {
  it("leaves a signed link's proof out of the URL, wherever the parameter is", () => {
    expect(urlForLog('/admin/users/export?link=abc.123.mac')).toBe('/admin/users/export?link=[redacted]');
    expect(urlForLog('/admin/users/export?x=1&link=abc&y=2')).toBe(
      '/admin/users/export?x=1&link=[redacted]&y=2',
    );
    expect(urlForLog('/api/blog?search=link=1')).toBe('/api/blog?search=link=1');
    expect(urlForLog('/api/blog?unlink=1')).toBe('/api/blog?unlink=1');
  });

  it("keeps the rest of Fastify's request line", () => {
    const req = {
      method: 'GET',
      url: '/admin/users/export?link=abc',
      headers: {},
      host: 'arena.example',
      ip: '10.0.0.1',
      socket: { remotePort: 4242 },
    };
    expect(requestForLog(req)).toEqual({
      method: 'GET',
      url: '/admin/users/export?link=[redacted]',
      version: undefined,
      host: 'arena.example',
      remoteAddress: '10.0.0.1',
      remotePort: 4242,
    });
  });
});
