import { type DirectoryNode, MEDIA_ROOT, msg } from '@portal/contracts';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { auditAction, records, type ServiceContext, within } from '../../core/data/records.ts';
import type { AppDeps } from '../../core/deps.ts';
import { type FileRow, fileInUse, isLibraryFile } from '../../core/files/files.ts';
import { basename, dirname, safeName } from '../../core/files/paths.ts';
import { signPath } from '../../core/files/signing.ts';
import { ExistsError } from '../../core/files/storage.ts';
import { fileLinks, files } from '../../core/files/tables.ts';
import { AppError, validationError } from '../../core/http/errors.ts';
import { inTransaction, type Tx } from '../../db/client.ts';

/**
 * The media manager's library: directories on disk under the public area's main folder
 * (`media`), files as rows of `files` whose paths lie below it. Names are made URL-safe
 * (`Zdjęcia produktów` → `zdjecia-produktow`), so a path is also a clean image URL.
 */

const TREE_MAX_DEPTH = 20;
const TREE_MAX_NODES = 5000;

const at = (path: string) => ({ area: 'public' as const, path });
const exists = () => new AppError(422, 'errors.form', {}, { name: [msg('errors.directory_exists')] });

/** The library's file rows, written through the one audited path. */
const fileRecords = records(files, 'file');

export const directoryOf = (path: string) => ({ path, basename: basename(path) });

async function ensureRoot(deps: AppDeps): Promise<void> {
  await deps.storage.mkdir('public', MEDIA_ROOT);
}

export async function requireDirectory(deps: AppDeps, path: string): Promise<void> {
  if (path === MEDIA_ROOT) return ensureRoot(deps);
  const info = await deps.storage.stat(at(path));
  if (!info?.directory) throw new AppError(404, 'errors.directory_missing');
}

export async function directoryTree(deps: AppDeps): Promise<DirectoryNode> {
  await ensureRoot(deps);
  let budget = TREE_MAX_NODES;
  async function walk(path: string, depth: number): Promise<DirectoryNode> {
    const children: DirectoryNode[] = [];
    if (depth < TREE_MAX_DEPTH) {
      for (const entry of await deps.storage.list('public', path)) {
        if (!entry.directory || budget-- <= 0) continue;
        children.push(await walk(`${path}/${entry.name}`, depth + 1));
      }
    }
    return { path, basename: basename(path), children };
  }
  return walk(MEDIA_ROOT, 0);
}

/** Rows of files at `path` or below it, locked for the transaction. */
function rowsUnder(tx: Tx, path: string) {
  return tx
    .select()
    .from(files)
    .where(
      and(eq(files.area, 'public'), or(eq(files.path, path), sql`starts_with(${files.path}, ${`${path}/`})`)),
    )
    .for('update');
}

/**
 * Moves a file or a directory of the library: the rows get their new paths and signatures and
 * the disk move happens inside the same transaction, undone if the commit fails.
 */
async function relocate(ctx: ServiceContext, from: string, to: string, recordType: string): Promise<void> {
  const { deps } = ctx;
  if (await deps.storage.stat(at(to))) throw exists();
  let moved = false;
  try {
    await inTransaction(ctx.db, async (tx) => {
      const c = within(ctx, tx);
      for (const row of await rowsUnder(tx, from)) {
        const path = to + row.path.slice(from.length);
        await fileRecords.update(c, row.id, {
          path,
          signature: signPath(deps.config.appKey, 'public', path),
        });
      }
      // A directory is no row: its rename is an audited action of its own.
      if (recordType === 'media_directory') {
        await auditAction(c, {
          action: 'update',
          recordType,
          recordId: from,
          changes: { path: { old: from, new: to } },
        });
      }
      await deps.storage.move(at(from), at(to)).catch((err) => {
        throw err instanceof ExistsError ? exists() : err;
      });
      moved = true;
    });
  } catch (err) {
    if (moved) await deps.storage.move(at(to), at(from)).catch(() => undefined);
    throw err;
  }
}

export async function createDirectory(ctx: ServiceContext, parent: string, name: string) {
  const { deps } = ctx;
  await requireDirectory(deps, parent);
  const path = `${parent}/${safeName(name)}`;
  if (await deps.storage.stat(at(path))) throw exists();
  await deps.storage.mkdir('public', path);
  await auditAction(ctx, {
    action: 'create',
    recordType: 'media_directory',
    recordId: path,
    after: { path },
  });
  return directoryOf(path);
}

const refuseRoot = (path: string) => {
  if (path === MEDIA_ROOT) throw validationError({ path: [msg('errors.media_root')] });
};

export async function renameDirectory(ctx: ServiceContext, path: string, name: string) {
  const { deps } = ctx;
  refuseRoot(path);
  await requireDirectory(deps, path);
  const to = `${dirname(path)}/${safeName(name)}`;
  if (to !== path) await relocate(ctx, path, to, 'media_directory');
  return directoryOf(to);
}

/** Removes a directory with everything in it, unless one of its files is in use. */
export async function destroyDirectory(ctx: ServiceContext, path: string): Promise<void> {
  const { deps } = ctx;
  refuseRoot(path);
  await requireDirectory(deps, path);
  await inTransaction(ctx.db, async (tx) => {
    const c = within(ctx, tx);
    const rows = await rowsUnder(tx, path);
    const ids = rows.map((r) => r.id);
    if (ids.length) {
      const used = await tx
        .select({ id: fileLinks.id })
        .from(fileLinks)
        .where(inArray(fileLinks.file_id, ids))
        .limit(1);
      if (used.length) throw fileInUse();
      for (const row of rows) await fileRecords.destroy(c, row.id);
    }
    await auditAction(c, {
      action: 'delete',
      recordType: 'media_directory',
      recordId: path,
      before: { path },
    });
  });
  await deps.storage.delete(at(path));
}

export async function libraryFile(deps: AppDeps, id: number): Promise<FileRow> {
  const [row] = await deps.db.select().from(files).where(eq(files.id, id));
  if (!row || !isLibraryFile(row)) throw new AppError(404, 'errors.not_found');
  return row;
}

/** The name part a user typed, without the file's own extension if they repeated it. */
export function baseOf(name: string, ext: string): string {
  return name.toLowerCase().endsWith(`.${ext.toLowerCase()}`) ? name.slice(0, -(ext.length + 1)) : name;
}

export async function renameFile(ctx: ServiceContext, id: number, name: string): Promise<FileRow> {
  const { deps } = ctx;
  const row = await libraryFile(deps, id);
  const current = basename(row.path);
  const ext = current.includes('.') ? current.slice(current.lastIndexOf('.') + 1) : '';
  const to = `${dirname(row.path)}/${safeName(baseOf(name, ext))}${ext ? `.${ext}` : ''}`;
  if (to !== row.path) await relocate(ctx, row.path, to, 'file');
  return libraryFile(deps, id);
}

export async function moveFile(ctx: ServiceContext, id: number, dir: string): Promise<FileRow> {
  const { deps } = ctx;
  const row = await libraryFile(deps, id);
  await requireDirectory(deps, dir);
  const to = `${dir}/${basename(row.path)}`;
  if (to !== row.path) {
    await relocate(ctx, row.path, to, 'file').catch((err) => {
      throw err instanceof AppError && err.fieldErrors?.name
        ? validationError({ dir: err.fieldErrors.name })
        : err;
    });
  }
  return libraryFile(deps, id);
}
