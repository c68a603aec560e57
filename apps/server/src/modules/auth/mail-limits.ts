import { and, count, eq, gt, inArray, lt, min } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import { AppError } from '../../core/http/errors.ts';
import type { Executor } from '../../db/client.ts';
import { rateLimitEvents } from './tables.ts';

/**
 * Limits of the e-mails a stranger can make the portal send (issue 14): password reset,
 * invitation and registration mails, counted per recipient address and per client IP within
 * `MAIL_LIMIT_WINDOW_MINUTES`. One counter per address (not per kind of mail), so alternating
 * reset and registration does not double what one mailbox receives. Counters live in
 * PostgreSQL (every instance sees them) and time comes from the app clock (tests move it).
 *
 * What a caller does when the limit is reached differs by form, so this module only answers:
 * the reset form answers as usual and sends nothing (a 429 there would tell that the address
 * has an account); registration and invitation answer 429 (registration answers the same for
 * a new and a taken address, and both count, so the 429 tells nothing about accounts).
 */
const BUCKET = { address: 'mail:address', ip: 'mail:ip' } as const;

type Subject = { bucket: string; subject: string; limit: number };

function subjectsOf(deps: AppDeps, address: string, ip: string | undefined): Subject[] {
  const { perAddress, perIp } = deps.config.mailLimits;
  const list: Subject[] = [
    { bucket: BUCKET.address, subject: address.trim().toLowerCase(), limit: perAddress },
  ];
  if (ip) list.push({ bucket: BUCKET.ip, subject: ip, limit: perIp });
  return list;
}

/**
 * Counts one e-mail to `address` caused from `ip` (none for mails staff cause by approving),
 * on the caller's transaction so a rolled-back write does not use up the allowance. Returns
 * null when the mail may go, or the seconds until it may when a limit is reached (then
 * nothing is counted).
 */
export async function takeMailAllowance(
  deps: AppDeps,
  tx: Executor,
  address: string,
  ip: string | undefined,
): Promise<number | null> {
  const { windowMs } = deps.config.mailLimits;
  const now = deps.clock.now();
  const since = new Date(now.getTime() - windowMs);
  const subjects = subjectsOf(deps, address, ip);
  await tx.delete(rateLimitEvents).where(
    and(
      inArray(
        rateLimitEvents.bucket,
        subjects.map((s) => s.bucket),
      ),
      lt(rateLimitEvents.at, since),
    ),
  );
  let retryAt = 0;
  for (const s of subjects) {
    const [row] = await tx
      .select({ n: count(), oldest: min(rateLimitEvents.at) })
      .from(rateLimitEvents)
      .where(
        and(
          eq(rateLimitEvents.bucket, s.bucket),
          eq(rateLimitEvents.subject, s.subject),
          gt(rateLimitEvents.at, since),
        ),
      );
    if (Number(row.n) >= s.limit && row.oldest) {
      // Conservative: the wait ends when the oldest counted mail leaves the window.
      retryAt = Math.max(retryAt, new Date(row.oldest).getTime() + windowMs);
    }
  }
  if (retryAt > now.getTime()) return Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000));
  await tx
    .insert(rateLimitEvents)
    .values(subjects.map((s) => ({ bucket: s.bucket, subject: s.subject, at: now })));
  return null;
}

/** 429 + Retry-After with the message of a mail limit. */
function tooManyMails(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, 'errors.too_many_mails', { minutes: Math.ceil(seconds / 60) }, undefined, {
    'retry-after': String(seconds),
  });
}

/** For registration and invitation: throws 429 when a mail limit is reached. */
export async function assertMailAllowed(
  deps: AppDeps,
  tx: Executor,
  address: string,
  ip: string | undefined,
): Promise<void> {
  const wait = await takeMailAllowance(deps, tx, address, ip);
  if (wait !== null) throw tooManyMails(wait);
}
