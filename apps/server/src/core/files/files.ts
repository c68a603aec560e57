import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DEFAULT_IMAGE_SIZE,
  DEFAULT_IMAGE_TYPE,
  FILE_TYPES,
  type FileArea,
  type FileRecord,
  type FileTypeKey,
  IMAGE_SIZES,
  type ImageSize,
  type ImageType,
  isImageMime,
  MEDIA_ROOT,
  UPLOAD_LIMITS,
} from '@portal/contracts';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { isoTime } from '../../core/iso-time.ts';
import { type Executor, inTransaction } from '../../db/client.ts';
import { writeAudit } from '../audit/audit.ts';
import type { AppDeps } from '../deps.ts';
import type { Actor } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { claimedExtension, fileRefused, inspectFile, tooLarge } from './detect.ts';
import { basename } from './paths.ts';
import { signPath } from './signing.ts';
import { ExistsError, type Location, TooLargeError } from './storage.ts';
import { fileLinks, files } from './tables.ts';

export type FileRow = Omit<typeof files.$inferSelect, 'search_text'>;

export const PURGE_QUEUE = 'files.purge';
/** Uploads no record took within this time are deleted by the purge job. */
const UNATTACHED_TTL_MS = 24 * 3600_000;
const HOUR_MS = 3600_000;

/** Files of the media manager's library: public, under the main folder, used by many records. */
export function isLibraryFile(file: Pick<FileRow, 'area' | 'path'>): boolean {
  return file.area === 'public' && file.path.startsWith(`${MEDIA_ROOT}/`);
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** The signed address of a public file (`/api/media/file/...`); null for a private one. */
export function signedFileUrl(file: Pick<FileRow, 'area' | 'path' | 'signature'>): string | null {
  if (file.area !== 'public') return null;
  return `/api/media/file/${encodePath(file.path)}?signature=${file.signature}`;
}

/** The signed address of a public image in a named size; null for private files and non-images. */
export function signedImageUrl(
  file: Pick<FileRow, 'area' | 'path' | 'signature' | 'mime'>,
  size: ImageSize = DEFAULT_IMAGE_SIZE,
  type: ImageType = DEFAULT_IMAGE_TYPE,
): string | null {
  if (file.area !== 'public' || !isImageMime(file.mime)) return null;
  const { width, height } = IMAGE_SIZES[size];
  return `/api/media/image/${width}/${height}/${type}/${encodePath(file.path)}?signature=${file.signature}`;
}

export function toFileModel(row: FileRow): FileRecord {
  return {
    id: row.id,
    area: row.area,
    path: row.path,
    filename: basename(row.path),
    original_name: row.original_name,
    mime: row.mime,
    size: row.size,
    signature: row.signature,
    width: row.width,
    height: row.height,
    uploaded_at: isoTime(row.uploaded_at),
    url: signedFileUrl(row),
  };
}

export type StoreInput = {
  source: Readable | Buffer;
  originalName: string;
  area: FileArea;
  /** Directory inside the area (`uploads/2026/01`, `media/news`). */
  dir: string;
  /** Base of the stored name; random when omitted. A taken name gets `-1`, `-2` … */
  baseName?: string;
  accept: readonly FileTypeKey[];
  maxBytes: number;
  partnerId: number | null;
  actor: Actor;
  /** The form field that 422 errors are reported on. */
  field?: string;
  /** The error when the file passes `maxBytes` (default: the single-file size message). */
  tooLargeError?: () => AppError;
};

/** Uploads not attached yet are looked at once an hour, in a job per hour slot. */
export async function schedulePurge(jobs: JobQueue, tx: Executor, now: Date): Promise<void> {
  const slot = new Date(Math.ceil((now.getTime() + 1) / HOUR_MS) * HOUR_MS);
  await jobs.enqueue(
    tx,
    PURGE_QUEUE,
    {},
    { runAt: slot, singletonKey: `${PURGE_QUEUE}@${slot.toISOString()}` },
  );
}

/**
 * Takes a file into storage: streamed to the `incoming` area (size limit enforced while it
 * arrives), recognised by content, then moved to its place and recorded with its sha-256 and
 * signature, in one transaction with the audit row. A refused file leaves nothing behind.
 */
export async function storeFile(deps: AppDeps, input: StoreInput): Promise<FileRow> {
  const { storage } = deps;
  const field = input.field ?? 'file';
  const incoming: Location = { area: 'incoming', path: randomBytes(16).toString('hex') };
  try {
    const stored = await storage.put(incoming, input.source, { maxBytes: input.maxBytes }).catch((err) => {
      if (!(err instanceof TooLargeError)) throw err;
      throw input.tooLargeError?.() ?? tooLarge(field, input.maxBytes);
    });
    if (stored.size === 0) throw fileRefused(field, 'errors.file_required');
    const found = await inspectFile(storage.localPath(incoming), input.originalName, {
      accept: input.accept,
      maxPixels: UPLOAD_LIMITS.imageMaxPixels,
      field,
    });
    const names = FILE_TYPES[found.type].names as readonly string[];
    const claimed = claimedExtension(input.originalName);
    const ext = claimed && names.includes(claimed) ? claimed : names[0];
    const base = input.baseName ?? randomBytes(12).toString('hex');
    let path = '';
    for (let i = 0; ; i++) {
      const name = i ? `${base}-${i}.${ext}` : `${base}.${ext}`;
      path = input.dir ? `${input.dir}/${name}` : name;
      try {
        await storage.move(incoming, { area: input.area, path });
        break;
      } catch (err) {
        if (!(err instanceof ExistsError) || i >= 200) throw err;
      }
    }
    const now = deps.clock.now();
    const values = {
      area: input.area,
      path,
      original_name: input.originalName.slice(0, 255) || basename(path),
      mime: found.mime,
      size: stored.size,
      sha256: stored.sha256,
      signature: signPath(deps.config.appKey, input.area, path),
      width: found.width,
      height: found.height,
      partner_id: input.partnerId,
      uploaded_by: input.actor.type === 'user' ? input.actor.id : null,
      uploaded_at: now,
      attached_at: isLibraryFile({ area: input.area, path }) ? now : null,
    };
    try {
      return await inTransaction(deps.db, async (tx) => {
        const [row] = await tx.insert(files).values(values).returning();
        await writeAudit(tx, {
          actor: input.actor,
          action: 'create',
          recordType: 'file',
          recordId: row.id,
          after: row,
        });
        if (!row.attached_at) await schedulePurge(deps.jobs, tx, now);
        return row;
      });
    } catch (err) {
      await storage.delete({ area: input.area, path }).catch(() => false);
      throw err;
    }
  } finally {
    await storage.delete(incoming).catch(() => false);
  }
}

export type AttachInput = {
  fileId: number;
  ownerType: string;
  ownerId: number;
  /** For a partner's record: only that partner's own files are found. */
  partnerId?: number | null;
  accept: readonly FileTypeKey[];
  maxBytes: number;
  /** The form field errors are reported on (default `file_id`). */
  field?: string;
};

/**
 * A record takes a file the form sent by id (DESIGN §4): 422 on `field` when it is unknown
 * (or another partner's), of a type the field does not accept, too big, or an upload that
 * already belongs to another record. Library files may be used by many records.
 */
export async function attachFile(tx: Executor, input: AttachInput): Promise<FileRow> {
  const field = input.field ?? 'file_id';
  const where = [eq(files.id, input.fileId)];
  if (input.partnerId !== undefined) {
    where.push(input.partnerId === null ? isNull(files.partner_id) : eq(files.partner_id, input.partnerId));
  }
  const [row] = await tx
    .select()
    .from(files)
    .where(and(...where))
    .for('update');
  if (!row) throw fileRefused(field, 'errors.file_missing');
  const mimes = new Set(input.accept.map((k) => FILE_TYPES[k].mime as string));
  if (!mimes.has(row.mime)) throw fileRefused(field, 'errors.file_type');
  if (row.size > input.maxBytes) throw tooLarge(field, input.maxBytes);
  const library = isLibraryFile(row);
  const sameOwner = row.owner_type === input.ownerType && row.owner_id === input.ownerId;
  if (!library && row.owner_type !== null && !sameOwner) throw fileRefused(field, 'errors.file_attached');
  await tx
    .insert(fileLinks)
    .values({ file_id: row.id, owner_type: input.ownerType, owner_id: input.ownerId })
    .onConflictDoNothing();
  if (library || sameOwner) return row;
  const [attached] = await tx
    .update(files)
    .set({ owner_type: input.ownerType, owner_id: input.ownerId, attached_at: sql`now()` })
    .where(eq(files.id, row.id))
    .returning();
  return attached;
}

/**
 * A record lets go of a file. An upload becomes unattached again, so the purge job deletes it
 * (its upload time is long past); a library file just loses one user.
 */
export async function detachFile(
  tx: Executor,
  input: { fileId: number; ownerType: string; ownerId: number },
): Promise<void> {
  await tx
    .delete(fileLinks)
    .where(
      and(
        eq(fileLinks.file_id, input.fileId),
        eq(fileLinks.owner_type, input.ownerType),
        eq(fileLinks.owner_id, input.ownerId),
      ),
    );
  await tx
    .update(files)
    .set({ owner_type: null, owner_id: null, attached_at: null })
    .where(
      and(
        eq(files.id, input.fileId),
        eq(files.owner_type, input.ownerType),
        eq(files.owner_id, input.ownerId),
      ),
    );
}

export const fileInUse = () => new AppError(409, 'errors.file_in_use');

/** True when some record uses the file. */
async function fileInUseBy(db: Executor, fileId: number): Promise<boolean> {
  const [link] = await db
    .select({ id: fileLinks.id })
    .from(fileLinks)
    .where(eq(fileLinks.file_id, fileId))
    .limit(1);
  return Boolean(link);
}

/**
 * Deletes a file: refused with `errors.file_in_use` while a record uses it. The row goes first
 * (with its audit row); the bytes after the commit, so a crash leaves at worst an orphan on
 * disk, never a record pointing at nothing.
 */
export async function destroyFile(deps: AppDeps, actor: Actor, fileId: number): Promise<FileRow> {
  const row = await inTransaction(deps.db, async (tx) => {
    const [before] = await tx.select().from(files).where(eq(files.id, fileId)).for('update');
    if (!before) throw new AppError(404, 'errors.file_missing');
    if (await fileInUseBy(tx, fileId)) throw fileInUse();
    await tx.delete(files).where(eq(files.id, fileId));
    await writeAudit(tx, { actor, action: 'delete', recordType: 'file', recordId: fileId, before });
    return before;
  });
  await deps.storage.delete({ area: row.area, path: row.path }).catch(() => false);
  return row;
}

/** Deletes uploads nobody attached within 24 hours, and temp files of interrupted writes. */
export async function purgeStaleUploads(deps: AppDeps, actor: Actor): Promise<number> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - UNATTACHED_TTL_MS);
  let purged = 0;
  let after = 0;
  for (;;) {
    const stale = await deps.db
      .select({ id: files.id })
      .from(files)
      .where(and(isNull(files.attached_at), lt(files.uploaded_at, cutoff), gt(files.id, after)))
      .orderBy(files.id)
      .limit(200);
    for (const { id } of stale) {
      after = id;
      const removed = await inTransaction(deps.db, async (tx) => {
        const [row] = await tx
          .select()
          .from(files)
          .where(and(eq(files.id, id), isNull(files.attached_at)))
          .for('update');
        if (!row || (await fileInUseBy(tx, id))) return null;
        await tx.delete(files).where(eq(files.id, id));
        await writeAudit(tx, { actor, action: 'delete', recordType: 'file', recordId: id, before: row });
        return row;
      });
      if (removed) {
        await deps.storage.delete({ area: removed.area, path: removed.path }).catch(() => false);
        purged++;
      }
    }
    if (stale.length < 200) break;
  }
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  await deps.storage.sweepTemp(hourAgo);
  for (const entry of await deps.storage.list('incoming', '')) {
    if (entry.mtime < hourAgo) await deps.storage.delete({ area: 'incoming', path: entry.name });
  }
  return purged;
}
