import { DriverException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { databaseUnavailable, isDatabaseUnavailable } from './unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['PostgreSQL shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['PostgreSQL starting up', withCode('the database system is starting up', '57P03')],
    ['a broken connection (class 08)', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a connection lost under a query', new Error('Connection terminated unexpectedly')],
    ['the pool timing out', new Error('timeout exceeded when trying to connect')],
  ])('says yes to %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    // As MikroORM wraps it, and as tRPC wraps that.
    expect(isDatabaseUnavailable(new DriverException(error))).toBe(true);
    expect(isDatabaseUnavailable(new Error('call failed', { cause: new DriverException(error) }))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a serialization failure', withCode('could not serialize access', '40001')],
    ['an error of ours', new Error('Registration not found')],
    ['nothing', undefined],
  ])('says no to %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('makes a 503 that says to try again in 5 seconds, with a reason the client translates', () => {
    const error = databaseUnavailable(withCode('x', 'ECONNREFUSED'));
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfter: 5, reason: 'server.unavailable' });
    expect(error.message).toBe(
      'The service is briefly unavailable. Nothing was changed; please try again in a few seconds.',
    );
  });
});
