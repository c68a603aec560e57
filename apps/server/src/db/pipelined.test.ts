import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPipelines, type PipelinedStatement, type Pipelines } from './pipelined.ts';

const url = process.env.TEST_DATABASE_URL;

/**
 * A statement as the compiled selects give one: text, optional name (planned once unless
 * `perCall`), node-postgres's parsers.
 */
const statement = (text: string, name?: string, perCall = false): PipelinedStatement => ({
  text,
  name,
  plannedOnce: name !== undefined && !perCall,
  types: pg.types,
});

describe.runIf(url)('pipelined connections (PostgreSQL)', () => {
  const app = `pipelined-${process.pid}`;
  const settings = {
    connectionString: url,
    application_name: app,
    options: '-c jit=off -c random_page_cost=1.1',
  };
  let pipelines: Pipelines;
  /** One connection: every query of a turn shares its write. */
  let single: Pipelines;
  let admin: pg.Client;

  beforeAll(async () => {
    pipelines = createPipelines(settings, 2);
    single = createPipelines({ ...settings, application_name: `${app}-single` }, 1);
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await pipelines.end();
    await single.end();
    await admin.end();
  });

  it('answers each query of one turn with its own rows, the turn’s queries sharing a connection', async () => {
    const numbered = statement('SELECT $1::int AS n, pg_backend_pid() AS pid, $2::text AS label');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pipelines.run(numbered, [i, `zapytanie ${i}`])),
    );
    expect(answers.map((rows) => rows.map(([n, , label]) => [n, label]))).toEqual(
      Array.from({ length: 20 }, (_, i) => [[i, `zapytanie ${i}`]]),
    );
    const pids = answers.map((rows) => rows[0][1]);
    // Twenty queries on two connections, spread so that neither carries many more than the other.
    const perConnection = [...new Set(pids)].map((pid) => pids.filter((p) => p === pid).length);
    expect(perConnection).toHaveLength(2);
    expect(Math.abs(perConnection[0] - perConnection[1])).toBeLessThanOrEqual(3);
  });

  it('parses values with node-postgres’s parsers and sends them as its Query does', async () => {
    const typed = statement(
      'SELECT $1::int4 AS big, $2::bool AS yes, $3::jsonb AS doc, $4::text[] AS list, $5::text AS nothing, $6::date AS day',
    );
    const [row] = await pipelines.run(typed, [
      42,
      true,
      { a: 'ż' },
      ['x', 'y"z'],
      null,
      new Date('2026-12-01T12:00:00Z'),
    ]);
    expect(row.slice(0, 5)).toEqual([42, true, { a: 'ż' }, ['x', 'y"z'], null]);
    expect(row[5]).toBeInstanceOf(Date);
  });

  it('runs its connections with the pool’s session settings', async () => {
    const [row] = await pipelines.run(
      statement("SELECT current_setting('jit'), current_setting('random_page_cost')"),
      [],
    );
    expect(row).toEqual(['off', '1.1']);
  });

  it('fails only the query that failed of a shared write, and goes on on the same connection', async () => {
    const divide = statement('SELECT 10 / $1::int AS q, pg_backend_pid() AS pid');
    const [before, failed, after] = await Promise.allSettled([
      single.run(divide, [2]),
      single.run(divide, [0]),
      single.run(divide, [5]),
    ]);
    expect(before.status === 'fulfilled' && before.value[0][0]).toBe(5);
    expect(failed.status === 'rejected' && (failed.reason as { code?: string }).code).toBe('22012');
    expect(after.status === 'fulfilled' && after.value[0][0]).toBe(2);
    if (before.status === 'fulfilled' && after.status === 'fulfilled') {
      expect(after.value[0][1]).toBe(before.value[0][1]);
    }
    // A value the database refuses is the same kind of failure (a 4xx for the caller, not a lost connection).
    await expect(single.run(statement('SELECT $1::int'), ['nie liczba'])).rejects.toMatchObject({
      code: '22P02',
    });
    expect((await single.run(divide, [1]))[0][0]).toBe(10);
  });

  it('prepares a named statement once per connection, and learns its columns once', async () => {
    const name = `s_pipelined_${process.pid}`;
    const named = statement('SELECT $1::int + 1 AS next, pg_backend_pid() AS pid', name);
    // Named too, so that it runs on the named statements' connection.
    const prepared = statement(
      'SELECT count(*)::int FROM pg_prepared_statements WHERE name = $1',
      `s_pipelined_count_${process.pid}`,
    );
    const first = await Promise.all([single.run(named, [1]), single.run(prepared, [name])]);
    expect(first[0][0][0]).toBe(2);
    expect(first[1][0][0]).toBe(1);
    expect(named.parsers).toHaveLength(2);
    const again = await Promise.all([
      single.run(named, [2]),
      single.run(named, [3]),
      single.run(prepared, [name]),
    ]);
    expect(again.map((rows) => rows[0][0])).toEqual([3, 4, 1]);
  });

  it('plans a statement planned once for every value once; the others for each call’s values', async () => {
    // A page's LIMIT and OFFSET as parameters: with PostgreSQL's default, planned anew for every call.
    const name = `s_paged_${process.pid}`;
    const paged = statement(
      'SELECT n FROM generate_series(1, 100) AS n WHERE n > $1::int ORDER BY n LIMIT $2 OFFSET $3',
      name,
    );
    for (let call = 0; call < 8; call++) {
      expect((await single.run(paged, [call, 2, 1])).flat()).toEqual([call + 2, call + 3]);
    }
    const plans = statement(
      'SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE name = $1',
      `s_plans_${process.pid}`,
    );
    expect(await single.run(plans, [name])).toEqual([[8, 0]]);
    const mode = "SELECT current_setting('plan_cache_mode')";
    expect(await single.run(statement(mode, `s_mode_${process.pid}`), [])).toEqual([['force_generic_plan']]);
    expect(await single.run(statement(mode), [])).toEqual([['auto']]);
    // A named page planned per call (core/data: an ordered page) is prepared once and left to
    // PostgreSQL's own choice, which plans it for the values of the first calls at least.
    const perCall = statement(paged.text, `s_per_call_${process.pid}`, true);
    for (let call = 0; call < 8; call++) await single.run(perCall, [call, 2, 1]);
    const perCallPlans = statement(plans.text, `s_per_call_plans_${process.pid}`, true);
    const [[generic, custom]] = (await single.run(perCallPlans, [perCall.name])) as number[][];
    expect([generic + custom, custom >= 5]).toEqual([8, true]);
  });

  it('replaces a connection the database closed', async () => {
    const pid = statement('SELECT pg_backend_pid()');
    const [[before]] = await pipelines.run(pid, []);
    await admin.query('SELECT pg_terminate_backend($1)', [before]);
    // The connection hears of its end a moment later; until then a query on it fails as on the pool.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const answers = await Promise.all([1, 2, 3].map(() => pipelines.run(pid, [])));
    expect(answers.flat().map(([p]) => p)).not.toContain(before);
    const { rows } = await admin.query(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1',
      [app],
    );
    expect(rows[0].n).toBeLessThanOrEqual(2);
  });

  it('fails a query, not hangs it, when the database cannot be reached', async () => {
    const unreachable = createPipelines({ connectionString: 'postgres://postgres@127.0.0.1:1/none' }, 1);
    try {
      await expect(unreachable.run(statement('SELECT 1'), [])).rejects.toThrow();
      await expect(unreachable.run(statement('SELECT 1'), [])).rejects.toThrow();
    } finally {
      await unreachable.end();
    }
  });

  it('refuses queries once ended', async () => {
    const ended = createPipelines(settings, 1);
    expect(await ended.run(statement('SELECT 1'), [])).toEqual([[1]]);
    await ended.end();
    await expect(ended.run(statement('SELECT 1'), [])).rejects.toThrow();
  });
});
