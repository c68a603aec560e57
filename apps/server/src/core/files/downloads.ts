import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import type { HandlerContext } from '../http/handler.ts';
import type { FileRow } from './files.ts';
import { serveFile } from './serve.ts';
import { downloads } from './tables.ts';

// biome-ignore lint/suspicious/noExplicitAny: any route's context can stream a file
type Ctx = HandlerContext<any, any, any>;

/**
 * Streams a stored file. Public files are cacheable for a year (their path and bytes never
 * change under one signature); private ones are `private, no-store` downloads under their
 * original name. Only raster images of the public area are shown inline.
 */
export async function streamStoredFile(ctx: Ctx, file: FileRow): Promise<FastifyReply> {
  const loc = { area: file.area, path: file.path };
  const info = await ctx.deps.storage.stat(loc);
  if (!info || info.directory) throw new AppError(404, 'errors.file_missing');
  const isPublic = file.area === 'public';
  return serveFile(ctx.req, ctx.reply, {
    size: info.size,
    mime: file.mime,
    open: (range) => ctx.deps.storage.get(loc, range),
    etag: isPublic ? `"${file.sha256.slice(0, 32)}"` : undefined,
    cache: isPublic ? 'public' : 'private',
    downloadName: file.original_name,
    inline: isPublic,
  });
}

/**
 * A download that is counted (manuals, documentation): records who took which file of which
 * record, then streams it as an attachment. A resumed transfer (a Range not starting at 0)
 * is the same download and is not counted again.
 */
export async function streamCountedDownload(
  ctx: Ctx & { auth: AuthUser },
  file: FileRow,
  record: { recordType: string; recordId: number },
): Promise<FastifyReply> {
  const info = await ctx.deps.storage.stat({ area: file.area, path: file.path });
  if (!info || info.directory) throw new AppError(404, 'errors.file_missing');
  const range = ctx.req.headers.range;
  if (!range || /^bytes=0-/.test(range.trim())) {
    await ctx.deps.db.insert(downloads).values({
      user_id: ctx.auth.id,
      partner_id: ctx.auth.partner_id,
      file_id: file.id,
      record_type: record.recordType,
      record_id: record.recordId,
      downloaded_at: ctx.deps.clock.now(),
    });
  }
  return serveFile(ctx.req, ctx.reply, {
    size: info.size,
    mime: file.mime,
    open: (r) => ctx.deps.storage.get({ area: file.area, path: file.path }, r),
    cache: 'private',
    downloadName: file.original_name,
    inline: false,
  });
}
