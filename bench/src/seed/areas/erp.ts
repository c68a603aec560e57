import { eq, inArray } from 'drizzle-orm';
import { erpSyncErrors, erpSyncRuns } from '../../../../apps/server/src/modules/erp/tables.ts';
import { roles, users } from '../../../../apps/server/src/modules/people/tables.ts';
import { type AreaGenerator, inSlices, insertReturningIds, insertRows } from '../context.ts';

/** Days of history per scale 1: the product's default schedule pulls both kinds every 15 minutes. */
const DAYS = 90;
const INTERVAL_MS = 15 * 60_000;
/** Staff start a pull by hand now and then (after a change in the ERP they want to see at once). */
const MANUAL_PER_DAY = 3;

/** What a stopped pull leaves in `error_message` (the product's `describe(err)` texts). */
const FAILURES = [
  'ERP odpowiedział 503 Service Unavailable',
  'Przekroczono czas oczekiwania na odpowiedź ERP (30 s)',
  'Nie udało się uzyskać tokenu OAuth2: 401 invalid_client',
  'Przebieg przerwany (proces zakończył się w trakcie pobierania)',
];
const RECORD_ERRORS = [
  'Nieprawidłowy NIP',
  'Brak kodu pocztowego',
  'Nieznane województwo',
  'Nazwa dłuższa niż 255 znaków',
];

type Run = typeof erpSyncRuns.$inferInsert;

/**
 * ERP pull history for the synchronizations screen: scheduled customer and item pulls every
 * 15 minutes over the last 90 days, a few manual ones by admins, most of them quick and
 * successful, some partial (records that failed, with their errors) and a few failed.
 */
export const erpGenerator: AreaGenerator = {
  name: 'erp sync runs',
  async generate(ctx) {
    const { db, rng } = ctx;
    const admins = (
      await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.role_id))
        .where(inArray(roles.slug, ['admin', 'moderator-service']))
    ).map((r) => r.id);
    const end = Math.floor(ctx.now.getTime() / INTERVAL_MS) * INTERVAL_MS;
    const start = end - DAYS * ctx.scale * 86_400_000;
    const runs: { run: Run; errors: { record_key: string | null; message: string }[] }[] = [];
    const add = (kind: 'customers' | 'items', at: number, manual: boolean) => {
      // Customers change more often than items; a quiet slot pulls nothing and takes a second.
      const changed = rng.chance(kind === 'customers' ? 0.35 : 0.15) ? rng.int(1, 120) : 0;
      const roll = rng.next();
      const status = roll < 0.005 ? 'failed' : roll < 0.03 ? 'partial' : 'success';
      const failed = status === 'partial' ? rng.int(1, 5) : 0;
      const created = Math.floor(changed * rng.next() * 0.3);
      const pages = status === 'failed' ? 0 : Math.max(1, Math.ceil((changed + failed) / 500));
      const started = new Date(at + rng.int(0, 20_000));
      const finished = new Date(started.getTime() + 800 + changed * rng.int(20, 60));
      const failure = status === 'failed' ? rng.pick(FAILURES) : null;
      runs.push({
        run: {
          kind,
          trigger: manual ? 'manual' : 'schedule',
          status,
          requested_by: manual && admins.length ? rng.pick(admins) : null,
          started_at: started,
          finished_at: finished,
          heartbeat_at: finished,
          created_count: created,
          updated_count: changed - created,
          skipped_count: rng.int(0, 3),
          failed_count: failed,
          pages,
          error_message: failure,
        },
        errors: failure
          ? [{ record_key: null, message: failure }]
          : Array.from({ length: failed }, () => ({
              record_key: String(rng.int(10000, 99999)),
              message: rng.pick(RECORD_ERRORS),
            })),
      });
    };
    for (let at = start; at < end; at += INTERVAL_MS) {
      add('customers', at, false);
      add('items', at, false);
      if (rng.chance((MANUAL_PER_DAY * INTERVAL_MS) / 86_400_000))
        add(rng.pick(['customers', 'items'] as const), at + rng.int(60_000, INTERVAL_MS - 60_000), true);
    }
    let errors = 0;
    await inSlices(db, runs.length, 2000, async (tx, from, to) => {
      const slice = runs.slice(from, to);
      const ids = await insertReturningIds(
        tx,
        erpSyncRuns,
        slice.map((r) => r.run),
      );
      const rows = slice.flatMap((r, i) =>
        r.errors.map((e) => ({ run_id: ids[i], ...e, created_at: r.run.finished_at as Date })),
      );
      await insertRows(tx, erpSyncErrors, rows);
      errors += rows.length;
    });
    return { erp_sync_runs: runs.length, erp_sync_errors: errors };
  },
};
