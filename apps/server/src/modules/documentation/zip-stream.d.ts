/** The part of zip-stream 4 (the streaming ZIP writer under archiver) the documentation ZIP uses. */
declare module 'zip-stream' {
  import type { Readable, Transform } from 'node:stream';

  type EntryData = { name: string; date?: Date; store?: boolean };

  export default class ZipStream extends Transform {
    constructor(options?: { store?: boolean; zlib?: { level?: number } });
    entry(source: Readable | Buffer | string, data: EntryData, callback: (err?: Error | null) => void): this;
    finalize(): void;
    getBytesWritten(): number;
  }
}
