import type { ErpPullKind } from '@portal/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { WriteContext } from '../../core/data/records.ts';
import type { AppDeps } from '../../core/deps.ts';
import type { Actor } from '../../core/http/context.ts';
import type { Tx } from '../../db/client.ts';
import { deviceRecords } from '../devices/device-service.ts';
import { devices } from '../devices/tables.ts';
import { refreshPartnersFromErp } from '../partners/erp-refresh.ts';
import { erpCustomerRecords } from '../partners/records.ts';
import { erpCustomers } from '../partners/tables.ts';
import { connectorFor, type ErpConnector, type ErpRecord, type ResumePoint } from './connector.ts';
import { bcCustomerSchema, bcItemSchema, customerRow, itemRow } from './mapping.ts';
import { devicePriceChanges, erpSyncErrors, erpSyncRuns, erpSyncState } from './tables.ts';

export const ERP_ACTOR: Actor = { type: 'erp', id: null };

/** A run whose heartbeat is older than this belongs to a process that died; the next run takes over. */
export const STALE_RUN_MS = 10 * 60_000;

type Outcome = 'created' | 'updated' | 'skipped';
type PullContext = { deps: AppDeps; tx: Tx; runId: number; now: Date; modifiedAt: string };

export type PullResult =
  | { started: false; reason: 'busy' | 'not_configured' }
  | { started: true; runId: number; status: 'success' | 'partial' | 'failed' };

const afterResume = (r: { modifiedAt: string; number: string }, from: ResumePoint | null) => {
  if (!from) return true;
  const a = Date.parse(r.modifiedAt);
  const b = Date.parse(from.modifiedAt);
  return a > b || (a === b && r.number > from.number);
};

/** A record's place in the pull order; none when its key is unusable, so it never becomes the resume point. */
function keyOf(record: ErpRecord): { modifiedAt: string; number: string } | null {
  const { number, lastModifiedDateTime } = record;
  if (typeof number !== 'string' || typeof lastModifiedDateTime !== 'string') return null;
  if (Number.isNaN(Date.parse(lastModifiedDateTime))) return null;
  return { number, modifiedAt: lastModifiedDateTime };
}

/** The audited write context of a pull: the record's savepoint, the ERP as actor, the page's time. */
const writeOf = (ctx: PullContext): WriteContext => ({ db: ctx.tx, actor: ERP_ACTOR, now: ctx.now });

/** Whether the ERP's data differs from the stored row, field by field of the mapped row. */
const differs = (before: Record<string, unknown>, row: Record<string, unknown>) =>
  Object.entries(row).some(([key, value]) => before[key] !== value);

async function applyCustomer(ctx: PullContext, record: ErpRecord): Promise<Outcome> {
  const c = bcCustomerSchema.parse(record);
  const row = customerRow(c);
  const w = writeOf(ctx);
  const [before] = await ctx.tx
    .select()
    .from(erpCustomers)
    .where(eq(erpCustomers.external_id, row.external_id))
    .for('update');
  let outcome: Outcome = 'skipped';
  if (!before) {
    await erpCustomerRecords.create(w, { ...row, synced_at: ctx.now });
    outcome = 'created';
  } else if (differs(before, row)) {
    // An unchanged customer is not written at all: no audit row, no `updated_at`, no `synced_at`.
    await erpCustomerRecords.update(w, before.id, { ...row, synced_at: ctx.now });
    outcome = 'updated';
  }
  // Name, NIP, address and bill-to of a linked partner are owned by the ERP.
  await refreshPartnersFromErp(w, row);
  return outcome;
}

async function recordPrice(
  ctx: PullContext,
  deviceId: number,
  oldPrice: number | null,
  newPrice: number | null,
  modifiedAt: string,
) {
  await ctx.tx.insert(devicePriceChanges).values({
    device_id: deviceId,
    old_price: oldPrice,
    new_price: newPrice,
    erp_modified_at: new Date(modifiedAt),
    changed_at: ctx.now,
    run_id: ctx.runId,
  });
}

async function applyItem(ctx: PullContext, record: ErpRecord): Promise<Outcome> {
  const item = bcItemSchema.parse(record);
  const row = itemRow(item);
  const w = writeOf(ctx);
  const [before] = await ctx.tx.select().from(devices).where(eq(devices.code, row.code)).for('update');
  if (!before) {
    const after = await deviceRecords.create(w, { ...row, erp_managed: true });
    await recordPrice(ctx, after.id, null, row.sales_price, item.lastModifiedDateTime);
    return 'created';
  }
  const changed =
    !before.erp_managed ||
    before.name !== row.name ||
    before.name2 !== row.name2 ||
    before.unit !== row.unit ||
    // numeric(12,4) comes back as text ("1.0000"): compared as numbers.
    Number(before.factor) !== Number(row.factor) ||
    before.blocked !== row.blocked ||
    before.sales_price !== row.sales_price;
  if (!changed) return 'skipped';
  await deviceRecords.update(w, before.id, { ...row, erp_managed: true });
  if (before.sales_price !== row.sales_price)
    await recordPrice(ctx, before.id, before.sales_price, row.sales_price, item.lastModifiedDateTime);
  return 'updated';
}

const appliers: Record<ErpPullKind, (ctx: PullContext, record: ErpRecord) => Promise<Outcome>> = {
  customers: applyCustomer,
  items: applyItem,
};

/** A zod issue in Polish, for the synchronizations screen: staff read these, not developers. */
function issueText(i: z.core.$ZodIssue): string {
  switch (i.code) {
    case 'too_small':
      return i.origin === 'string' && Number(i.minimum) === 1
        ? 'wartość wymagana'
        : `wartość za mała (min. ${i.minimum})`;
    case 'too_big':
      return i.origin === 'string'
        ? `tekst za długi (maks. ${i.maximum} znaków)`
        : `wartość za duża (maks. ${i.maximum})`;
    case 'invalid_type':
      return `brak wartości lub niepoprawny typ (oczekiwano: ${i.expected})`;
    default:
      return i.message;
  }
}

function describe(err: unknown): string {
  if (err instanceof z.ZodError) {
    const issues = err.issues.map((i) => `${i.path.join('.')}: ${issueText(i)}`).join('; ');
    return `Niepoprawne dane z ERP: ${issues}`.slice(0, 1000);
  }
  return (err instanceof Error ? err.message : String(err)).slice(0, 1000);
}

/** Starts a run unless one of this kind is running (anywhere): the partial unique index decides. */
async function startRun(
  deps: AppDeps,
  kind: ErpPullKind,
  trigger: 'schedule' | 'manual',
  requestedBy: number | null,
) {
  const now = deps.clock.now();
  await deps.db
    .update(erpSyncRuns)
    .set({
      status: 'failed',
      finished_at: now,
      error_message: 'Przebieg przerwany (proces zakończył się w trakcie pobierania)',
    })
    .where(
      and(
        eq(erpSyncRuns.kind, kind),
        eq(erpSyncRuns.status, 'running'),
        lt(erpSyncRuns.heartbeat_at, new Date(now.getTime() - STALE_RUN_MS)),
      ),
    );
  const [row] = await deps.db
    .insert(erpSyncRuns)
    .values({ kind, trigger, requested_by: requestedBy, started_at: now, heartbeat_at: now })
    .onConflictDoNothing({ target: erpSyncRuns.kind, where: sql`status = 'running'` })
    .returning({ id: erpSyncRuns.id });
  return row?.id ?? null;
}

async function resumePoint(deps: AppDeps, kind: ErpPullKind): Promise<ResumePoint | null> {
  const [state] = await deps.db.select().from(erpSyncState).where(eq(erpSyncState.kind, kind));
  return state?.resume_modified_at && state.resume_number
    ? { modifiedAt: state.resume_modified_at, number: state.resume_number }
    : null;
}

/**
 * One pull of `kind`: pages from the resume point on, each applied in one transaction together
 * with its audit rows, its per-record errors, the run's counts and the new resume point — so a
 * crash anywhere leaves whole pages and a resume point that matches them.
 */
export async function runPull(
  deps: AppDeps,
  kind: ErpPullKind,
  opts: { trigger: 'schedule' | 'manual'; requestedBy?: number | null; connector?: ErpConnector },
): Promise<PullResult> {
  const connector = opts.connector ?? connectorFor(deps);
  if (!connector) return { started: false, reason: 'not_configured' };
  const runId = await startRun(deps, kind, opts.trigger, opts.requestedBy ?? null);
  if (runId === null) return { started: false, reason: 'busy' };

  let from = await resumePoint(deps, kind);
  let pages = 0;
  let failed = 0;
  let status: 'success' | 'partial' | 'failed' = 'success';
  let errorMessage: string | null = null;
  try {
    for await (const page of connector.pages(kind, from)) {
      const now = deps.clock.now();
      const counts = { created: 0, updated: 0, skipped: 0, failed: 0 };
      let last: ResumePoint | null = null;
      await deps.db.transaction(async (tx) => {
        for (const record of page) {
          const key = keyOf(record);
          if (key && !afterResume(key, from)) continue;
          const ctx: PullContext = { deps, tx, runId, now, modifiedAt: key?.modifiedAt ?? '' };
          try {
            // A savepoint per record: one bad record is skipped without losing the rest of the page.
            counts[await tx.transaction((sp) => appliers[kind]({ ...ctx, tx: sp }, record))]++;
          } catch (err) {
            counts.failed++;
            await tx.insert(erpSyncErrors).values({
              run_id: runId,
              record_key: typeof record.number === 'string' ? record.number : null,
              message: describe(err),
            });
          }
          if (key) last = key;
        }
        if (last) {
          const point: ResumePoint = last;
          await tx
            .insert(erpSyncState)
            .values({
              kind,
              resume_modified_at: point.modifiedAt,
              resume_number: point.number,
              updated_at: now,
            })
            .onConflictDoUpdate({
              target: erpSyncState.kind,
              set: { resume_modified_at: point.modifiedAt, resume_number: point.number, updated_at: now },
            });
        }
        await tx
          .update(erpSyncRuns)
          .set({
            created_count: sql`${erpSyncRuns.created_count} + ${counts.created}`,
            updated_count: sql`${erpSyncRuns.updated_count} + ${counts.updated}`,
            skipped_count: sql`${erpSyncRuns.skipped_count} + ${counts.skipped}`,
            failed_count: sql`${erpSyncRuns.failed_count} + ${counts.failed}`,
            pages: sql`${erpSyncRuns.pages} + 1`,
            heartbeat_at: now,
          })
          .where(eq(erpSyncRuns.id, runId));
      });
      pages++;
      failed += counts.failed;
      if (last) from = last;
    }
    if (failed) status = 'partial';
  } catch (err) {
    status = pages > 0 ? 'partial' : 'failed';
    errorMessage = describe(err);
    deps.log.warn({ kind, runId, err: errorMessage }, 'ERP pull stopped');
  }

  const finished = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (errorMessage)
      await tx.insert(erpSyncErrors).values({ run_id: runId, record_key: null, message: errorMessage });
    await tx
      .update(erpSyncRuns)
      .set({ status, finished_at: finished, heartbeat_at: finished, error_message: errorMessage })
      .where(eq(erpSyncRuns.id, runId));
    if (status === 'success') {
      await tx
        .insert(erpSyncState)
        .values({ kind, last_synchronized_at: finished, updated_at: finished })
        .onConflictDoUpdate({
          target: erpSyncState.kind,
          set: { last_synchronized_at: finished, updated_at: finished },
        });
    }
  });
  return { started: true, runId, status };
}
