// Players as the fault suite plays them: accounts made first, then journeys whose every call is
// retried as a careful client would (the same call again after no answer or a 503), and a record
// of every answer, so a scenario can check that none was one a client could not retry safely.

export interface Account {
  ip: string;
  token: string;
  email: string;
  password: string;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** What the calls of a run met: how many tries, and every answer a client must not get. */
export interface CallLog {
  calls: number;
  /** Tries that got no answer (the connection refused or cut): a client tries again. */
  unanswered: number;
  /** 503 answers, each with its Retry-After. */
  unavailable: { retryAfter: string | null }[];
  /** Answers no careful client can act on: any other 5xx, or a 4xx the journey did not expect. */
  wrong: string[];
  /** Every try: when it was sent and ended (performance.now()), and its status (null: no answer). */
  tries: { sent: number; ended: number; status: number | null; error?: string }[];
}

export const newCallLog = (): CallLog => ({ calls: 0, unanswered: 0, unavailable: [], wrong: [], tries: [] });

/** The calls of the fault suite's players against one server. */
export function playersOf(url: () => string, log: CallLog, options: { deadlineMs?: number } = {}) {
  const deadlineMs = options.deadlineMs ?? 120_000;

  /**
   * One call, tried again after no answer or a 503 (waiting a quarter of a second, not the whole
   * Retry-After: the scenarios want the server back as soon as it is) until it is answered or the
   * deadline passes. Answers the final answer; a 4xx the caller did not list as `expected` is
   * logged as wrong.
   */
  async function call(
    method: string,
    pathname: string,
    options: { account?: Account; body?: unknown; form?: Record<string, string>; expected?: number[] } = {},
  ): Promise<Answer | null> {
    const until = Date.now() + deadlineMs;
    const headers: Record<string, string> = { origin: url() };
    if (options.account) {
      headers['x-forwarded-for'] = options.account.ip;
      headers.authorization = `Bearer ${options.account.token}`;
    }
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    while (Date.now() < until) {
      log.calls++;
      const sent = performance.now();
      let res: Response;
      let text: string;
      try {
        res = await fetch(url() + pathname, {
          method,
          headers,
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(30_000),
        });
        text = await res.text();
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        log.tries.push({ sent, ended: performance.now(), status: null, error: cause?.code ?? String(error) });
        log.unanswered++;
        await pause(250);
        continue;
      }
      log.tries.push({ sent, ended: performance.now(), status: res.status });
      if (res.status === 503) {
        log.unavailable.push({ retryAfter: res.headers.get('retry-after') });
        await pause(250);
        continue;
      }
      if (res.status >= 500 || (res.status >= 400 && !options.expected?.includes(res.status)))
        log.wrong.push(`${method} ${pathname}: ${res.status} ${text.slice(0, 200)}`);
      return { status: res.status, headers: res.headers, body: parse(text) };
    }
    log.wrong.push(`${method} ${pathname}: no answer within ${deadlineMs / 1000} s`);
    return null;
  }

  /** A player's account: signed up and signed in, from an address of their own. */
  async function account(i: number, tag: string): Promise<Account> {
    const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    const email = `fault-${tag}-${i}@example.in`;
    const password = `Fault-password-${tag}-${i}`;
    await call('POST', '/api/auth/sign-up/email', {
      body: { email, password, name: `Fault Player ${i}` },
      account: { ip, token: '', email, password },
    });
    const signedIn = await call('POST', '/api/auth/sign-in/email', {
      body: { email, password },
      account: { ip, token: '', email, password },
    });
    const token = signedIn?.headers.get('set-auth-token');
    if (!token) throw new Error(`player ${i} could not sign in`);
    return { ip, token, email, password };
  }

  return { call, account };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}
