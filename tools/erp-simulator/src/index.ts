import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import { type Customer, type Item, makeCustomers, makeItems, makeItemUnits } from './fixtures.ts';

/**
 * A Business Central API v2.0 subset over HTTPS for developing and testing the ERP connector:
 * customers and items (OData `value` arrays, `@odata.nextLink` paging, `$filter`, `$orderby`,
 * `$top`, ETags with `If-Match`), the portal extension's serviceOrders and itemUnitsOfMeasure
 * pages, an OAuth2 token endpoint with expiring tokens and basic authentication, and faults
 * injected on request.
 */

export type FaultKind = 'latency' | '429' | '500' | 'drop' | 'malformed' | 'lost-response';

export type Fault = {
  kind: FaultKind;
  /** Substring of the request path the fault applies to ('items', 'customers', 'itemUnitsOfMeasure', 'serviceOrders', 'token'). */
  path?: string;
  method?: string;
  /** Matching requests let through before the fault starts. */
  after?: number;
  /** How many matching requests it hits (default 1). */
  times?: number;
  /** Delay for `latency`; Retry-After seconds for `429`. */
  ms?: number;
  retryAfter?: number;
};

export type SimulatorOptions = {
  port?: number;
  host?: string;
  faults?: Fault[];
  scale?: number;
  customers?: number;
  items?: number;
  /** Largest page the server returns, whatever the client prefers. */
  maxPageSize?: number;
  companyId?: string;
  clientId?: string;
  clientSecret?: string;
  username?: string;
  password?: string;
  publisher?: string;
  /** Lifetime of issued OAuth tokens. */
  tokenTtlSeconds?: number;
};

type Doc = Record<string, unknown> & { id: string; number: string; lastModifiedDateTime: string };

export type Simulator = Awaited<ReturnType<typeof startSimulator>>;

const etag = (doc: Doc) => `W/"${Buffer.from(`${doc.lastModifiedDateTime}|${doc.id}`).toString('base64')}"`;
const withEtag = (doc: Doc) => ({ '@odata.etag': etag(doc), ...doc });

type Condition = (doc: Doc) => boolean;

/** `a and b or c and d`: `and` binds tighter, as in OData; no parentheses. */
function parseFilter(filter: string | null): Condition {
  if (!filter) return () => true;
  const alternatives = filter.split(/\s+or\s+/i).map(parseConjunction);
  return (doc) => alternatives.some((a) => a(doc));
}

function parseConjunction(filter: string): Condition {
  const parts = filter.split(/\s+and\s+/i).map((part) => {
    const m = part.trim().match(/^(\w+)\s+(eq|ne|gt|ge|lt|le)\s+(.+)$/i);
    if (!m) throw new Error(`unsupported $filter: ${part}`);
    const [, field, op, raw] = m;
    const literal = raw.startsWith("'") ? raw.slice(1, -1).replaceAll("''", "'") : raw;
    const isDate = /^\d{4}-\d{2}-\d{2}T/.test(literal);
    const cmp = (v: unknown) => {
      if (isDate) return Date.parse(String(v)) - Date.parse(literal);
      return String(v) < literal ? -1 : String(v) > literal ? 1 : 0;
    };
    const ops: Record<string, (c: number) => boolean> = {
      eq: (c) => c === 0,
      ne: (c) => c !== 0,
      gt: (c) => c > 0,
      ge: (c) => c >= 0,
      lt: (c) => c < 0,
      le: (c) => c <= 0,
    };
    return (doc: Doc) => ops[op.toLowerCase()](cmp(doc[field]));
  });
  return (doc) => parts.every((p) => p(doc));
}

function sorter(orderby: string) {
  const keys = orderby.split(',').map((k) => {
    const [field, dir] = k.trim().split(/\s+/);
    return { field, sign: dir?.toLowerCase() === 'desc' ? -1 : 1 };
  });
  return (a: Doc, b: Doc) => {
    for (const { field, sign } of keys) {
      const x = field === 'lastModifiedDateTime' ? Date.parse(a[field]) : String(a[field]);
      const y = field === 'lastModifiedDateTime' ? Date.parse(b[field]) : String(b[field]);
      if (x < y) return -sign;
      if (x > y) return sign;
    }
    return 0;
  };
}

export async function startSimulator(opts: SimulatorOptions = {}) {
  const scale = opts.scale ?? 1;
  const companyId = opts.companyId ?? '5b1a6d3e-7c1f-4e0a-9a55-2f1d0c7b8e01';
  const clientId = opts.clientId ?? 'portal';
  const clientSecret = opts.clientSecret ?? 'portal-secret';
  const username = opts.username ?? 'PORTAL';
  const password = opts.password ?? 'Haslo123!';
  const publisher = opts.publisher ?? 'portal/service/v1.0';
  const maxPageSize = opts.maxPageSize ?? 1000;
  const faults: (Fault & { seen: number; hits: number })[] = [];
  const requests: { method: string; path: string; status: number | 'dropped' }[] = [];
  const tokens = new Map<string, number>();
  const tokenTtl = opts.tokenTtlSeconds ?? 3600;
  let clock = Date.parse('2026-02-01T08:00:00.000Z');
  let orderSeq = 0;

  const items = makeItems(opts.items ?? 500 * scale);
  const data: Record<'customers' | 'items' | 'itemUnitsOfMeasure' | 'serviceOrders', Doc[]> = {
    customers: makeCustomers(opts.customers ?? 500 * scale) as unknown as Doc[],
    items: items as unknown as Doc[],
    itemUnitsOfMeasure: makeItemUnits(items) as unknown as Doc[],
    serviceOrders: [],
  };

  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  } as never);
  const certDir = mkdtempSync(join(tmpdir(), 'erp-simulator-'));
  const caFile = join(certDir, 'ca.pem');
  writeFileSync(caFile, pems.cert);

  /** A later modification time than anything stored, as the ERP's clock moves on. */
  const tick = () => {
    clock += 1000;
    return new Date(clock).toISOString();
  };

  function takeFault(req: IncomingMessage, path: string): Fault | null {
    for (const f of faults) {
      if (f.hits >= (f.times ?? 1)) continue;
      if (f.path && !path.includes(f.path)) continue;
      if (f.method && f.method !== req.method) continue;
      f.seen++;
      if (f.seen <= (f.after ?? 0)) continue;
      f.hits++;
      return f;
    }
    return null;
  }

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json; odata.metadata=minimal', ...headers });
    res.end(JSON.stringify(body));
  }

  const error = (res: ServerResponse, status: number, code: string, message: string) =>
    send(res, status, { error: { code, message } });

  function authorized(req: IncomingMessage): boolean {
    const header = req.headers.authorization ?? '';
    if (header.startsWith('Bearer ')) return (tokens.get(header.slice(7)) ?? 0) > Date.now();
    if (header.startsWith('Basic '))
      return Buffer.from(header.slice(6), 'base64').toString() === `${username}:${password}`;
    return false;
  }

  async function body(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function list(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    entity: keyof typeof data,
    fault: Fault | null,
  ) {
    const q = url.searchParams;
    let rows: Doc[];
    try {
      const order = q.get('$orderby') ?? (entity === 'itemUnitsOfMeasure' ? 'itemNumber,code' : 'number');
      rows = data[entity].filter(parseFilter(q.get('$filter'))).sort(sorter(order));
    } catch (err) {
      return error(res, 400, 'BadRequest', (err as Error).message);
    }
    const top = q.has('$top') ? Number(q.get('$top')) : Number.POSITIVE_INFINITY;
    const prefer = /odata\.maxpagesize=(\d+)/.exec(String(req.headers.prefer ?? ''));
    const pageSize = Math.min(maxPageSize, prefer ? Number(prefer[1]) : maxPageSize);
    const skip = q.has('$skiptoken')
      ? Number(Buffer.from(q.get('$skiptoken') ?? '', 'base64url').toString())
      : 0;
    const end = Math.min(rows.length, top, skip + pageSize);
    const page = rows.slice(skip, end).map(withEtag);
    const result: Record<string, unknown> = {
      '@odata.context': `${url.origin}/api/v2.0/$metadata#${entity}`,
      value: page,
    };
    if (end < Math.min(rows.length, top)) {
      const next = new URL(url);
      next.searchParams.set('$skiptoken', Buffer.from(String(end)).toString('base64url'));
      result['@odata.nextLink'] = next.toString();
    }
    if (fault?.kind === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(result).slice(0, 40));
    }
    send(res, 200, result);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', `https://${req.headers.host ?? 'localhost'}`);
    const path = decodeURIComponent(url.pathname);
    if (path.startsWith('/admin/')) return admin(req, res, path);
    const fault = takeFault(req, path);
    if (fault?.kind === 'latency') await new Promise((r) => setTimeout(r, fault.ms ?? 1000));
    if (fault?.kind === 'drop') {
      requests.push({ method: req.method ?? '', path, status: 'dropped' });
      return req.socket.destroy();
    }
    if (fault?.kind === '429') {
      return send(
        res,
        429,
        { error: { code: 'TooManyRequests', message: 'Rate limit' } },
        { 'retry-after': String(fault.retryAfter ?? 1) },
      );
    }
    if (fault?.kind === '500') return error(res, 500, 'InternalServerError', 'Symulowany błąd serwera');

    if (path === '/oauth/token' && req.method === 'POST') {
      const form = new URLSearchParams(await body(req));
      if (
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_id') !== clientId ||
        form.get('client_secret') !== clientSecret
      ) {
        return send(res, 401, { error: 'invalid_client' });
      }
      const token = randomUUID();
      tokens.set(token, Date.now() + tokenTtl * 1000);
      return send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: tokenTtl });
    }
    if (!authorized(req)) return error(res, 401, 'Authentication_InvalidCredentials', 'Brak autoryzacji');

    const company = `companies(${companyId})`;
    const standard = path.match(/^\/api\/v2\.0\/(.+)$/);
    if (standard && standard[1] === 'companies')
      return send(res, 200, { value: [{ id: companyId, name: 'CRONUS Polska' }] });
    if (standard?.[1].startsWith(`${company}/`)) {
      const rest = standard[1].slice(company.length + 1);
      const m = rest.match(/^(customers|items)(?:\(([^)]+)\))?$/);
      if (!m) return error(res, 404, 'BadRequest_NotFound', 'Nie znaleziono');
      const entity = m[1] as 'customers' | 'items';
      if (!m[2] && req.method === 'GET') return list(req, res, url, entity, fault);
      const doc = data[entity].find((d) => d.id === m[2]);
      if (!doc) return error(res, 404, 'BadRequest_NotFound', 'Nie znaleziono rekordu');
      if (req.method === 'GET') return send(res, 200, withEtag(doc));
      if (req.method === 'PATCH') {
        if (req.headers['if-match'] !== '*' && req.headers['if-match'] !== etag(doc)) {
          return error(res, 412, 'Request_EntityChanged', 'Rekord został zmieniony przez innego użytkownika');
        }
        Object.assign(doc, JSON.parse(await body(req)), { lastModifiedDateTime: tick() });
        return send(res, 200, withEtag(doc));
      }
    }
    if (path === `/api/${publisher}/${company}/itemUnitsOfMeasure` && req.method === 'GET')
      return list(req, res, url, 'itemUnitsOfMeasure', fault);
    if (path === `/api/${publisher}/${company}/serviceOrders`) {
      if (req.method === 'GET') return list(req, res, url, 'serviceOrders', fault);
      if (req.method === 'POST') {
        const input = JSON.parse(await body(req)) as Record<string, unknown>;
        if (!input.externalDocumentNumber)
          return error(res, 400, 'BadRequest', 'externalDocumentNumber jest wymagany');
        const doc: Doc = {
          ...input,
          id: randomUUID(),
          number: `ZS/${new Date(clock).getUTCFullYear()}/${String(++orderSeq).padStart(5, '0')}`,
          status: 'Open',
          lastModifiedDateTime: tick(),
        };
        data.serviceOrders.push(doc);
        if (fault?.kind === 'lost-response') {
          requests.push({ method: 'POST', path, status: 'dropped' });
          return req.socket.destroy();
        }
        return send(res, 201, withEtag(doc), { etag: etag(doc) });
      }
    }
    return error(res, 404, 'BadRequest_NotFound', `Nieznany zasób ${path}`);
  }

  async function admin(req: IncomingMessage, res: ServerResponse, path: string) {
    if (path === '/admin/faults' && req.method === 'POST') {
      const list = JSON.parse(await body(req)) as Fault[];
      api.inject(...list);
      return send(res, 200, { faults: faults.length });
    }
    if (path === '/admin/faults' && req.method === 'DELETE') {
      faults.length = 0;
      return send(res, 200, { faults: 0 });
    }
    if (path === '/admin/state') {
      return send(res, 200, {
        customers: data.customers.length,
        items: data.items.length,
        serviceOrders: data.serviceOrders,
        requests: requests.length,
      });
    }
    return error(res, 404, 'NotFound', 'Nieznany zasób administracyjny');
  }

  const server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    res.on('finish', () =>
      requests.push({ method: req.method ?? '', path: req.url ?? '', status: res.statusCode }),
    );
    handle(req, res).catch((err) => {
      if (!res.headersSent) error(res, 500, 'Internal', (err as Error).message);
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const api = {
    url: `https://localhost:${port}`,
    port,
    companyId,
    caFile,
    cert: pems.cert,
    credentials: {
      clientId,
      clientSecret,
      username,
      password,
      tokenUrl: `https://localhost:${port}/oauth/token`,
    },
    serviceOrdersApi: publisher,
    data,
    requests,
    inject(...list: Fault[]) {
      for (const f of list) faults.push({ ...f, seen: 0, hits: 0 });
    },
    clearFaults() {
      faults.length = 0;
    },
    /** Expires every issued token, as the identity provider does after `expires_in`. */
    expireTokens() {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    /** Changes a record as a user in the ERP would: a new lastModifiedDateTime. */
    update(entity: 'customers' | 'items', number: string, patch: Partial<Customer> | Partial<Item>) {
      const doc = data[entity].find((d) => d.number === number);
      if (!doc) throw new Error(`no ${entity} ${number}`);
      Object.assign(doc, patch, { lastModifiedDateTime: tick() });
      return doc;
    },
    add(entity: 'customers' | 'items', doc: Customer | Item) {
      const stored = { ...doc, lastModifiedDateTime: tick() } as unknown as Doc;
      data[entity].push(stored);
      return stored;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  faults.push(...(opts.faults ?? []).map((f) => ({ ...f, seen: 0, hits: 0 })));
  return api;
}
