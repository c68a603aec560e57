/** `--name value` and `--flag` options; numbers are parsed by the caller. */
export function parseArgs(argv: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) throw new Error(`Unexpected argument "${a}"`);
    const [name, inline] = a.slice(2).split('=', 2);
    if (inline !== undefined) out.set(name, inline);
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) out.set(name, argv[++i]);
    else out.set(name, '1');
  }
  return out;
}

export function numberOption(
  args: Map<string, string>,
  name: string,
  env: string | undefined,
  fallback: number,
): number {
  const raw = args.get(name) ?? env;
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number, got "${raw}"`);
  return n;
}
