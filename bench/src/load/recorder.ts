/// <reference path="../../../apps/server/src/db/pg-utils.d.ts" />
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import pgUtils from 'pg/lib/utils.js';

/**
 * `named`: prepared under a name, parsed once per connection (pg only; PGlite takes no names);
 * `plannedOnce`: on a connection that plans it once for every value (`plan_cache_mode`).
 * `params` as they go to the database (node-postgres's text of each value): the product's
 * pipelined selects hand the driver values already encoded, the bare reference the values.
 */
export type Statement = { text: string; params: unknown[]; named: boolean; plannedOnce: boolean };

/**
 * Records the SQL a piece of code sends, by wrapping the driver's `query` (pg's Client, or one
 * PGlite instance). Used once before the run to compare the product's statements with the
 * bare reference's; never active while measuring.
 */
export class Recorder {
  private on = false;
  private seen: Statement[] = [];

  add(first: unknown, second: unknown, plannedOnce = false): void {
    if (!this.on) return;
    const sent = (values: unknown[]) => values.map((v) => pgUtils.prepareValue(v));
    if (typeof first === 'string')
      this.seen.push({
        text: first,
        params: sent(Array.isArray(second) ? second : []),
        named: false,
        plannedOnce,
      });
    else if (first && typeof first === 'object' && 'text' in first) {
      const q = first as { text: string; values?: unknown[]; name?: string };
      this.seen.push({
        text: q.text,
        params: sent(q.values ?? (Array.isArray(second) ? second : [])),
        named: Boolean(q.name),
        plannedOnce,
      });
    }
  }

  async record(work: () => Promise<unknown>): Promise<Statement[]> {
    this.seen = [];
    this.on = true;
    try {
      await work();
    } finally {
      this.on = false;
    }
    return this.seen;
  }
}

/** Wraps pg's Client.query for the whole process; returns the undo. */
export function recordPg(recorder: Recorder): () => void {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: { connectionParameters?: { options?: string } }, ...args: unknown[]) {
    const options = this.connectionParameters?.options ?? '';
    recorder.add(args[0], args[1], options.includes('plan_cache_mode=force_generic_plan'));
    return original.apply(this, args);
  };
  return () => {
    proto.query = original;
  };
}

export function recordPglite(client: PGlite, recorder: Recorder): void {
  const original = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: object) => {
    recorder.add(text, params);
    return original(text, params as never, options as never);
  }) as PGlite['query'];
}

/** Whitespace, quoting and letter case do not change a statement. */
export function normalizeSql(text: string): string {
  return text.replace(/"/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
}
