import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { ErpConfig } from '../../config.ts';

export type Sleeper = (ms: number) => Promise<void>;

const realSleep: Sleeper = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export type ErpErrorKind = 'http' | 'network' | 'timeout' | 'protocol' | 'circuit' | 'auth';

/** A failed exchange with the ERP; `message` is safe to show on the synchronizations screen. */
export class ErpError extends Error {
  constructor(
    message: string,
    readonly kind: ErpErrorKind,
    readonly status?: number,
  ) {
    super(message);
  }
}

export type ErpHttpOptions = {
  sleep?: Sleeper;
  now?: () => number;
  /** Further attempts after the first, for retryable failures. */
  retries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Consecutive failed requests (after their retries) that open the circuit. */
  breakerThreshold?: number;
  breakerCooldownMs?: number;
};

type Response = { status: number; headers: http.IncomingHttpHeaders; body: string };

export type RequestOptions = {
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * A request that may change ERP data is repeated only when it surely did not arrive (429,
   * refused connection); the outbox re-checks by externalDocumentNumber before sending again.
   */
  idempotent?: boolean;
};

const RETRYABLE_STATUS = new Set([429, 500, 502, 503, 504]);

/** Retry-After as seconds or an HTTP date; capped so a hostile value cannot park a run for hours. */
function retryAfterMs(value: string | string[] | undefined, now: number): number | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v) return null;
  const seconds = Number(v);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(v) - now;
  if (!Number.isFinite(ms)) return null;
  return Math.min(Math.max(0, ms), 5 * 60_000);
}

/**
 * The ERP's HTTP transport: authentication (OAuth2 client credentials or basic), the optional
 * CA file, a per-request timeout, retries with exponential backoff (honouring Retry-After) and a
 * circuit breaker that stops hammering an ERP that keeps failing.
 */
export function createErpHttp(config: ErpConfig, opts: ErpHttpOptions = {}) {
  const sleep = opts.sleep ?? realSleep;
  const now = opts.now ?? Date.now;
  const retries = opts.retries ?? 4;
  const baseDelay = opts.baseDelayMs ?? 500;
  const maxDelay = opts.maxDelayMs ?? 30_000;
  const threshold = opts.breakerThreshold ?? 5;
  const cooldown = opts.breakerCooldownMs ?? 60_000;
  const ca = config.caFile ? readFileSync(config.caFile) : undefined;
  const agent = new https.Agent({ keepAlive: true, ca, maxSockets: 4 });

  let failures = 0;
  let openedAt: number | null = null;
  let token: { value: string; expiresAt: number } | null = null;

  function circuit(): 'closed' | 'open' | 'half-open' {
    if (openedAt === null) return 'closed';
    return now() - openedAt >= cooldown ? 'half-open' : 'open';
  }

  function once(
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<Response> {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = client.request(
        target,
        {
          method,
          headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
          agent: target.protocol === 'https:' ? agent : undefined,
          timeout: config.timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', () =>
            reject(new ErpError('Połączenie z systemem ERP zostało przerwane', 'network')),
          );
        },
      );
      req.on('timeout', () =>
        req.destroy(new ErpError('System ERP nie odpowiedział w wyznaczonym czasie', 'timeout')),
      );
      req.on('error', (err: NodeJS.ErrnoException) => {
        if (err instanceof ErpError) return reject(err);
        const e = new ErpError('Brak połączenia z systemem ERP', 'network');
        (e as ErpError & { refused?: boolean }).refused = err.code === 'ECONNREFUSED';
        reject(e);
      });
      if (body !== undefined) req.write(body);
      req.end();
    });
  }

  async function authorization(): Promise<string> {
    const auth = config.auth;
    if (auth.kind === 'basic') {
      return `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}`;
    }
    if (token && token.expiresAt > now()) return `Bearer ${token.value}`;
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: auth.clientId,
      client_secret: auth.clientSecret,
      scope: auth.scope,
    }).toString();
    const res = await once(
      'POST',
      auth.tokenUrl,
      { 'content-type': 'application/x-www-form-urlencoded' },
      form,
    );
    if (res.status !== 200)
      throw new ErpError(
        'System ERP odrzucił logowanie portalu — sprawdź dane dostępowe do ERP',
        'auth',
        res.status,
      );
    const parsed = parseJson(res.body) as { access_token?: string; expires_in?: number };
    if (!parsed.access_token) throw new ErpError('System ERP nie potwierdził logowania portalu', 'auth');
    // Renewed a minute early so a token never expires between the check and the call.
    token = {
      value: parsed.access_token,
      expiresAt: now() + Math.max(0, (parsed.expires_in ?? 3600) - 60) * 1000,
    };
    return `Bearer ${token.value}`;
  }

  async function attempt(method: string, url: string, o: RequestOptions): Promise<Response> {
    const send = async () => {
      const headers: Record<string, string> = {
        accept: 'application/json',
        authorization: await authorization(),
        ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...o.headers,
      };
      return once(method, url, headers, o.body === undefined ? undefined : JSON.stringify(o.body));
    };
    const cached = token !== null;
    const res = await send();
    if (res.status !== 401 || config.auth.kind !== 'oauth') return res;
    token = null;
    // A token revoked or expired early: log in again once; a 401 on a fresh token is final.
    return cached ? send() : res;
  }

  async function request(method: string, url: string, o: RequestOptions = {}): Promise<unknown> {
    const state = circuit();
    if (state === 'open')
      throw new ErpError(
        'System ERP jest chwilowo niedostępny — kolejna próba nastąpi automatycznie',
        'circuit',
      );
    const idempotent = o.idempotent ?? method === 'GET';
    for (let n = 0; ; n++) {
      let delay: number | null = null;
      let failure: ErpError;
      try {
        const res = await attempt(method, url, o);
        if (res.status >= 200 && res.status < 300) {
          failures = 0;
          openedAt = null;
          return res.body ? parseJson(res.body) : null;
        }
        failure = new ErpError(
          `System ERP odrzucił żądanie (kod odpowiedzi ${res.status})${errorText(res.body)}`,
          'http',
          res.status,
        );
        if (res.status === 429) delay = retryAfterMs(res.headers['retry-after'], now());
        if (!RETRYABLE_STATUS.has(res.status) || (!idempotent && res.status !== 429)) throw failure;
      } catch (err) {
        if (!(err instanceof ErpError)) throw err;
        failure = err;
        const refused = (err as ErpError & { refused?: boolean }).refused === true;
        const retryable =
          err.kind === 'network' ||
          err.kind === 'timeout' ||
          (err.kind === 'http' && RETRYABLE_STATUS.has(err.status ?? 0));
        if (!retryable || (!idempotent && !refused && err.status !== 429) || n >= retries) {
          if (err.kind === 'network' || err.kind === 'timeout' || RETRYABLE_STATUS.has(err.status ?? 0))
            tripped();
          throw err;
        }
      }
      if (n >= retries) {
        tripped();
        throw failure;
      }
      await sleep(delay ?? Math.min(maxDelay, baseDelay * 2 ** n));
    }
  }

  function tripped() {
    failures++;
    if (failures >= threshold || openedAt !== null) openedAt = now();
  }

  return { request, circuit, close: () => agent.destroy() };
}

export type ErpHttp = ReturnType<typeof createErpHttp>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ErpError('System ERP zwrócił odpowiedź w nieoczekiwanym formacie', 'protocol');
  }
}

function errorText(body: string): string {
  try {
    const message = (JSON.parse(body) as { error?: { message?: string } }).error?.message;
    return message ? `: ${message.slice(0, 300)}` : '';
  } catch {
    return '';
  }
}
