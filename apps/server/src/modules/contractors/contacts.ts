import { type ContactInput, type ContactRecord, msg } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { patched } from '../../core/data/patch.ts';
import { type WriteContext, within } from '../../core/data/records.ts';
import { conflict, validationError } from '../../core/http/errors.ts';
import { inTransaction, type Tx } from '../../db/client.ts';
import { contactRecords } from '../people/records.ts';
import { contacts } from '../people/tables.ts';
import { toContactRecord } from './queries.ts';
import { demotePrimary, lockContractor } from './service.ts';

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

/** A contact is found only under its own contractor. */
const ofContractor = (contractorId: number) => eq(contacts.contractor_id, contractorId);

async function hasPrimary(tx: Tx, contractorId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.contractor_id, contractorId), eq(contacts.is_primary, true)))
    .limit(1);
  return Boolean(row);
}

/**
 * Exactly one primary contact per contractor (spec §5). Every write locks the contractor row
 * first, so two people switching the primary contact at once are served one after the other.
 */
export async function createContact(
  ctx: WriteContext,
  contractorId: number,
  input: ContactValues & { is_primary: boolean },
): Promise<ContactRecord> {
  return inTransaction(ctx.db, async (tx) => {
    const c = within(ctx, tx);
    await lockContractor(tx, contractorId);
    if (!input.is_primary && !(await hasPrimary(tx, contractorId)))
      throw validationError({ is_primary: [msg('contractors.primary_contact_unset')] });
    if (input.is_primary) await demotePrimary(c, contractorId);
    const row = await contactRecords.create(c, {
      ...columns(input),
      contractor_id: contractorId,
      is_primary: input.is_primary,
    });
    return toContactRecord(row);
  });
}

/** A partial update: the fields sent over the stored contact. */
export async function updateContact(
  ctx: WriteContext,
  contractorId: number,
  id: number,
  patch: Partial<ContactValues & { is_primary: boolean }>,
): Promise<ContactRecord> {
  return inTransaction(ctx.db, async (tx) => {
    const c = within(ctx, tx);
    await lockContractor(tx, contractorId);
    const before = await contactRecords.lock(tx, id, ofContractor(contractorId));
    const input = patched<ContactValues & { is_primary: boolean }>(
      {
        first_name: before.first_name,
        last_name: before.last_name,
        email: before.email,
        phone_number: before.phone_number,
        position: before.position,
        is_primary: before.is_primary,
      },
      patch,
    );
    if (before.is_primary && !input.is_primary)
      throw validationError({ is_primary: [msg('contractors.primary_contact_unset')] });
    if (input.is_primary && !before.is_primary) await demotePrimary(c, contractorId, id);
    const after = await contactRecords.update(
      c,
      id,
      { ...columns(input), is_primary: input.is_primary },
      { where: ofContractor(contractorId) },
    );
    return toContactRecord(after);
  });
}

export async function destroyContact(ctx: WriteContext, contractorId: number, id: number): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    await lockContractor(tx, contractorId);
    await contactRecords.destroy(within(ctx, tx), id, {
      where: ofContractor(contractorId),
      before: async (_tx, before) => {
        if (before.is_primary) throw conflict('contractors.primary_contact_delete');
      },
    });
  });
}

/**
 * Replaces a contractor's contacts with the given list in one transaction (the partner-zone
 * profile form): ids update existing contacts, new entries are added, missing ones removed;
 * the list holds exactly one primary (checked by the schema).
 */
export async function replaceContacts(
  ctx: WriteContext,
  contractorId: number,
  list: (ContactValues & { id?: number; is_primary: boolean })[],
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const c = within(ctx, tx);
    await lockContractor(tx, contractorId);
    const existing = await tx.select().from(contacts).where(eq(contacts.contractor_id, contractorId));
    const byId = new Map(existing.map((e) => [e.id, e]));
    const unknown = list.findIndex((e) => e.id !== undefined && !byId.has(e.id));
    if (unknown >= 0) throw validationError({ [`contacts.${unknown}.id`]: [msg('validation.exists')] });
    const kept = new Set(list.flatMap((e) => (e.id === undefined ? [] : [e.id])));
    for (const e of existing) if (!kept.has(e.id)) await contactRecords.destroy(c, e.id);
    // Existing contacts that end up without the flag are saved first, so the partial unique
    // index never sees two primaries mid-way.
    const ordered = [
      ...list.filter((e) => e.id !== undefined && !e.is_primary),
      ...list.filter((e) => e.id === undefined || e.is_primary),
    ];
    for (const e of ordered) {
      const values = { ...columns(e), is_primary: e.is_primary };
      if (e.id === undefined) await contactRecords.create(c, { ...values, contractor_id: contractorId });
      else await contactRecords.update(c, e.id, values);
    }
  });
}
