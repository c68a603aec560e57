import { formatFileSize } from '@portal/contracts';
import { and, count, eq, gt, min, sum } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import { files } from '../../core/files/tables.ts';
import { AppError } from '../../core/http/errors.ts';

/**
 * Upload limits against abuse (issue 14), checked at the start of every upload handler before
 * a byte is stored:
 * - a per-user rate: at most `UPLOAD_RATE_PER_HOUR` files stored by one user within the last
 *   hour (staff and partners alike), else 429 + Retry-After;
 * - a per-company quota: the files of one partner company (`files.partner_id`, set on its
 *   users' uploads) may total `UPLOAD_QUOTA_MB_PER_COMPANY`, else 413. Staff uploads belong to
 *   no company and are not capped. Uploads never attached to a record are purged after 24 h,
 *   so an abandoned upload frees its share.
 *
 * Both are counted from the `files` table itself, so they hold across instances with no
 * counter of their own.
 */

export function quotaExceeded(deps: AppDeps): AppError {
  return new AppError(413, 'errors.upload_quota', {
    limit: formatFileSize(deps.config.uploadQuotaBytesPerCompany),
  });
}

/** 429 while the user has stored `UPLOAD_RATE_PER_HOUR` files within the hour. */
async function assertUploadRate(deps: AppDeps, userId: number): Promise<void> {
  const limit = deps.config.uploadRatePerUser;
  if (!limit) return;
  const windowMs = deps.config.uploadCountWindowMs;
  const now = deps.clock.now().getTime();
  const [row] = await deps.db
    .select({ n: count(), oldest: min(files.uploaded_at) })
    .from(files)
    .where(and(eq(files.uploaded_by, userId), gt(files.uploaded_at, new Date(now - windowMs))));
  if (Number(row.n) < limit || !row.oldest) return;
  // The oldest upload in the window leaving it frees the next slot.
  const seconds = Math.max(1, Math.ceil((new Date(row.oldest).getTime() + windowMs - now) / 1000));
  throw new AppError(429, 'errors.too_many_uploads', { minutes: Math.ceil(seconds / 60) }, undefined, {
    'retry-after': String(seconds),
  });
}

/**
 * Checks both limits for one upload request and returns how many bytes the request may still
 * store for the company (`Infinity` without a company or a quota); the handler caps the file
 * size at that, with `quotaExceeded` as the error, so a file that would cross the quota stops
 * while it arrives.
 */
export async function uploadAllowance(
  deps: AppDeps,
  caller: { userId: number | null; partnerId: number | null },
): Promise<number> {
  if (caller.userId !== null) await assertUploadRate(deps, caller.userId);
  const quota = deps.config.uploadQuotaBytesPerCompany;
  if (caller.partnerId === null || !quota) return Number.POSITIVE_INFINITY;
  const [row] = await deps.db
    .select({ used: sum(files.size) })
    .from(files)
    .where(eq(files.partner_id, caller.partnerId));
  const remaining = quota - Number(row.used ?? 0);
  if (remaining <= 0) throw quotaExceeded(deps);
  return remaining;
}
