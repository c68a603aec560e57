import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Lang, t } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Executor } from '../../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';

export type Mail = { to: string; subject: string; text: string; html?: string };

export const MAIL_QUEUE = 'mail.send';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A mail template from the message catalogue: `mail.<name>.subject` and `mail.<name>.body`
 * (paragraphs separated by blank lines; `{link}` rendered as a link in the HTML part).
 */
export function renderMail(
  lang: Lang,
  name: string,
  params: Record<string, string | number>,
  to: string,
): Mail {
  const subject = t(lang, `mail.${name}.subject`, params);
  const text = t(lang, `mail.${name}.body`, params);
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => {
      const escaped = escapeHtml(p).replace(/\n/g, '<br>');
      const link = params.link ? escapeHtml(String(params.link)) : null;
      return `<p>${link ? escaped.replace(link, `<a href="${link}">${link}</a>`) : escaped}</p>`;
    })
    .join('\n');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">${paragraphs}</body></html>`;
  return { to, subject, text, html };
}

/**
 * Delivery over SMTP (`SMTP_URL`), or, without it, `.eml` files in DATA_DIR/mail so a newcomer
 * can open a reset link. Sending always goes through the job queue, which retries.
 */
export function createMailer(deps: {
  smtpUrl?: string;
  mailDir: string;
  from: string;
  log: FastifyBaseLogger;
  jobs: JobQueue;
}) {
  const transport = deps.smtpUrl
    ? nodemailer.createTransport(deps.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function deliver(mail: Mail): Promise<void> {
    const info = await transport.sendMail({ from: deps.from, ...mail });
    if (!deps.smtpUrl) {
      await mkdir(deps.mailDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
      const tmp = join(deps.mailDir, `.${name}.tmp`);
      await writeFile(tmp, (info as unknown as { message: Buffer }).message);
      await rename(tmp, join(deps.mailDir, name));
      deps.log.info(
        { to: mail.to, subject: mail.subject, file: join(deps.mailDir, name) },
        'mail written to outbox',
      );
    } else {
      deps.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    }
  }

  deps.jobs.register(MAIL_QUEUE, async (payload: Mail) => deliver(payload));

  return {
    deliver,
    /** Queues a mail on the caller's transaction: it is sent only if the write commits. */
    async send(db: Executor, mail: Mail): Promise<void> {
      await deps.jobs.enqueue(db, MAIL_QUEUE, mail, { maxAttempts: 8 });
    },
    close() {
      transport.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
