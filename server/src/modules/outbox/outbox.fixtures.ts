import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { OUTBOX_HEADERS } from '@portal/contract';
import { verifySignature } from '../../platform/outbox.js';

/** How the test receiver answers a delivery. */
export type ReceiverMode = 'accept' | 'status';

export interface ReceivedDelivery {
  key: string;
  topic: string;
  signatureValid: boolean;
  body: { id: string; topic: string; key: string; createdAt: string; payload: unknown };
  at: number;
}

/**
 * A DMS stand-in on a free port (node:http), as a real receiver behaves: it checks the signature
 * (refusing a wrong one with 401), takes each idempotency key once and acknowledges repeats with
 * 200, and counts what it took. Tests make it answer an error, be slow, or go down and come back.
 */
export class TestReceiver {
  readonly deliveries: ReceivedDelivery[] = [];
  /** Idempotency keys acted on, each once: a repeat of a taken key is acknowledged (200), not taken again. */
  readonly taken = new Set<string>();
  /** Repeats of taken keys that were acknowledged (a retry after a lost answer, a replay). */
  duplicates = 0;
  /** Every request per idempotency key, repeats included. */
  readonly seen = new Map<string, number>();
  /** Answer this status instead of taking the delivery (e.g. 503, 422); null: take it. */
  failWith: number | null = null;
  /** Wait this long before answering (a slow DMS). */
  delayMs = 0;
  /** Requests received and not answered yet. */
  inFlight = 0;
  private server: http.Server;
  port = 0;

  private constructor(readonly secret: string) {
    this.server = this.makeServer();
  }

  static async start(secret: string, port = 0): Promise<TestReceiver> {
    const r = new TestReceiver(secret);
    await r.listen(port);
    return r;
  }

  get url() {
    return `http://127.0.0.1:${this.port}/dms/orders`;
  }

  private makeServer() {
    return http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        this.inFlight += 1;
        const answer = () => {
          this.inFlight -= 1;
          const h = (name: string) => req.headers[name] as string | undefined;
          const key = h(OUTBOX_HEADERS.idempotencyKey) ?? '';
          this.seen.set(key, (this.seen.get(key) ?? 0) + 1);
          const signatureValid = verifySignature(this.secret, { signature: h(OUTBOX_HEADERS.signature), timestamp: h(OUTBOX_HEADERS.timestamp) }, raw, new Date());
          if (!signatureValid) return this.reply(res, 401, { error: 'bad signature' });
          if (this.failWith !== null) return this.reply(res, this.failWith, { error: 'not now' });
          const body = JSON.parse(raw) as ReceivedDelivery['body'];
          this.deliveries.push({ key, topic: h(OUTBOX_HEADERS.topic) ?? '', signatureValid, body, at: Date.now() });
          if (this.taken.has(key)) this.duplicates += 1;
          else this.taken.add(key);
          this.reply(res, 200, { received: key });
        };
        if (this.delayMs) setTimeout(answer, this.delayMs);
        else answer();
      });
    });
  }

  private reply(res: http.ServerResponse, status: number, body: unknown) {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  private listen(port: number) {
    return new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => {
        this.port = (this.server.address() as AddressInfo).port;
        resolve();
      });
    });
  }

  /** Stops answering: connections are refused until `up()`. */
  async down() {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Listens again on the same port. */
  async up() {
    this.server = this.makeServer();
    await this.listen(this.port);
  }

  async close() {
    if (this.server.listening) await this.down();
  }
}
