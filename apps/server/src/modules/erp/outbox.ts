import {
  type ErpServiceOrderInput,
  erpServiceOrderInputSchema,
  type OutboxDocumentType,
} from '@portal/contracts';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { records, type ServiceContext, within } from '../../core/data/records.ts';
import type { AppDeps } from '../../core/deps.ts';
import { type Executor, inTransaction } from '../../db/client.ts';
import { connectorFor, type ErpConnector } from './connector.ts';
import { ERP_ACTOR } from './pull.ts';
import { erpOutbox } from './tables.ts';

export const OUTBOX_QUEUE = 'erp.outbox.push';

/** How long a claimed row is left to its sender before another worker may try it again. */
const CLAIM_MS = 5 * 60_000;

/**
 * Puts a document on the outbox in the caller's transaction (the service-orders area calls it
 * when an order is registered) and queues its delivery. Enqueuing the same number twice keeps
 * the first row: the number is the document's identity in the ERP.
 */
export async function enqueueOutbox(
  deps: Pick<AppDeps, 'jobs'>,
  tx: Executor,
  doc: {
    documentType: OutboxDocumentType;
    ourNumber: string;
    payload: ErpServiceOrderInput;
    partnerId?: number | null;
  },
): Promise<number> {
  const payload = erpServiceOrderInputSchema.parse({ ...doc.payload, externalDocumentNumber: doc.ourNumber });
  const [row] = await tx
    .insert(erpOutbox)
    .values({
      document_type: doc.documentType,
      our_number: doc.ourNumber,
      payload,
      partner_id: doc.partnerId ?? null,
    })
    .onConflictDoNothing({ target: [erpOutbox.document_type, erpOutbox.our_number] })
    .returning({ id: erpOutbox.id });
  if (!row) {
    const [existing] = await tx
      .select({ id: erpOutbox.id })
      .from(erpOutbox)
      .where(and(eq(erpOutbox.document_type, doc.documentType), eq(erpOutbox.our_number, doc.ourNumber)));
    return existing.id;
  }
  await deps.jobs.enqueue(tx, OUTBOX_QUEUE, { id: row.id }, { singletonKey: `erp-outbox:${row.id}` });
  return row.id;
}

/** The outbox rows, written through the one audited path (issue 15). */
const outboxRecords = records(erpOutbox, 'erp_outbox');

/** Staff (or the partner, for its own order) ask again for a document the ERP does not hold. */
export async function resendOutbox(ctx: ServiceContext, id: number): Promise<boolean> {
  return inTransaction(ctx.db, async (tx) => {
    const [before] = await tx.select().from(erpOutbox).where(eq(erpOutbox.id, id)).for('update');
    if (!before || before.status === 'sent') return false;
    await outboxRecords.update(
      within(ctx, tx),
      id,
      { status: 'pending', claimed_until: null },
      { action: 'resend' },
    );
    await ctx.deps.jobs.enqueue(tx, OUTBOX_QUEUE, { id }, { singletonKey: `erp-outbox:${id}` });
    return true;
  });
}

/**
 * Delivers one outbox row exactly once: the row is claimed first (so two workers never send it
 * together), and before every send the ERP is asked for a document with our number — if the
 * previous attempt reached the ERP but its answer was lost, that document is adopted.
 * Throws on a failed attempt so the job queue retries with backoff.
 */
export async function pushOutbox(deps: AppDeps, id: number, connector?: ErpConnector | null): Promise<void> {
  const erp = connector ?? connectorFor(deps);
  if (!erp) return;
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(erpOutbox)
    .set({
      status: 'sending',
      attempts: sql`${erpOutbox.attempts} + 1`,
      claimed_until: new Date(now.getTime() + CLAIM_MS),
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(erpOutbox.id, id),
        or(
          inArray(erpOutbox.status, ['pending', 'failed']),
          and(
            eq(erpOutbox.status, 'sending'),
            or(isNull(erpOutbox.claimed_until), lt(erpOutbox.claimed_until, now)),
          ),
        ),
      ),
    )
    .returning();
  if (!row) return;
  try {
    const payload = erpServiceOrderInputSchema.parse(row.payload);
    const existing = await erp.findServiceOrder(row.our_number);
    const doc = existing ?? (await erp.createServiceOrder(payload));
    const sent = { db: deps.db, actor: ERP_ACTOR, now: deps.clock.now() };
    await outboxRecords.update(
      sent,
      id,
      {
        status: 'sent',
        erp_id: doc.id,
        erp_document_number: doc.number,
        adopted: existing !== null,
        last_error: null,
        claimed_until: null,
        sent_at: sent.now,
      },
      { action: 'sent' },
    );
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    await deps.db
      .update(erpOutbox)
      .set({ status: 'failed', last_error: message, claimed_until: null, updated_at: sql`now()` })
      .where(eq(erpOutbox.id, id));
    throw err;
  }
}
