import { signPath } from '../../../core/files/signing.ts';
import { fileLinks, files } from '../../../core/files/tables.ts';
import type { SeedContext } from '../../../core/seed/runner.ts';

export type SeedFile = { id: number; path: string };

/**
 * Writes a demo file into the media library (public, under `media/`, usable by many records)
 * and records it like an upload the media manager took in. Paths are fixed, so a step that
 * failed half-way and runs again overwrites its own files.
 */
export async function storeLibraryFile(
  ctx: SeedContext,
  input: { path: string; originalName: string; mime: string; bytes: Buffer; width?: number; height?: number },
): Promise<SeedFile> {
  const path = `media/${input.path}`;
  const stored = await ctx.files.storage.put({ area: 'public', path }, input.bytes);
  const [row] = await ctx.tx
    .insert(files)
    .values({
      area: 'public',
      path,
      original_name: input.originalName,
      mime: input.mime,
      size: stored.size,
      sha256: stored.sha256,
      signature: signPath(ctx.files.appKey, 'public', path),
      width: input.width ?? null,
      height: input.height ?? null,
      uploaded_at: ctx.now,
      attached_at: ctx.now,
    })
    .returning({ id: files.id, path: files.path });
  return row;
}

/** Notes which records use which library files (a used file cannot be deleted). */
export async function linkFiles(
  ctx: SeedContext,
  links: { fileId: number | null; ownerType: string; ownerId: number }[],
): Promise<void> {
  const values = links
    .filter((l): l is { fileId: number; ownerType: string; ownerId: number } => l.fileId !== null)
    .map((l) => ({ file_id: l.fileId, owner_type: l.ownerType, owner_id: l.ownerId }));
  for (let i = 0; i < values.length; i += 500) {
    await ctx.tx
      .insert(fileLinks)
      .values(values.slice(i, i + 500))
      .onConflictDoNothing();
  }
}
