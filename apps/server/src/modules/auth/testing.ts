import type { AddressInfo } from 'node:net';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { TestApp } from '../../../test/harness.ts';
import { users } from '../people/tables.ts';
import { hashPassword } from './passwords.ts';

/**
 * Test support for sign-in flows (imported by tests only): a captcha solved the way the
 * browser widget does it, a real SMTP server on 127.0.0.1 that keeps what it receives, and
 * a password for a factory user.
 */

/** Fetches a challenge from the app and solves it with altcha-lib's own solver. */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const res = await t.request('GET', '/api/auth/captcha');
  if (res.status !== 200) throw new Error(`captcha: ${res.status} ${res.raw}`);
  const challenge = res.body;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function setPassword(t: TestApp, userId: number, password: string): Promise<void> {
  await t.deps.db
    .update(users)
    .set({ password_hash: await hashPassword(password) })
    .where(eq(users.id, userId));
}

export type ReceivedMail = { from: string; to: string[]; subject: string; text: string; raw: string };

function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function headerOf(block: string, name: string): string {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  const m = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return m ? m[1].trim() : '';
}

/** The text/plain part of a message, decoded. */
function plainText(raw: string): string {
  const parts = raw.split(/\r?\n(?=--)/);
  for (const part of [raw, ...parts]) {
    const [head, ...rest] = part.split(/\r?\n\r?\n/);
    if (!/content-type:\s*text\/plain/i.test(head)) continue;
    const body = rest.join('\n\n').replace(/\r?\n--[^\r\n]*--?\s*$/, '');
    const encoding = headerOf(head, 'Content-Transfer-Encoding').toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).replace(/\r\n/g, '\n');
    return body.replace(/\r\n/g, '\n');
  }
  return '';
}

/** A real SMTP server on a free loopback port; stop it with `close()`. */
export async function startSmtpServer() {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.split(/\r?\n\r?\n/)[0];
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: decodeHeader(headerOf(head, 'Subject')),
          text: plainText(raw),
          raw,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Mails received for one address, oldest first. */
    to: (address: string) => mails.filter((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** The first link to the web app's auth routes in a mail. */
export function linkIn(mail: ReceivedMail): string {
  const m = /https?:\/\/\S+\/#\/auth\/[\w-]+\/[A-Za-z0-9_-]+/.exec(mail.text);
  if (!m) throw new Error(`no link in mail: ${mail.text}`);
  return m[0];
}
