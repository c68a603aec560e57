import { and, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { partnerScope } from '../../core/data/records.ts';
import { streamStoredFile } from '../../core/files/downloads.ts';
import { cleanPath } from '../../core/files/paths.ts';
import { files } from '../../core/files/tables.ts';
import { AppError } from '../../core/http/errors.ts';
import type { HandlerContext } from '../../core/http/handler.ts';
import { defineRoute } from '../../core/http/routes.ts';

const query = z.strictObject({ privateMedia: z.string().min(1).max(1000) });

/**
 * A private file by path, streamed as a download under its original name. `scope` narrows the
 * lookup (a partner's own files), so anyone else's file is simply not found.
 */
async function privateFile(
  ctx: HandlerContext<unknown, z.output<typeof query>, unknown>,
  scope: SQL | undefined,
) {
  const path = cleanPath(ctx.query.privateMedia);
  const [row] = await ctx.deps.db
    .select()
    .from(files)
    .where(and(eq(files.area, 'private'), eq(files.path, path), scope));
  if (!row) throw new AppError(404, 'errors.file_missing');
  return streamStoredFile(ctx, row);
}

export const privateRoutes = [
  defineRoute('media.private-media.show', {
    stream: true,
    summary: 'A private file (query `privateMedia` = its path) as a download; staff',
    handler: async (ctx) => privateFile(ctx, undefined),
  }),
  defineRoute('partner-zone.media.private-media.show', {
    stream: true,
    summary: "A private file of the caller's own company as a download",
    handler: async (ctx) => privateFile(ctx, partnerScope(ctx.auth, files.partner_id)),
  }),
];
