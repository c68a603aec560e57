import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { oneFile, pdf } from '../../modules/media/test-fixtures.ts';
import { createRateMonitor } from './transport.ts';

describe('createRateMonitor', () => {
  it('forgives the first window, then wants the minimum average over the last window', () => {
    const m = createRateMonitor(1000, 10_000, 0, 0);
    expect(m.sample(5_000, 0)).toBe('ok');
    expect(m.sample(10_000, 20_000)).toBe('ok');
    expect(m.sample(15_000, 21_000)).toBe('ok');
    expect(m.sample(21_000, 22_000)).toBe('slow');
  });
});

/** Talks HTTP over a raw socket, so the test controls how fast the body arrives. */
class SlowClient {
  private socket: Socket;
  private received: Buffer[] = [];
  readonly closed: Promise<string>;
  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1');
    this.socket.on('data', (d) => {
      this.received.push(d);
    });
    this.closed = new Promise((resolve) => {
      this.socket.on('close', () => resolve(Buffer.concat(this.received).toString('utf8')));
      this.socket.on('error', () => undefined);
    });
  }
  write(data: string | Buffer) {
    if (!this.socket.destroyed) this.socket.write(data);
  }
  /** Sends `body` in `chunk`-byte pieces every `everyMs`, until it is sent or the socket closes. */
  trickle(body: Buffer, chunk: number, everyMs: number) {
    let at = 0;
    const timer = setInterval(() => {
      if (this.socket.destroyed || at >= body.length) return clearInterval(timer);
      this.write(body.subarray(at, at + chunk));
      at += chunk;
    }, everyMs);
    this.closed.then(() => clearInterval(timer));
  }
}

let t: TestApp;
let port: number;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ requestTimeoutMs: 600, uploadMinBytesPerSecond: 2000, uploadRateWindowMs: 300 });
  token = (await createUser(t, { role: 'moderator-service' })).token;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

function head(path: string, type: string, length: number) {
  return (
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
    `Content-Type: ${type}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`
  );
}

describe('request time limits', () => {
  it('cuts a JSON body that does not arrive within the total limit (408)', async () => {
    const client = new SlowClient(port);
    client.write(head('/api/media/media/directories', 'application/json', 1000));
    client.trickle(Buffer.alloc(1000, 0x20), 1, 50);
    const answer = await client.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('Przekroczono czas oczekiwania na odpowiedź');
  });

  it('cuts an upload that falls below the minimum transfer rate (408)', async () => {
    const { payload, headers } = oneFile('wolny.pdf', Buffer.concat([pdf(), Buffer.alloc(50_000, 0x20)]));
    const client = new SlowClient(port);
    client.write(head('/api/media/uploads', headers['content-type'], payload.length));
    client.trickle(payload, 10, 50);
    expect(await client.closed).toMatch(/^HTTP\/1\.1 408/);
  });

  it('lets an upload run past the JSON limit while it keeps the minimum rate', async () => {
    const { payload, headers } = oneFile('szybki.pdf', Buffer.concat([pdf(), Buffer.alloc(40_000, 0x20)]));
    const client = new SlowClient(port);
    const started = Date.now();
    client.write(head('/api/media/uploads', headers['content-type'], payload.length));
    client.trickle(payload, 1500, 40);
    const answer = await client.closed;
    expect(Date.now() - started).toBeGreaterThan(600);
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
  });
});
