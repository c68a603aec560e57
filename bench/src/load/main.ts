import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-env.mjs';
import { numberOption, parseArgs } from '../lib/args.ts';
import { SERVER_MAIN } from '../lib/paths.ts';
import { Rng } from '../lib/rng.ts';
import { benchTarget, describeTarget } from '../lib/target.ts';
import { renewConnections } from './connections.ts';
import { prepareFixtures } from './fixtures.ts';
import { buildProductServer, freePort, type Started, startNode } from './process.ts';
import { naiveRoutes } from './reference/naive.ts';
import { referenceRoutes } from './reference/queries.ts';
import { machine, publish, table } from './report.ts';
import { bearer } from './requests.ts';
import { combineRounds, type Measurement, measure, type Peer } from './runner.ts';
import { scenarios as allScenarios, type Scenario, type SetupContext } from './scenarios.ts';
import { signIn } from './sign-in.ts';

const args = parseArgs(process.argv.slice(2));
const env = process.env;
const warmup = numberOption(args, 'warmup', env.BENCH_WARMUP, 5);
const seconds = numberOption(args, 'duration', env.BENCH_DURATION, 15);
const rounds = Math.floor(numberOption(args, 'rounds', env.BENCH_ROUNDS, 3));
/** The warm-up of a round after the first: the server is warm, its connections are new. */
const resumeWarmup = Math.min(warmup, 1);
const captchaCost = Math.floor(numberOption(args, 'captcha-cost', env.BENCH_CAPTCHA_COST, 1));
const tokensPerRole = Math.floor(numberOption(args, 'tokens', env.BENCH_TOKENS, 20));
const connectionCounts = (args.get('connections') ?? env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const only = args.get('only') ?? env.BENCH_ONLY;
const scenarios = allScenarios.filter((s) => !only || new RegExp(only, 'i').test(s.name));
const target = benchTarget();
const pgDatabase = target.kind === 'postgres' ? target.database : null;

const running = new Set<Started>();

async function start(kind: 'product' | 'reference'): Promise<Started> {
  const port = await freePort();
  const { DATABASE_URL: _, TEST_DATABASE_URL: __, ...base } = env;
  // BENCH_CPU_PROF=<dir>: V8 CPU profiles of both servers (<dir>/product, <dir>/reference), written when they stop.
  const profile = (name: string) =>
    env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${join(env.BENCH_CPU_PROF, name)}`] : [];
  const started =
    kind === 'product'
      ? await startNode({
          label: 'product server',
          entry: SERVER_MAIN,
          nodeArgs: [...SERVER_NODE_FLAGS, ...profile('product')],
          port,
          readyPath: '/api/core/routes',
          env: {
            ...base,
            NODE_ENV: 'production',
            HOST: '127.0.0.1',
            PORT: String(port),
            DATA_DIR: target.dataDir,
            ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : {}),
            CAPTCHA_COST: String(captchaCost),
            LOG_LEVEL: 'warn',
            SERVE_WEB: '0',
            API_DOCS: '0',
            // Setup uploads many photos as one admin; the per-user upload rate is not what is measured.
            UPLOAD_RATE_PER_HOUR: '0',
          },
        })
      : await startNode({
          label: 'bare reference server',
          entry: fileURLToPath(new URL('./reference/server.ts', import.meta.url)),
          nodeArgs: profile('reference'),
          port,
          readyPath: '/ready',
          env: {
            ...base,
            REF_PORT: String(port),
            ...(target.kind === 'postgres'
              ? { REF_DATABASE_URL: target.url }
              : { REF_PGLITE_DIR: target.dbDir }),
          },
        });
  running.add(started);
  return started;
}

async function stop(server: Started) {
  await server.stop();
  running.delete(server);
}

const referenced = scenarios.filter((s) => s.reference && referenceRoutes[s.reference.route]);
const naive = scenarios.filter((s) => s.reference && naiveRoutes[s.reference.route]);
const perRun = (warmup + seconds + (rounds - 1) * resumeWarmup) * connectionCounts.length;
const loadMinutes = Math.ceil(((scenarios.length + referenced.length + naive.length) * perRun) / 60);
// By default the load's own estimate with room for setup and the waits for an idle server.
const timeoutMinutes = numberOption(
  args,
  'timeout',
  env.BENCH_TIMEOUT_MIN,
  Math.ceil(loadMinutes * 1.5) + 10,
);
// Bounded in time whatever happens: a stuck run stops its servers and exits.
const watchdog = setTimeout(() => {
  console.error(`bench: still running after ${timeoutMinutes} min, stopping`);
  void Promise.all([...running].map((s) => s.stop())).finally(() => process.exit(2));
}, timeoutMinutes * 60_000);
watchdog.unref();

console.log(
  `bench on ${describeTarget(target)}: ${scenarios.length} scenarios (+${referenced.length} bare, +${naive.length} naive) × connections ${connectionCounts.join(', ')}; ` +
    `${warmup} s warm-up + ${seconds} s measured each in ${rounds} round(s) ≈ ${loadMinutes} min of load`,
);
const t0 = performance.now();
const loadBefore = loadavg()[0];
await buildProductServer();
const prepared = await prepareFixtures(target, scenarios);
for (const line of prepared.sqlChecks) console.log(`  ${line}`);

const notes = new Set<string>();
const results: Measurement[] = [];
const tokensByRole = new Map<string, string[]>();
/**
 * Answers of the product kept for the run: a peer's setup sees what the product's did (on PGlite
 * the product has stopped by then), and the same inputs in the same order.
 */
let productUrl = '';
const answers = new Map<string, Promise<unknown>>();
function ask(path: string, token: string): Promise<unknown> {
  let answer = answers.get(path);
  if (!answer) {
    answer = fetch(`${productUrl}${path}`, { headers: bearer(token) }).then(async (res) => {
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
      return res.json();
    });
    answers.set(path, answer);
  }
  return answer;
}

const context = (baseUrl: string, name: string): SetupContext => ({
  fixtures: prepared.fixtures,
  rng: new Rng([...name].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261)),
  baseUrl,
  ask,
  tokens: (role) => tokensByRole.get(role) ?? [],
  seconds: warmup + seconds,
  captchaCost,
  note: (text) => notes.add(text),
});

async function signInRoles(server: Started) {
  for (const role of new Set(scenarios.flatMap((s) => s.roles))) {
    const emails = (prepared.fixtures.emailsByRole[role] ?? []).slice(0, tokensPerRole);
    const tokens = [];
    for (const email of emails) tokens.push(await signIn(server.url, email));
    tokensByRole.set(role, tokens);
  }
}

/** A peer's requests for a scenario: one input sequence, continued from round to round. */
async function requestsOf(scenario: Scenario, server: Started, peer: Peer) {
  const nextInput = await scenario.setup(context(server.url, scenario.name));
  const routes = peer === 'bare' ? referenceRoutes : peer === 'naive' ? naiveRoutes : {};
  const route = scenario.reference ? routes[scenario.reference.route] : undefined;
  return route
    ? () => ({ method: 'GET' as const, path: route.path + scenario.reference!.path(nextInput()) })
    : () => scenario.request(nextInput());
}

/**
 * A scenario at one connection count on each of its peers, in rounds: each round measures every
 * peer in turn for its share of the time, so a drift of the shared machine's speed during the
 * scenario reaches the peers alike (README Performance); each peer's rounds make one row.
 */
async function run(scenario: Scenario, peers: { peer: Peer; server: Started }[], connections: number) {
  const sequences = [];
  for (const { peer, server } of peers) {
    sequences.push({
      peer,
      server,
      next: await requestsOf(scenario, server, peer),
      rounds: [] as Measurement[],
    });
  }
  for (let round = 0; round < rounds; round++) {
    // Every other round in reverse order (ours, bare, naive; naive, bare, ours; …), so no peer is
    // always the one measured first, right after the naive peer's scans or another scenario.
    for (const s of round % 2 === 0 ? sequences : [...sequences].reverse()) {
      s.rounds.push(
        await measure({
          scenario: scenario.name,
          peer: s.peer,
          url: s.server.url,
          connections,
          warmupSeconds: round === 0 ? warmup : resumeWarmup,
          seconds: seconds / rounds,
          next: s.next,
          pid: s.server.pid,
          pgDatabase,
          stream: scenario.stream,
        }),
      );
    }
  }
  const ours = sequences.find((s) => s.peer === 'product');
  for (const s of sequences) {
    const m = combineRounds(s.rounds);
    results.push(m);
    if (m.stream) {
      const mb = (v: number | null) => (v === null ? 'n/a' : `${Math.round(v)} MB`);
      notes.add(
        `${scenario.name} @${connections}: ${m.stream.mbPerSecond.toFixed(1)} MB/s of archive; server RSS ${mb(m.stream.rssBeforeMb)} before, peak ${mb(m.stream.peakRssMb)} while streaming`,
      );
    }
    const byRound =
      ours && s !== ours && rounds > 1
        ? `, ÷ ${s.peer} by round ${s.rounds.map((r, i) => (ours.rounds[i].rps / r.rps).toFixed(2)).join(' ')}`
        : '';
    if (byRound) notes.add(`${scenario.name} @${connections}${byRound.replace(/^, /, ': ')}`);
    console.log(
      `  ${s.peer === 'product' ? '' : `${s.peer}: `}${scenario.name} @${connections}: ${Math.round(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, non-2xx ${m.non2xx}, timeouts ${m.timeouts}, errors ${m.errors}${byRound}`,
    );
  }
}

if (target.kind === 'postgres') {
  // Both servers up at once, each bare period right after ours: the pair sees the same machine load.
  const product = await start('product');
  productUrl = product.url;
  const bare = referenced.length || naive.length ? await start('reference') : null;
  try {
    await signInRoles(product);
    for (const scenario of scenarios) {
      const peers: { peer: Peer; server: Started }[] = [{ peer: 'product', server: product }];
      if (bare && referenced.includes(scenario)) peers.push({ peer: 'bare', server: bare });
      if (bare && naive.includes(scenario)) peers.push({ peer: 'naive', server: bare });
      for (const connections of connectionCounts) {
        await renewConnections(target.url);
        await run(scenario, peers, connections);
      }
    }
  } finally {
    await stop(product);
    if (bare) await stop(bare);
  }
} else {
  // PGlite: one process owns the data directory, so the bare reference runs after the product.
  const product = await start('product');
  productUrl = product.url;
  try {
    await signInRoles(product);
    for (const scenario of scenarios)
      for (const c of connectionCounts) await run(scenario, [{ peer: 'product', server: product }], c);
  } finally {
    await stop(product);
  }
  if (referenced.length || naive.length) {
    const bare = await start('reference');
    try {
      for (const scenario of scenarios) {
        const peers: { peer: Peer; server: Started }[] = [];
        if (referenced.includes(scenario)) peers.push({ peer: 'bare', server: bare });
        if (naive.includes(scenario)) peers.push({ peer: 'naive', server: bare });
        for (const c of connectionCounts) if (peers.length) await run(scenario, peers, c);
      }
    } finally {
      await stop(bare);
    }
  }
}

const rows = Object.entries(prepared.rows)
  .map(([t, n]) => `${t} ${n.toLocaleString('en')}`)
  .join(', ');
const body = [
  `Database: ${describeTarget(target)} (${rows}). Machine: ${machine()}.`,
  `Each row: ${warmup} s warm-up, then ${seconds} s measured with autocannon on 127.0.0.1 in ${rounds} round(s) of ${+(seconds / rounds).toFixed(1)} s (${resumeWarmup} s warm-up before each later one); ${target.kind === 'postgres' ? 'each round measured ours, the bare and the naive peer in turn (every other round in reverse order), both servers up' : 'the bare reference ran after all of ours (minutes apart)'}. req/s over all rounds, p50 the rounds\u2019 median, p99 the highest.` +
    (target.kind === 'pglite'
      ? ' PGlite runs inside the server process: Node CPU includes the database, PG CPU is n/a; the bare reference opens the same PGlite directory with its own client (single connection).'
      : ' PG CPU is the bench database backends\u2019 utime+stime from /proc.') +
    ' "÷ bare" = our req/s ÷ the bare reference\u2019s (our exact SQL: measures our Node overhead); "÷ naive" = our req/s ÷ the naive peer\u2019s (what a team writes without thinking: ILIKE on lower(...) columns with trigram indexes, count and page in parallel, rows as JSON; see bench/README); "CPU ratio" = bare (Node + PG) CPU per request ÷ ours, steadier than req/s when the machine is shared.',
  '',
  table(results),
  '',
  ...[...notes, ...prepared.sqlChecks].map((n) => `- ${n}`),
  `- machine load average (1 min) ${loadBefore.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end: other work on the machine lowers every figure, the ratios less so`,
  `- total time ${((performance.now() - t0) / 60_000).toFixed(1)} min`,
].join('\n');
const file = publish(`Load, ${target.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, body);
console.log(`written to ${file}`);
process.exit(0);
