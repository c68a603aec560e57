import type { Readable } from 'node:stream';
import { isImageMime } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';

const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE = 'private, no-store';

export type Servable = {
  size: number;
  mime: string;
  /** Opens the bytes, or the inclusive range of them. */
  open: (range?: { start: number; end: number }) => Promise<Readable | null>;
  /** Quoted strong ETag; public answers only. */
  etag?: string;
  cache: 'public' | 'private';
  /** The name a download is saved under. */
  downloadName: string;
  /** Show in the browser; granted to raster images only, never to SVG, HTML or anything else. */
  inline?: boolean;
};

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` → one inclusive range; null for "the whole file". */
function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or another unit: answering with the whole file is allowed (RFC 9110 §14.2).
  if (!m) return header.includes(',') || !header.startsWith('bytes=') ? null : 'invalid';
  const [, a, b] = m;
  if (a === '' && b === '') return 'invalid';
  let start: number;
  let end: number;
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (!Number.isSafeInteger(start) || start >= size || end < start) return 'invalid';
  return { start, end };
}

/** RFC 6266 file name: an ASCII fallback and the UTF-8 original. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const clean = name.replace(/[\r\n"\\/]/g, '_') || 'plik';
  const ascii = clean
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}

/** Answers 304 when the browser already holds this version (`If-None-Match`); else null. */
export function notModified(req: FastifyRequest, reply: FastifyReply, etag: string): FastifyReply | null {
  const match = req.headers['if-none-match'];
  if (!match?.split(',').some((t) => t.trim() === etag || t.trim() === '*')) return null;
  reply.header('cache-control', PUBLIC_CACHE);
  reply.header('etag', etag);
  return reply.code(304).send();
}

/**
 * Streams a file with the caching and safety headers of DESIGN §4: public answers are
 * immutable with an ETag (304 on a match), private ones `private, no-store`; anything but a
 * raster image is an attachment; `nosniff` comes from the security headers. Range requests
 * get 206 (or 416 when the range is outside the file).
 */
export async function serveFile(
  req: FastifyRequest,
  reply: FastifyReply,
  file: Servable,
): Promise<FastifyReply> {
  const inline = Boolean(file.inline && isImageMime(file.mime));
  if (file.etag && file.cache === 'public') {
    const answered = notModified(req, reply, file.etag);
    if (answered) return answered;
  }
  const ifRange = req.headers['if-range'];
  const rangeHeader = !ifRange || (file.etag && ifRange === file.etag) ? req.headers.range : undefined;
  const range = parseRange(rangeHeader, file.size);
  if (range === 'invalid') {
    throw new AppError(416, 'errors.range_invalid', {}, undefined, {
      'content-range': `bytes */${file.size}`,
    });
  }
  const stream = await file.open(range ?? undefined);
  if (!stream) throw new AppError(404, 'errors.file_missing');
  reply.header('cache-control', file.cache === 'public' ? PUBLIC_CACHE : PRIVATE_CACHE);
  if (file.etag) reply.header('etag', file.etag);
  reply.header(
    'content-disposition',
    contentDisposition(inline ? 'inline' : 'attachment', file.downloadName),
  );
  reply.header('accept-ranges', 'bytes');
  reply.header('x-content-type-options', 'nosniff');
  reply.type(file.mime);
  if (range) {
    reply.code(206);
    reply.header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
    reply.header('content-length', String(range.end - range.start + 1));
  } else {
    reply.code(200);
    reply.header('content-length', String(file.size));
  }
  return reply.send(stream);
}
