/** Compiles the server (and `db:reset`) into `outdir` as plain ESM JavaScript. */
export function buildServer(outdir: string): Promise<void>;
