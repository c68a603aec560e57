import type { MultipartFile } from '@fastify/multipart';
import {
  fileAreaSchema,
  fileSchema,
  msg,
  UPLOAD_PURPOSE_NAMES,
  UPLOAD_PURPOSES,
  type UploadPurpose,
  writeResponse,
} from '@portal/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../core/deps.ts';
import { fileRefused } from '../../core/files/detect.ts';
import { type FileRow, type StoreInput, storeFile, toFileModel } from '../../core/files/files.ts';
import type { HandlerContext } from '../../core/http/context.ts';
import { notFound, validationError } from '../../core/http/errors.ts';
import { saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';

// biome-ignore lint/suspicious/noExplicitAny: any upload route's context
type Ctx = HandlerContext<any, any, any>;

/**
 * The file parts of a multipart request, one at a time: each must be consumed (stored or
 * drained) before the next arrives. Text fields are ignored; the route's query carries options.
 */
export async function* fileParts(ctx: Ctx): AsyncGenerator<MultipartFile> {
  if (!ctx.req.isMultipart()) throw fileRefused('file', 'errors.file_required');
  for await (const part of ctx.req.parts()) {
    if (part.type === 'file') yield part;
  }
}

/** Takes exactly one file (field `file`) from the request into storage. */
export async function receiveOne(
  ctx: Ctx,
  input: Omit<StoreInput, 'source' | 'originalName'>,
): Promise<FileRow> {
  let stored: FileRow | null = null;
  for await (const part of fileParts(ctx)) {
    if (stored) {
      part.file.resume();
      throw validationError({ file: [msg('validation.max_items', { limit: 1 })] });
    }
    stored = await storeFile(ctx.deps, { ...input, source: part.file, originalName: part.filename ?? '' });
  }
  if (!stored) throw fileRefused('file', 'errors.file_required');
  return stored;
}

function monthDir(deps: AppDeps): string {
  const now = deps.clock.now();
  return `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

function limitsOf(deps: AppDeps, purpose: UploadPurpose) {
  const p = UPLOAD_PURPOSES[purpose];
  return { accept: p.accept, maxBytes: Math.min(p.maxBytes, deps.config.uploadMaxBytes) };
}

const purposeParam = z.enum(UPLOAD_PURPOSE_NAMES).default('document');

export const uploadRoutes = [
  defineRoute({
    name: 'media.uploads.store',
    summary:
      'Upload one file (multipart field `file`) before a form refers to it by id; `purpose` sets the allowed types and size',
    raw: true,
    status: 201,
    query: z.strictObject({ purpose: purposeParam, area: fileAreaSchema.default('public') }),
    response: writeResponse(fileSchema),
    handler: async (ctx) => {
      const { deps, query, actor } = ctx;
      const row = await receiveOne(ctx, {
        ...limitsOf(deps, query.purpose),
        area: query.area,
        dir: `uploads/${monthDir(deps)}`,
        partnerId: null,
        actor,
      });
      return saved(ctx.lang, toFileModel(row), 'messages.file_added');
    },
  }),
  defineRoute({
    name: 'partner-zone.media.uploads.store',
    summary: "A partner user's upload: always private, visible to the own company only",
    raw: true,
    status: 201,
    query: z.strictObject({ purpose: purposeParam }),
    response: writeResponse(fileSchema),
    handler: async (ctx) => {
      const { deps, query, actor, auth } = ctx;
      const partnerId = auth?.partner_id;
      // Only partner users have a company to upload for (a super-admin holds the key too).
      if (!partnerId) throw notFound();
      const row = await receiveOne(ctx, {
        ...limitsOf(deps, query.purpose),
        area: 'private',
        dir: `partners/${partnerId}/uploads/${monthDir(deps)}`,
        partnerId,
        actor,
      });
      return saved(ctx.lang, toFileModel(row), 'messages.file_added');
    },
  }),
];
