// Scenario 6 of issue 30: a graceful stop (SIGTERM, as a deploy or an orchestrator sends it) while
// players are paying. Calls in flight finish; the listener is closed at once, so new connections
// are refused (a load balancer sends them to another instance); the process exits within
// SHUTDOWN_TIMEOUT_MS; nothing is left half-written, and the players finish once it is back.
import http from 'node:http';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { checked, startFaultServer, type FaultServer } from './harness.ts';
import { payMock, register } from './journeys.ts';
import { inTurns, onSchedule } from '../support/schedule.ts';
import { newCallLog, pause, playersOf, type Account } from './players.ts';
import { expectSettled } from './settled.ts';

/** The server's default (config.ts). */
const SHUTDOWN_TIMEOUT_MS = 10_000;
const PLAYERS = 60;
const RATE = 15;
/** Sign-ins sent just before the signal. */
const IN_FLIGHT = 8;

let server: FaultServer | undefined;
afterAll(() => server?.close());

describe('a graceful stop under load', () => {
  it('finishes the calls in flight, refuses new connections, exits in time, and leaves nothing half-written', async () => {
    server = await startFaultServer('fault_graceful');
    const live = server;
    const log = newCallLog();
    const players = playersOf(() => live.url, log);
    const accounts = await inTurns(PLAYERS, 4, (i) => players.account(i, 'graceful'));

    const stopping = (async () => {
      await pause(2500);
      // Signing in takes a password hash (tens of ms each, four at a time), so these are in flight
      // when the signal comes: each sent once the server has taken its request (under this load
      // its loop can lag by more than any fixed pause).
      const sent = accounts.slice(0, IN_FLIGHT).map((a) => signIn(live.url, a));
      await Promise.all(sent.map((s) => s.taken));
      const signalledAt = performance.now();
      const refused = pause(150).then(() => connects(live.port));
      const exit = await live.kill('SIGTERM');
      const answers = await Promise.all(sent.map((s) => s.answer));
      return {
        exit,
        refused: await refused,
        inFlight: answers.map((a) => a.status),
        stillRunning: answers.filter((a) => a.at > signalledAt).length,
      };
    })();
    const journeys = onSchedule(PLAYERS, RATE, async (i) => {
      const account = accounts[i]!;
      const registration = await register(players, account, i, 'graceful');
      await payMock(players, account, registration);
      return { account, registration };
    });
    const { exit, refused, inFlight, stillRunning } = await stopping;

    expect(exit.code).toBe(0);
    expect(exit.ms).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    checked(
      `SIGTERM under load: the process exited with code 0 in ${(exit.ms / 1000).toFixed(1)} s (limit ${SHUTDOWN_TIMEOUT_MS / 1000} s)`,
    );
    expect(refused).toBe('ECONNREFUSED');
    checked('150 ms after the signal, a new connection was refused (the listener was closed)');

    expect(inFlight).toEqual(Array.from({ length: IN_FLIGHT }, () => 200));
    expect(stillRunning).toBeGreaterThan(0);
    checked(
      `${IN_FLIGHT} sign-ins read by the server before the signal all finished (200, signed in), ${stillRunning} of them after it; none cut`,
    );
    const cut = log.tries.filter((t) => t.status !== null && t.status >= 500 && t.status !== 503);
    expect(cut).toEqual([]);

    // Started again, the players who were cut off try again and finish.
    await live.start();
    const paid = await journeys;
    await expectSettled(live, log, paid);
  });
});

/**
 * Signs `account` in again on a connection of its own (none kept alive from before, which the
 * server may be closing as idle just as it is reused): `taken` once the server has taken the
 * request (it asks for the body with `Expect: 100-continue`, which Node's server answers as it
 * starts the request) and the body is sent; `answer` its status (0 when it got no answer) and
 * when it came.
 */
function signIn(
  url: string,
  account: Account,
): { taken: Promise<void>; answer: Promise<{ status: number; at: number }> } {
  const body = JSON.stringify({ email: account.email, password: account.password });
  let taken!: Promise<void>;
  const status = new Promise<number>((resolve) => {
    const req = http.request(
      `${url}/api/auth/sign-in/email`,
      {
        method: 'POST',
        agent: false,
        headers: {
          origin: url,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': account.ip,
          expect: '100-continue',
        },
      },
      (res) => {
        res.resume();
        res.once('end', () =>
          resolve(res.headers['set-auth-token'] ? (res.statusCode ?? 0) : -(res.statusCode ?? 0)),
        );
      },
    );
    req.once('error', () => resolve(0));
    taken = new Promise((sent) => {
      req.once('continue', () => req.end(body, () => sent()));
      req.once('error', () => sent());
    });
    req.flushHeaders();
  });
  return { taken, answer: status.then((code) => ({ status: code, at: performance.now() })) };
}

/** Whether a new TCP connection to `port` opens: 'connected', or the error's code. */
function connects(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}
