import { type ContactInput, type ContactRecord, msg } from '@portal/contracts';
import { and, eq, notInArray } from 'drizzle-orm';
import { diff, writeAudit } from '../../core/audit/audit.ts';
import type { Actor } from '../../core/http/context.ts';
import { notFound, validationError } from '../../core/http/errors.ts';
import type { Db, Tx } from '../../db/client.ts';
import { toContactRecord } from './queries.ts';
import { CONTACT_RECORD, conflict, lockContractor, makePrimary } from './service.ts';
import { contacts } from './tables.ts';

type ContactValues = Omit<ContactInput, 'is_primary'> & {
  phone_number: string | null;
  position: string | null;
};

const columns = (v: ContactValues) => ({
  first_name: v.first_name,
  last_name: v.last_name,
  email: v.email,
  phone_number: v.phone_number,
  position: v.position,
});

async function hasPrimary(tx: Tx, contractorId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.contractor_id, contractorId), eq(contacts.is_primary, true)))
    .limit(1);
  return Boolean(row);
}

async function lockContact(tx: Tx, contractorId: number, id: number) {
  const [row] = await tx
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.contractor_id, contractorId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * Exactly one primary contact per contractor (spec §5). Every write locks the contractor row
 * first, so two people switching the primary contact at once are served one after the other.
 */
export async function createContact(
  db: Db,
  actor: Actor,
  now: Date,
  contractorId: number,
  input: ContactValues & { is_primary: boolean },
): Promise<ContactRecord> {
  return db.transaction(async (tx) => {
    await lockContractor(tx, contractorId);
    if (!input.is_primary && !(await hasPrimary(tx, contractorId)))
      throw validationError({ is_primary: [msg('contractors.primary_contact_unset')] });
    const [row] = await tx
      .insert(contacts)
      .values({
        ...columns(input),
        contractor_id: contractorId,
        is_primary: false,
        created_at: now,
        updated_at: now,
      })
      .returning();
    if (input.is_primary) await makePrimary(tx, contractorId, row.id, now);
    const after = { ...row, is_primary: input.is_primary };
    await writeAudit(tx, { actor, action: 'create', recordType: CONTACT_RECORD, recordId: row.id, after });
    return toContactRecord(after);
  });
}

export async function updateContact(
  db: Db,
  actor: Actor,
  now: Date,
  contractorId: number,
  id: number,
  input: ContactValues & { is_primary: boolean },
): Promise<ContactRecord> {
  return db.transaction(async (tx) => {
    await lockContractor(tx, contractorId);
    const before = await lockContact(tx, contractorId, id);
    if (before.is_primary && !input.is_primary)
      throw validationError({ is_primary: [msg('contractors.primary_contact_unset')] });
    const [row] = await tx
      .update(contacts)
      .set({ ...columns(input), updated_at: now })
      .where(eq(contacts.id, id))
      .returning();
    if (input.is_primary && !before.is_primary) await makePrimary(tx, contractorId, id, now);
    const after = { ...row, is_primary: input.is_primary };
    await writeAudit(tx, {
      actor,
      action: 'update',
      recordType: CONTACT_RECORD,
      recordId: id,
      before,
      after,
    });
    return toContactRecord(after);
  });
}

export async function destroyContact(db: Db, actor: Actor, contractorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockContractor(tx, contractorId);
    const before = await lockContact(tx, contractorId, id);
    if (before.is_primary) throw conflict('contractors.primary_contact_delete');
    await tx.delete(contacts).where(eq(contacts.id, id));
    await writeAudit(tx, { actor, action: 'delete', recordType: CONTACT_RECORD, recordId: id, before });
  });
}

/**
 * Replaces a contractor's contacts with the given list in one transaction (the partner-zone
 * profile form): ids update existing contacts, new entries are added, missing ones removed;
 * the list holds exactly one primary (checked by the schema).
 */
export async function replaceContacts(
  tx: Tx,
  actor: Actor,
  now: Date,
  contractorId: number,
  list: (ContactValues & { id?: number; is_primary: boolean })[],
): Promise<void> {
  await lockContractor(tx, contractorId);
  const existing = await tx.select().from(contacts).where(eq(contacts.contractor_id, contractorId));
  const byId = new Map(existing.map((c) => [c.id, c]));
  const unknown = list.findIndex((c) => c.id !== undefined && !byId.has(c.id));
  if (unknown >= 0) throw validationError({ [`contacts.${unknown}.id`]: [msg('validation.exists')] });
  const kept = list.flatMap((c) => (c.id === undefined ? [] : [c.id]));
  const removed = await tx
    .delete(contacts)
    .where(
      kept.length
        ? and(eq(contacts.contractor_id, contractorId), notInArray(contacts.id, kept))
        : eq(contacts.contractor_id, contractorId),
    )
    .returning();
  for (const before of removed)
    await writeAudit(tx, {
      actor,
      action: 'delete',
      recordType: CONTACT_RECORD,
      recordId: before.id,
      before,
    });
  // Demote first so the partial unique index never sees two primaries mid-way.
  await tx
    .update(contacts)
    .set({ is_primary: false, updated_at: now })
    .where(and(eq(contacts.contractor_id, contractorId), eq(contacts.is_primary, true)));
  for (const c of list) {
    if (c.id === undefined) {
      const [row] = await tx
        .insert(contacts)
        .values({
          ...columns(c),
          contractor_id: contractorId,
          is_primary: c.is_primary,
          created_at: now,
          updated_at: now,
        })
        .returning();
      await writeAudit(tx, {
        actor,
        action: 'create',
        recordType: CONTACT_RECORD,
        recordId: row.id,
        after: row,
      });
      continue;
    }
    const before = byId.get(c.id) as typeof contacts.$inferSelect;
    const [after] = await tx
      .update(contacts)
      .set({ ...columns(c), is_primary: c.is_primary, updated_at: now })
      .where(eq(contacts.id, c.id))
      .returning();
    const changes = diff(before, after);
    if (Object.keys(changes).length)
      await writeAudit(tx, { actor, action: 'update', recordType: CONTACT_RECORD, recordId: c.id, changes });
  }
}
