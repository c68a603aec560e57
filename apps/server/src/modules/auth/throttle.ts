import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import { tooManyRequests } from '../../core/http/errors.ts';
import type { Executor } from '../../db/client.ts';
import { loginFailures } from './tables.ts';

/**
 * Brute-force limits of sign-in (issue 3): 5 failures for one e-mail or 20 from one client IP
 * within 15 minutes block further attempts until the window has passed. Counters live in
 * PostgreSQL so every instance sees them; time comes from the app clock so tests can move it.
 */
export const LOGIN_LIMITS = { perEmail: 5, perIp: 20, windowMs: 15 * 60_000 } as const;

type Subject = { kind: 'email' | 'ip'; subject: string; limit: number };

function subjects(email: string, ip: string): Subject[] {
  return [
    { kind: 'email', subject: email.toLowerCase(), limit: LOGIN_LIMITS.perEmail },
    { kind: 'ip', subject: ip, limit: LOGIN_LIMITS.perIp },
  ];
}

/**
 * Throws 429 with `Retry-After` while either counter is at its limit. The wait ends when the
 * limit-th most recent failure leaves the window.
 */
export async function assertLoginAllowed(deps: AppDeps, email: string, ip: string): Promise<void> {
  const now = deps.clock.now().getTime();
  const since = new Date(now - LOGIN_LIMITS.windowMs);
  let retryAt = 0;
  for (const s of subjects(email, ip)) {
    const recent = await deps.db
      .select({ failed_at: loginFailures.failed_at })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.kind, s.kind),
          eq(loginFailures.subject, s.subject),
          gt(loginFailures.failed_at, since),
        ),
      )
      .orderBy(desc(loginFailures.failed_at))
      .limit(s.limit);
    if (recent.length >= s.limit) {
      retryAt = Math.max(retryAt, recent[s.limit - 1].failed_at.getTime() + LOGIN_LIMITS.windowMs);
    }
  }
  if (retryAt > now) throw tooManyRequests((retryAt - now) / 1000);
}

export async function recordLoginFailure(deps: AppDeps, email: string, ip: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(loginFailures)
      .where(lt(loginFailures.failed_at, new Date(now.getTime() - LOGIN_LIMITS.windowMs)));
    await tx
      .insert(loginFailures)
      .values(subjects(email, ip).map((s) => ({ kind: s.kind, subject: s.subject, failed_at: now })));
  });
}

/**
 * A successful sign-in, or a password set from an e-mailed link (which proves the mailbox),
 * clears the e-mail's counter; the IP's stays, or one account could reset it.
 */
export async function clearEmailFailures(db: Executor, email: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.kind, 'email'), eq(loginFailures.subject, email.toLowerCase())));
}
