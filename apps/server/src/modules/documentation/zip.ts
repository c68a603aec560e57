/// <reference path="./zip-stream.d.ts" />
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import ZipStream from 'zip-stream';
import { contentDisposition } from '../../core/files/serve.ts';

export type ZipEntry = {
  /** The name inside the archive; non-ASCII names get the UTF-8 flag (Polish letters stay). */
  name: string;
  date: Date;
  open: () => Promise<Readable | null>;
};

/**
 * Streams a ZIP of `entries` as the answer, one stored file after another: nothing is built
 * in memory or on disk, and a file is read only as fast as the client takes the archive.
 * Entries are stored, not deflated: PDFs and office files are compressed already, so deflating
 * would cost CPU for a few per cent. A client that goes away stops the reading.
 */
export function sendZip(reply: FastifyReply, filename: string, entries: ZipEntry[]): FastifyReply {
  const zip = new ZipStream({ store: true });
  let current: Readable | null = null;
  let closed = false;
  reply.raw.on('close', () => {
    closed = true;
    current?.destroy();
    // An archive nobody reads any more: its writer and the entry in progress are let go.
    if (!reply.raw.writableFinished) zip.destroy();
  });
  (async () => {
    for (const entry of entries) {
      if (closed) return;
      const source = await entry.open();
      if (!source) throw new Error(`zip: ${entry.name} is missing from storage`);
      current = source;
      await new Promise<void>((resolve, reject) => {
        zip.entry(source, { name: entry.name, date: entry.date }, (err) => (err ? reject(err) : resolve()));
      });
      current = null;
    }
    zip.finalize();
  })().catch((err: Error) => {
    reply.log.error({ err }, 'zip stream failed');
    zip.destroy(err);
  });
  return reply
    .code(200)
    .header('content-type', 'application/zip')
    .header('content-disposition', contentDisposition('attachment', filename))
    .header('cache-control', 'private, no-store')
    .send(zip);
}

/** Names unique within the archive: a repeated name gets ` (2)`, ` (3)` … before its extension. */
export function uniqueNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.map((raw) => {
    const name = raw.replace(/[\\/]/g, '_').trim() || 'dokument';
    const dot = name.lastIndexOf('.');
    const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let i = 2; seen.has(candidate.toLowerCase()); i++) candidate = `${base} (${i})${ext}`;
    seen.add(candidate.toLowerCase());
    return candidate;
  });
}
