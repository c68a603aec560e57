import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { messageCatalogues } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backoffMs, createJobQueue } from '../src/core/jobs/queue.ts';
import { jobs } from '../src/core/jobs/tables.ts';
import { createMailer, MAIL_QUEUE, renderMail } from '../src/core/mail/mailer.ts';
import { createTestApp, type TestApp } from './harness.ts';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
function smtpServer(received: Received[]) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
}

function listen(server: SMTPServer, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
}

const closeServer = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

const jobRow = async (t: TestApp, id: number) =>
  (await t.deps.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe('mail over SMTP through the job queue', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;
  let t: TestApp;

  beforeAll(async () => {
    server = smtpServer(received);
    port = await listen(server);
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await closeServer(server);
  });

  it('delivers a queued mail only once its transaction commits', async () => {
    const mail = renderMail(
      'pl',
      'reset_password',
      { first_name: 'Zofia', email: 'zofia@example.pl', link: 'http://portal.test/#/reset/abc', minutes: 60 },
      'zofia@example.pl',
    );
    await expect(
      t.deps.db.transaction(async (tx) => {
        await t.deps.mailer.send(tx, { ...mail, to: 'rolled-back@example.pl' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow();
    await t.deps.db.transaction((tx) => t.deps.mailer.send(tx, mail));
    expect(await t.deps.jobs.runDue()).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['zofia@example.pl']);
    expect(received[0].raw).toContain('Subject: =?UTF-8?');
    expect(received[0].raw).toContain('http://portal.test/#/reset/abc');
  });

  it('retries with backoff while the SMTP server is down, then delivers once', async () => {
    received.length = 0;
    await closeServer(server);
    await t.deps.db.transaction((tx) =>
      t.deps.mailer.send(
        tx,
        renderMail(
          'en',
          'reset_password',
          { first_name: 'Adam', email: 'a@example.pl', link: 'http://portal.test/x', minutes: 60 },
          'adam@example.pl',
        ),
      ),
    );
    const [{ id }] = await t.deps.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.queue, MAIL_QUEUE), eq(jobs.status, 'pending')));

    expect(await t.deps.jobs.runDue()).toBe(1);
    let row = await jobRow(t, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toBeTruthy();
    expect(row.run_at.getTime()).toBe(t.clock.now().getTime() + backoffMs(1));

    // Not due yet: nothing runs until the clock passes the backoff.
    expect(await t.deps.jobs.runDue()).toBe(0);
    t.clock.advance(backoffMs(1));
    expect(await t.deps.jobs.runDue()).toBe(1);
    row = await jobRow(t, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row.run_at.getTime()).toBe(t.clock.now().getTime() + backoffMs(2));
    expect(backoffMs(2)).toBe(2 * backoffMs(1));

    server = smtpServer(received);
    await listen(server, port);
    t.clock.advance(backoffMs(2) - 1);
    expect(await t.deps.jobs.runDue()).toBe(0);
    t.clock.advance(1);
    expect(await t.deps.jobs.runDue()).toBe(1);
    row = await jobRow(t, id);
    expect(row).toMatchObject({ status: 'done', attempts: 3, last_error: null });
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['adam@example.pl']);
    expect(await t.deps.jobs.runDue()).toBe(0);
    expect(received).toHaveLength(1);
  });
});

describe('mail outbox without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes an .eml file and logs its subject and recipient', async () => {
    const logged: Record<string, unknown>[] = [];
    const log = {
      info: (o: Record<string, unknown>) => logged.push(o),
      warn: () => {},
    } as unknown as FastifyBaseLogger;
    const queue = createJobQueue({ db: t.deps.db, clock: t.clock, log, pollMs: 1000 });
    const mailer = createMailer({ mailDir: t.config.mailDir, from: t.config.mailFrom, log, jobs: queue });
    const mail = renderMail(
      'pl',
      'reset_password',
      { first_name: 'Łucja', email: 'l@example.pl', link: 'http://portal.test/#/reset/żółć', minutes: 60 },
      'lucja@example.pl',
    );
    await t.deps.db.transaction((tx) => mailer.send(tx, mail));
    expect(await queue.runDue()).toBe(1);

    const files = readdirSync(t.config.mailDir);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const eml = readFileSync(join(t.config.mailDir, files[0]), 'utf8');
    expect(eml).toContain('To: lucja@example.pl');
    expect(eml).toMatch(/Subject: /);
    expect(logged).toContainEqual(
      expect.objectContaining({
        to: 'lucja@example.pl',
        subject: mail.subject,
        file: join(t.config.mailDir, files[0]),
      }),
    );
    mailer.close();
  });
});

describe('mail templates', () => {
  const templates = Object.keys(messageCatalogues.pl.mail as object);
  const paramsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

  it('exist in Polish and English with the same parameters', () => {
    expect(templates.length).toBeGreaterThan(0);
    const en = messageCatalogues.en.mail as Record<string, { subject: string; body: string }>;
    const pl = messageCatalogues.pl.mail as Record<string, { subject: string; body: string }>;
    expect(Object.keys(en).sort()).toEqual([...templates].sort());
    for (const name of templates) {
      for (const part of ['subject', 'body'] as const) {
        expect(new Set(paramsOf(en[name][part])), `${name}.${part}`).toEqual(
          new Set(paramsOf(pl[name][part])),
        );
      }
    }
  });

  it.each(templates)('%s renders in both languages with every parameter filled and HTML escaped', (name) => {
    const pl = messageCatalogues.pl.mail as Record<string, { subject: string; body: string }>;
    const params: Record<string, string> = {};
    for (const p of paramsOf(`${pl[name].subject}\n${pl[name].body}`))
      params[p] = p === 'link' ? 'http://portal.test/#/x?a=1&b=2' : `<${p}>`;
    for (const lang of ['pl', 'en'] as const) {
      const mail = renderMail(lang, name, params, 'to@example.pl');
      expect(mail.to).toBe('to@example.pl');
      expect(mail.subject).not.toMatch(/\{\w+\}|^mail\./);
      expect(mail.text).not.toMatch(/\{\w+\}/);
      expect(mail.html).not.toMatch(/<(?!\/?(p|br|a|body|html|!doctype)\b)[a-z]/i);
      if (params.link) expect(mail.html).toContain('<a href="http://portal.test/#/x?a=1&#38;b=2">');
    }
  });
});
