import {
  type ErpPullKind,
  type ErpServiceOrder,
  type ErpServiceOrderInput,
  erpServiceOrderSchema,
} from '@portal/contracts';
import type { ErpConfig } from '../../config.ts';
import type { AppDeps } from '../../core/deps.ts';
import { createErpHttp, ErpError, type ErpHttpOptions } from './http.ts';

/** A record as the ERP lists it; the pull validates the fields it maps. */
export type ErpRecord = Record<string, unknown> & { number?: unknown; lastModifiedDateTime?: unknown };

/** The last fully applied record of a pull: the next one starts right after it. */
export type ResumePoint = { modifiedAt: string; number: string };

/** What the synchronization needs from an ERP; Business Central is the implementation. */
export interface ErpConnector {
  /** Pages of records changed at or after the resume point, ordered by (lastModifiedDateTime, number). */
  pages(kind: ErpPullKind, from: ResumePoint | null): AsyncGenerator<ErpRecord[]>;
  findServiceOrder(externalDocumentNumber: string): Promise<ErpServiceOrder | null>;
  createServiceOrder(order: ErpServiceOrderInput): Promise<ErpServiceOrder>;
  circuit(): 'closed' | 'open' | 'half-open';
  close(): void;
}

/** Item numbers per itemUnitsOfMeasure request (an `or` chain in one `$filter`). */
const UNITS_PER_REQUEST = 40;

const odataString = (v: string) => `'${v.replaceAll("'", "''")}'`;

/** Business Central API v2.0 (OData v4 JSON) plus the portal extension's serviceOrders and itemUnitsOfMeasure pages. */
export function createBusinessCentralConnector(config: ErpConfig, opts: ErpHttpOptions = {}): ErpConnector {
  const client = createErpHttp(config, opts);
  const company = `companies(${config.companyId})`;
  const standard = `${config.url}/api/v2.0/${company}`;
  // The portal's extension publishes its API pages under one publisher/group/version.
  const extension = `${config.url}/api/${config.serviceOrdersApi}/${company}`;
  const serviceOrders = `${extension}/serviceOrders`;
  // Standard v2.0 items expose only the base unit; Item Unit of Measure comes from the extension.
  const itemUnits = `${extension}/itemUnitsOfMeasure`;

  function list(body: unknown): { value: ErpRecord[]; next: string | null } {
    const page = body as { value?: unknown; '@odata.nextLink'?: unknown } | null;
    if (!page || !Array.isArray(page.value))
      throw new ErpError('System ERP zwrócił odpowiedź w nieoczekiwanym formacie', 'protocol');
    const next = page['@odata.nextLink'];
    return { value: page.value as ErpRecord[], next: typeof next === 'string' ? next : null };
  }

  function serviceOrder(raw: unknown): ErpServiceOrder {
    const parsed = erpServiceOrderSchema.safeParse(raw);
    if (!parsed.success)
      throw new ErpError('System ERP zwrócił zlecenie serwisowe w nieoczekiwanym formacie', 'protocol');
    return parsed.data;
  }

  async function* listAll(url: string, headers: Record<string, string> = {}) {
    let next: string | null = url;
    while (next) {
      const page = list(await client.request('GET', next, { headers }));
      yield page.value;
      next = page.next;
    }
  }

  /** Adds each item's units of measure, as `$expand` would, so one page maps in one go. */
  async function withUnits(items: ErpRecord[]): Promise<ErpRecord[]> {
    const numbers = items.map((i) => i.number).filter((n): n is string => typeof n === 'string');
    const units = new Map<string, ErpRecord[]>();
    // Short `or` chains keep each URL well under the ERP's request-line limit.
    for (let i = 0; i < numbers.length; i += UNITS_PER_REQUEST) {
      const filter = numbers
        .slice(i, i + UNITS_PER_REQUEST)
        .map((n) => `itemNumber eq ${odataString(n)}`)
        .join(' or ');
      for await (const rows of listAll(`${itemUnits}?$filter=${encodeURIComponent(filter)}`)) {
        for (const row of rows) {
          const key = String(row.itemNumber);
          units.set(key, [...(units.get(key) ?? []), row]);
        }
      }
    }
    return items.map((item) => ({ ...item, itemUnitsOfMeasure: units.get(String(item.number)) ?? [] }));
  }

  return {
    async *pages(kind, from) {
      const query = new URLSearchParams({ $orderby: 'lastModifiedDateTime,number' });
      // `ge`, not `gt`: records sharing the resume timestamp but with a later number still come.
      if (from) query.set('$filter', `lastModifiedDateTime ge ${from.modifiedAt}`);
      const url = `${standard}/${kind}?${query.toString().replaceAll('+', '%20')}`;
      for await (const page of listAll(url, { prefer: `odata.maxpagesize=${config.pageSize}` }))
        yield kind === 'items' ? await withUnits(page) : page;
    },

    async findServiceOrder(externalDocumentNumber) {
      const query = `$filter=${encodeURIComponent(`externalDocumentNumber eq ${odataString(externalDocumentNumber)}`)}`;
      const { value } = list(await client.request('GET', `${serviceOrders}?${query}`));
      return value.length ? serviceOrder(value[0]) : null;
    },

    async createServiceOrder(order) {
      return serviceOrder(await client.request('POST', serviceOrders, { body: order, idempotent: false }));
    },

    circuit: client.circuit,
    close: client.close,
  };
}

const connectors = new WeakMap<AppDeps, ErpConnector>();

/** The app's connector, one per app so its circuit breaker and token span all jobs; null without config. */
export function connectorFor(deps: AppDeps): ErpConnector | null {
  if (!deps.config.erp) return null;
  let connector = connectors.get(deps);
  if (!connector) {
    connector = createBusinessCentralConnector(deps.config.erp);
    connectors.set(deps, connector);
  }
  return connector;
}
