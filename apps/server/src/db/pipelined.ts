/// <reference path="./pg-utils.d.ts" />
import pg from 'pg';
import pgUtils from 'pg/lib/utils.js';

/** Turns a column's text into its value (node-postgres's type parsers). */
type Parser = (text: string) => unknown;

/**
 * A select the pipelined connections run again and again: its text, its name when it is prepared
 * once per connection, how its columns are parsed. Keep one per compiled statement: it learns its
 * columns' parsers from the first answer, and later runs skip asking for them.
 */
export type PipelinedStatement = {
  text: string;
  name: string | undefined;
  /**
   * A named statement one plan serves for every value (a show, a searched count, a gathered
   * page): run on the connections that plan it once (`GENERIC_PLANS`). Otherwise planned for
   * each call's values, named or not.
   */
  plannedOnce: boolean;
  types: { getTypeParser: (oid: number, format: 'text') => (text: string) => unknown };
  /** Known after the first answer: one per column. */
  parsers?: Parser[];
};

/** The protocol side of a node-postgres connection that a query writes to (pg/lib/connection.js). */
type Connection = {
  stream: { cork(): void; uncork(): void };
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(query: { text: string; name: string }): void;
  bind(config: { statement: string; values: unknown[] }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(config?: object): void;
  sync(): void;
};

type Field = { dataTypeID: number };
type Done = (error: Error | null, rows?: unknown[][]) => void;

/**
 * Connections whose streams wait for the end of this turn of the event loop before they write:
 * every query submitted to one of them in the same turn goes out in one system call.
 */
const corked = new Set<Connection>();
let flushing = false;

/** What runs when the turn ends, after the writes (a pipelines' batch closing). */
const atTurnEnd: (() => void)[] = [];

function flush() {
  flushing = false;
  for (const connection of corked) connection.stream.uncork();
  corked.clear();
  for (const then of atTurnEnd.splice(0)) then();
}

function scheduleTurnEnd() {
  if (!flushing) {
    flushing = true;
    setImmediate(flush);
  }
}

function onTurnEnd(then: () => void) {
  atTurnEnd.push(then);
  scheduleTurnEnd();
}

function corkForTurn(connection: Connection) {
  if (corked.has(connection)) return;
  connection.stream.cork();
  corked.add(connection);
  scheduleTurnEnd();
}

/**
 * One select on a pipelined connection (node-postgres `Client` with `pipeline: true`). A
 * `pg.Query` to the client, which refuses other query classes in pipeline mode, but none of its
 * per-query work: no result object and no parser lookup per column on every answer, rows kept as
 * arrays of parsed values. The protocol is node-postgres's own extended query (Parse once per
 * connection for a named statement, Bind, Describe while the columns are unknown, Execute,
 * Sync), written corked until the end of the event loop's turn.
 */
function PipelinedQuery(
  this: PipelinedQueryState,
  statement: PipelinedStatement,
  values: unknown[],
  done: Done,
) {
  this.statement = statement;
  this.text = statement.text;
  this.name = statement.name;
  this.values = values;
  this.callback = done;
  this.out = [];
  this.failed = null;
}

type PipelinedQueryState = {
  statement: PipelinedStatement;
  text: string;
  name: string | undefined;
  values: unknown[];
  callback: Done;
  out: unknown[][];
  failed: Error | null;
};

PipelinedQuery.prototype = Object.create(pg.Query.prototype, {
  constructor: { value: PipelinedQuery },
  submit: {
    value(this: PipelinedQueryState, connection: Connection) {
      corkForTurn(connection);
      const { statement } = this;
      const name = statement.name ?? '';
      if (
        !name ||
        (connection.parsedStatements[name] === undefined &&
          connection.submittedNamedStatements[name] === undefined)
      ) {
        connection.parse({ text: statement.text, name });
        if (name) connection.submittedNamedStatements[name] = statement.text;
      }
      connection.bind({ statement: name, values: this.values });
      if (!statement.parsers) connection.describe({ type: 'P', name: '' });
      connection.execute();
      connection.sync();
      return null;
    },
  },
  handleRowDescription: {
    value(this: PipelinedQueryState, message: { fields: Field[] }) {
      const { statement } = this;
      if (statement.parsers) return;
      statement.parsers = message.fields.map(({ dataTypeID }) => {
        return statement.types.getTypeParser(dataTypeID, 'text');
      });
    },
  },
  handleDataRow: {
    value(this: PipelinedQueryState, message: { fields: (string | null)[] }) {
      if (this.failed) return;
      const parsers = this.statement.parsers as Parser[];
      const row = message.fields as unknown[];
      try {
        for (let i = 0; i < row.length; i++) {
          const text = row[i];
          if (text !== null) row[i] = parsers[i](text as string);
        }
      } catch (error) {
        this.failed = error as Error;
        return;
      }
      this.out.push(row);
    },
  },
  handleCommandComplete: { value() {} },
  handleEmptyQuery: { value() {} },
  handlePortalSuspended: { value() {} },
  handleError: {
    value(this: PipelinedQueryState, error: Error) {
      const done = this.callback;
      this.callback = () => {};
      done(this.failed ?? error);
    },
  },
  handleReadyForQuery: {
    value(this: PipelinedQueryState) {
      const done = this.callback;
      this.callback = () => {};
      if (this.failed) done(this.failed);
      else done(null, this.out);
    },
  },
});

const Pipelined = PipelinedQuery as unknown as new (
  statement: PipelinedStatement,
  values: unknown[],
  done: Done,
) => object;

export type Pipelines = {
  /** Runs a select on the least busy pipelined connection; its rows as arrays of parsed values. */
  run(statement: PipelinedStatement, values: unknown[]): Promise<unknown[][]>;
  end(): Promise<void>;
};

type Lane = { client: pg.Client; inFlight: number; open: boolean };

/**
 * The session setting of the connections of statements planned once: one plan for every value.
 * With PostgreSQL's default (`auto`), a prepared statement is planned again for each call's
 * values whenever its plan for any values is estimated dearer, and a generic estimate of a
 * page's `LIMIT $n OFFSET $m` always is: the partner documentation search spent more of its time
 * planning than running (docs/decisions/0033-searched-lists-are-planned-once.md).
 */
const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

/**
 * `count` connections of one kind: the query goes to the connection with the fewest in flight,
 * and of those to the one this turn of the event loop wrote to already.
 */
function laneSet(config: pg.ClientConfig, count: number) {
  const lanes: Lane[] = [];
  /** The connection this turn's queries were written to last. */
  let turn: Lane | null = null;
  const endTurn = () => {
    turn = null;
  };

  function open(): Lane {
    const client = new pg.Client({ ...config, pipeline: true } as pg.ClientConfig);
    const lane: Lane = { client, inFlight: 0, open: true };
    const close = () => {
      lane.open = false;
    };
    // A lost connection fails its queries (node-postgres answers each one's callback) and is replaced.
    client.on('error', close);
    client.on('end', close);
    client.connect().catch(close);
    return lane;
  }

  function pick(): Lane {
    let best: Lane | null = null;
    for (let i = 0; i < count; i++) {
      let lane = lanes[i];
      if (!lane?.open) {
        // A connection is opened only when every open one is busy (or it is the first).
        if (best && best.inFlight === 0) continue;
        lane = lanes[i] = open();
      }
      if (!best || lane.inFlight < best.inFlight) best = lane;
    }
    const least = best as Lane;
    // The turn's connection while no other is less busy: a write shared, no idler connection passed over.
    if (turn?.open && turn.inFlight <= least.inFlight) return turn;
    if (!turn) onTurnEnd(endTurn);
    turn = least;
    return least;
  }

  return {
    pick,
    end: () => Promise.all(lanes.map((lane) => lane.client.end().catch(() => {}))),
  };
}

/**
 * Connections that each carry many selects at once (PostgreSQL's pipelining): `count` for the
 * statements planned once per connection for every value (`GENERIC_PLANS`), and `count` for the
 * others, planned for each call's values. Under load, when every connection has queries in flight, the
 * queries that arrive together share one write and PostgreSQL answers them in one. A request's
 * select then costs the server a share of a write and of a read instead of one each, and the
 * database's process a share of its own, while queries still spread over the connections, which
 * PostgreSQL runs in parallel (a page and its count asked at once run side by side). A
 * connection that fails is replaced on the next query.
 */
export function createPipelines(config: pg.ClientConfig, count: number): Pipelines {
  const plannedOnce = laneSet(
    { ...config, options: [config.options, GENERIC_PLANS].filter(Boolean).join(' ') },
    count,
  );
  const perCall = laneSet(config, count);
  let ending = false;

  return {
    run(statement, values) {
      if (ending) return Promise.reject(new Error('The database connections are closing'));
      const prepared = values.map((v) => pgUtils.prepareValue(v));
      const lane = (statement.plannedOnce ? plannedOnce : perCall).pick();
      lane.inFlight++;
      return new Promise((resolve, reject) => {
        const query = new Pipelined(statement, prepared, (error, rows) => {
          lane.inFlight--;
          if (error) reject(error);
          else resolve(rows as unknown[][]);
        });
        lane.client.query(query as never);
      });
    },
    async end() {
      ending = true;
      await Promise.all([plannedOnce.end(), perCall.end()]);
    },
  };
}
