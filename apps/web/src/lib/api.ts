import type { BodyOf, ParamsOf, QueryOf, ResponseOf, RouteName } from '@portal/contracts/api';
import { trackActivity } from './activity.ts';
import { session } from './session.ts';

export type RouteTable = Record<string, { uri: string; methods: string[] }>;
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;
export type ErrorBody = { message?: string; errors?: Record<string, string[]> };

/** A non-2xx answer: the status and the DESIGN §4 error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    /** A 401 to a signed-in call: the session is over and the sign-in screen says so instead. */
    readonly sessionEnded = false,
  ) {
    super(body.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

export const ROUTES_URL = '/api/core/routes';
let table: Promise<RouteTable> | null = null;
let loaded: RouteTable | null = null;
let language = 'pl';
const unauthorizedListeners = new Set<() => void>();

export function setApiLanguage(lang: string): void {
  language = lang;
}

/** Called when any call answers 401: the session is over (spec §8). */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The named route table, fetched once at start-up (spec §7). */
export function loadRouteTable(): Promise<RouteTable> {
  table ??= trackActivity(
    fetch(ROUTES_URL, { headers: { accept: 'application/json' } }).then(async (res) => {
      if (!res.ok) throw new ApiError(res.status, await readBody(res));
      loaded = (await res.json()) as RouteTable;
      return loaded;
    }),
  ).catch((err) => {
    table = null;
    throw err;
  });
  return table;
}

/**
 * Whether the server offers a call (the table is loaded before the app renders). A widget or
 * tab whose area has not landed yet stays away instead of failing (DESIGN §6).
 */
export function hasApiRoute(name: RouteName): boolean {
  return loaded !== null && `api.${name}` in loaded;
}

/** Fills `{placeholders}` of a route's URI; a missing parameter is a programming error. */
export function buildUrl(routes: RouteTable, name: string, params: Record<string, string | number> = {}) {
  const route = routes[`api.${name}`];
  if (!route) throw new Error(`Unknown API route: ${name}`);
  const uri = route.uri.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (!(key in params)) throw new Error(`Route ${name} needs the parameter "${key}"`);
    return encodeURIComponent(String(params[key]));
  });
  return { uri, method: route.methods[0] ?? 'GET' };
}

/** List parameters as DESIGN §4 reads them: repeated keys for several values, booleans 1/0. */
export function toSearch(query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else if (typeof value === 'boolean') search.append(key, value ? '1' : '0');
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readBody(res: Response): Promise<ErrorBody> {
  try {
    const body = (await res.json()) as unknown;
    return typeof body === 'object' && body !== null ? (body as ErrorBody) : {};
  } catch {
    return {};
  }
}

/** A call's parts, typed by the route's contract (`packages/contracts/src/api`). */
export type CallOptions<N extends RouteName> = {
  params?: ParamsOf<N>;
  query?: QueryOf<N>;
  /** JSON by the contract, or the multipart form of an upload route. */
  body?: BodyOf<N> | FormData;
  signal?: AbortSignal;
};

/** A GET that build/screen-preload.js sent before this code arrived, with the headers apiCall sends. */
type EarlyRequest = { uri: string; token: string; lang: string; response: Promise<Response> };

declare global {
  interface Window {
    earlyRequests?: EarlyRequest[];
  }
}

/**
 * The early request for `uri`, taken once, if it went with today's token and language; the
 * call then reads its answer like its own.
 */
function takeEarly(uri: string, token: string | null): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.earlyRequests;
  const i = early?.findIndex((r) => r.uri === uri && r.token === token && r.lang === language) ?? -1;
  return i < 0 ? undefined : early?.splice(i, 1)[0]?.response;
}

/** Every call goes by route name through the route table, with the bearer token and UI language. */
export async function apiCall<N extends RouteName>(
  name: N,
  opts: CallOptions<N> = {},
): Promise<ResponseOf<N>> {
  const routes = await loadRouteTable();
  const { uri, method } = buildUrl(routes, name, opts.params as Record<string, string | number>);
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': language };
  const token = session.token();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const search = toSearch(opts.query as Query);
  const early = method === 'GET' && !search ? takeEarly(uri, token) : undefined;
  const res = await trackActivity(
    early ?? fetch(uri + search, { method, headers, body, signal: opts.signal }),
  );
  const ended = res.status === 401 && Boolean(token);
  if (ended) for (const l of unauthorizedListeners) l();
  if (!res.ok) throw new ApiError(res.status, await readBody(res), ended);
  return (await res.json()) as ResponseOf<N>;
}

/**
 * A call from generic code that holds a route name of the contract but not its literal type (a
 * table's delete action, a dictionary screen's `<resource>.show`): the name is checked where the
 * component is used, and the caller states the answer's type it was given for that route.
 */
export function callRoute<T = unknown>(
  name: RouteName,
  opts: { params?: object; query?: object; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  return apiCall(name, opts as CallOptions<RouteName>) as Promise<T>;
}

/** A file answer (an XLSX export…): the body and the name the server gave it. */
export async function apiDownload<N extends RouteName>(
  name: N,
  opts: CallOptions<N> = {},
): Promise<{ blob: Blob; filename: string }> {
  const routes = await loadRouteTable();
  const { uri, method } = buildUrl(routes, name, opts.params as Record<string, string | number>);
  const headers: Record<string, string> = { 'accept-language': language };
  const token = session.token();
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await trackActivity(
    fetch(uri + toSearch(opts.query as Query), { method, headers, signal: opts.signal }),
  );
  const ended = res.status === 401 && Boolean(token);
  if (ended) for (const l of unauthorizedListeners) l();
  if (!res.ok) throw new ApiError(res.status, await readBody(res), ended);
  const disposition = res.headers.get('content-disposition') ?? '';
  const match = /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i.exec(disposition);
  const filename = match ? decodeURIComponent(match[1] ?? match[2] ?? '') : 'download';
  return { blob: await res.blob(), filename };
}

/** Hands a downloaded file to the browser under its name. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export type UploadOptions = {
  params?: Record<string, string | number>;
  query?: Query;
  body: FormData;
  /** Called with the share of the body sent so far, 0–1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
};

/**
 * A multipart upload by route name. XMLHttpRequest rather than fetch, because only it reports
 * how much of the body has been sent (the per-file progress of spec §4).
 */
export async function apiUpload<T>(name: string, opts: UploadOptions): Promise<T> {
  const routes = await loadRouteTable();
  const { uri, method } = buildUrl(routes, name, opts.params);
  const token = session.token();
  const xhr = new XMLHttpRequest();
  const done = new Promise<{ status: number; text: string }>((resolve, reject) => {
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
  });
  opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
  xhr.open(method, uri + toSearch(opts.query));
  xhr.setRequestHeader('accept', 'application/json');
  xhr.setRequestHeader('accept-language', language);
  if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
  xhr.send(opts.body);
  const { status, text } = await trackActivity(done);
  const ended = status === 401 && Boolean(token);
  if (ended) for (const l of unauthorizedListeners) l();
  let body: unknown = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = {};
  }
  if (status < 200 || status >= 300) {
    throw new ApiError(status, typeof body === 'object' && body !== null ? (body as ErrorBody) : {}, ended);
  }
  return body as T;
}
