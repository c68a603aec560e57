import type { MultipartFile } from '@fastify/multipart';
import { msg, rules, UPLOAD_PURPOSES, type UploadPurpose } from '@portal/contracts';
import type { AppDeps } from '../../core/deps.ts';
import { fileRefused } from '../../core/files/detect.ts';
import { type FileRow, type StoreInput, storeFile, toFileModel } from '../../core/files/files.ts';
import { AppError, validationError } from '../../core/http/errors.ts';
import type { HandlerContext } from '../../core/http/handler.ts';
import { saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import { quotaExceeded, uploadAllowance } from './upload-limits.ts';

// biome-ignore lint/suspicious/noExplicitAny: any upload route's context
type Ctx = HandlerContext<any, any, any>;

/**
 * The file parts of a multipart request, one at a time: each must be consumed (stored or
 * drained) before the next arrives. Text fields are ignored; the route's query carries options.
 */
export async function* fileParts(ctx: Ctx): AsyncGenerator<MultipartFile> {
  if (!ctx.req.isMultipart()) throw fileRefused('file', 'errors.file_required');
  // Not even the closing boundary: a broken request, not a form sent without a file.
  if (ctx.req.headers['content-length'] === '0') throw new AppError(400, 'errors.malformed_multipart');
  for await (const part of ctx.req.parts()) {
    if (part.type !== 'file') continue;
    // The name is kept as the file's original name: the same text rule as every other field.
    if (rules.hasControlCharacters(part.filename ?? '')) {
      part.file.resume();
      throw validationError({ file: [msg('validation.control_characters')] });
    }
    yield part;
  }
}

/** Takes exactly one file (field `file`) from the request into storage. */
async function receiveOne(ctx: Ctx, input: Omit<StoreInput, 'source' | 'originalName'>): Promise<FileRow> {
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

export const uploadRoutes = [
  defineRoute('media.uploads.store', {
    summary:
      'Upload one file (multipart field `file`) before a form refers to it by id; `purpose` sets the allowed types and size',
    raw: true,
    status: 201,
    handler: async (ctx) => {
      const { deps, query, actor } = ctx;
      await uploadAllowance(deps, { userId: ctx.auth.id, partnerId: null });
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
  defineRoute('partner-zone.media.uploads.store', {
    summary: "A partner user's upload: always private, visible to the own company only",
    raw: true,
    status: 201,
    handler: async (ctx) => {
      const { deps, query, actor, auth } = ctx;
      // The router lets only callers with a company into the partner zone.
      const partnerId = auth.partner_id;
      const remaining = await uploadAllowance(deps, { userId: auth.id, partnerId });
      const limits = limitsOf(deps, query.purpose);
      const row = await receiveOne(ctx, {
        ...limits,
        // A file that would cross the company's quota stops while it arrives.
        maxBytes: Math.min(limits.maxBytes, remaining),
        tooLargeError: remaining < limits.maxBytes ? () => quotaExceeded(deps) : undefined,
        area: 'private',
        dir: `partners/${partnerId}/uploads/${monthDir(deps)}`,
        partnerId,
        actor,
      });
      return saved(ctx.lang, toFileModel(row), 'messages.file_added');
    },
  }),
];
