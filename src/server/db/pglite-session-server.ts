import fs from 'node:fs';
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

// PGlite is one Postgres session. Several clients (the ORM's pool, the auth library's pool, a
// command-line tool) reach it through this Unix socket server, which hands the session to one
// client at a time: from the client's first message until Postgres is ready for a query again
// outside a transaction. So an extended-protocol batch (Parse, Bind, Execute, Sync) or a whole
// transaction never interleaves with another client's messages, which is what broke with
// pglite-socket (its queue switches clients between any two messages outside a transaction:
// electric-sql/pglite#1046).
//
// A client that holds the session (inside a transaction or a batch) without sending anything while
// others wait loses its connection after `idleInTransactionMs`, as `idle_in_transaction_session_timeout` would do on
// PostgreSQL, so a mistake cannot hang every request for good.

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const GSS_REQUEST = 80877104;
/** Messages after which Postgres answers ReadyForQuery: the points where the session can change hands. */
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'

export interface SessionServerOptions {
  db: PGlite;
  path: string;
  idleInTransactionMs?: number;
}

/** A frontend message: its type byte, or 'startup' for the startup packet (which has none). */
interface Message {
  type: number | 'startup';
  bytes: Buffer;
}

class Client {
  buffer: Buffer = Buffer.alloc(0);
  readonly messages: Message[] = [];
  started = false;
  closed = false;
  readonly socket: net.Socket;
  constructor(socket: net.Socket) {
    this.socket = socket;
  }
}

export class PGliteSessionServer {
  readonly #db: PGlite;
  readonly #path: string;
  readonly #idleInTransactionMs: number;
  readonly #clients = new Set<Client>();
  /** Clients with messages to run, in arrival order. */
  readonly #waiting: Client[] = [];
  #server: net.Server | null = null;
  /** The client the session belongs to, between its first message and the next idle ReadyForQuery. */
  #holder: Client | null = null;
  #running = false;
  #idleTimer: NodeJS.Timeout | undefined;

  constructor(options: SessionServerOptions) {
    this.#db = options.db;
    this.#path = options.path;
    this.#idleInTransactionMs = options.idleInTransactionMs ?? 30_000;
  }

  async start(): Promise<void> {
    fs.rmSync(this.#path, { force: true });
    const server = net.createServer((socket) => this.#accept(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.#path, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.#server = server;
  }

  /** Stops listening, drops every client (rolling back what the holder left open) and waits for the session to be free. */
  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : null;
    for (const client of this.#clients) this.#drop(client);
    await this.#settle();
    await closed;
  }

  #accept(socket: net.Socket): void {
    if (!this.#server) {
      socket.destroy();
      return;
    }
    const client = new Client(socket);
    this.#clients.add(client);
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.#receive(client, chunk));
    socket.on('error', () => this.#drop(client));
    socket.on('close', () => this.#drop(client));
  }

  #receive(client: Client, chunk: Buffer): void {
    if (client.closed) return;
    client.buffer = client.buffer.length ? Buffer.concat([client.buffer, chunk]) : chunk;
    const hadMessages = client.messages.length > 0;
    for (;;) {
      const message = client.started ? nextMessage(client) : nextStartupPacket(client);
      if (message === 'incomplete') break;
      if (message === 'handled') continue;
      client.messages.push(message);
    }
    if (client.messages.length && !hadMessages && client !== this.#holder) this.#waiting.push(client);
    this.#clearIdleTimer();
    void this.#run();
  }

  /** Runs messages one at a time, keeping the session with its holder until it is idle again. */
  async #run(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      for (;;) {
        const client = this.#holder ?? this.#nextWaiting();
        if (!client) return;
        this.#holder = client;
        if (client.closed) {
          await this.#release(client);
          continue;
        }
        const message = client.messages.shift();
        if (!message) {
          // Mid-batch or inside a transaction: the session stays with this client until it goes on.
          this.#armIdleTimer(client);
          return;
        }
        await this.#execute(client, message.bytes);
        const readyForQuery = message.type === SYNC || message.type === QUERY || message.type === 'startup';
        if (readyForQuery && !this.#db.isInTransaction()) {
          this.#holder = null;
          if (client.messages.length) this.#waiting.push(client);
        }
      }
    } finally {
      this.#running = false;
    }
  }

  #nextWaiting(): Client | undefined {
    for (;;) {
      const client = this.#waiting.shift();
      if (!client || !client.closed) return client;
    }
  }

  async #execute(client: Client, message: Buffer): Promise<void> {
    try {
      await this.#db.runExclusive(() =>
        this.#db.execProtocolRawStream(new Uint8Array(message), {
          onRawData: (data) => {
            if (!client.closed && data.length) client.socket.write(Buffer.from(data));
          },
        }),
      );
    } catch {
      // The backend itself failed (not an SQL error, which it answers in the protocol): this
      // client cannot trust its session any more.
      this.#drop(client);
    }
  }

  /** Frees the session from a client that went away, rolling back what it left open. */
  async #release(client: Client): Promise<void> {
    this.#holder = null;
    client.messages.length = 0;
    if (this.#db.isInTransaction()) {
      // exec takes PGlite's own lock.
      await this.#db.exec('ROLLBACK').catch(() => undefined);
    }
  }

  #drop(client: Client): void {
    if (client.closed) return;
    client.closed = true;
    client.messages.length = 0;
    this.#clients.delete(client);
    client.socket.destroy();
    if (client === this.#holder) {
      this.#clearIdleTimer();
      void this.#run();
    }
  }

  /** Resolves once no client holds the session and nothing runs. */
  async #settle(): Promise<void> {
    while (this.#running || this.#holder) {
      if (!this.#running) await this.#run();
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  #armIdleTimer(client: Client): void {
    this.#clearIdleTimer();
    this.#idleTimer = setTimeout(() => {
      if (this.#holder === client && this.#waiting.length > 0) this.#drop(client);
      else if (this.#holder === client) this.#armIdleTimer(client);
    }, this.#idleInTransactionMs);
    this.#idleTimer.unref();
  }

  #clearIdleTimer(): void {
    clearTimeout(this.#idleTimer);
    this.#idleTimer = undefined;
  }
}

/**
 * The next startup-phase packet (length, then a code): SSL and GSS requests are declined here,
 * a cancel request is ignored (PGlite cannot interrupt a query), the startup message goes to PGlite.
 */
function nextStartupPacket(client: Client): Message | 'incomplete' | 'handled' {
  if (client.buffer.length < 8) return 'incomplete';
  const length = client.buffer.readInt32BE(0);
  if (client.buffer.length < length) return 'incomplete';
  const packet = client.buffer.subarray(0, length);
  client.buffer = client.buffer.subarray(length);
  const code = packet.readInt32BE(4);
  if (code === SSL_REQUEST || code === GSS_REQUEST) {
    client.socket.write('N');
    return 'handled';
  }
  if (code === CANCEL_REQUEST) {
    client.socket.end();
    return 'handled';
  }
  client.started = true;
  return { type: 'startup', bytes: Buffer.from(packet) };
}

/** The next regular message (type byte, then length); Terminate closes the connection here. */
function nextMessage(client: Client): Message | 'incomplete' | 'handled' {
  if (client.buffer.length < 5) return 'incomplete';
  const length = 1 + client.buffer.readInt32BE(1);
  if (client.buffer.length < length) return 'incomplete';
  const message = Buffer.from(client.buffer.subarray(0, length));
  client.buffer = client.buffer.subarray(length);
  if (message[0] === TERMINATE) {
    client.socket.end();
    return 'handled';
  }
  return { type: message[0]!, bytes: message };
}
