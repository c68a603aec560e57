import { REGISTER_CONSENTS } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { records, type WriteContext } from '../../core/data/records.ts';
import type { Executor } from '../../db/client.ts';
import { consents, contacts, contractors, partners, roles, users } from './tables.ts';

/*
 * The write paths of companies and people, each through the one audited path (issue 15): the
 * areas standing on them (auth's registration and password links, users, contractors, partners)
 * write these rows here, so none of them reaches into another for a table's writer.
 */

export const CONTRACTOR_RECORD = 'contractor';
export const CONTACT_RECORD = 'contact';
export const USER_RECORD_TYPE = 'user';

/** Contractors and their affiliates (rows with `parent_id`). */
export const contractorRecords = records(contractors, CONTRACTOR_RECORD);

/** A contractor's contacts. */
export const contactRecords = records(contacts, CONTACT_RECORD);

export const partnerRecords = records(partners, 'partner');

/** The users table's one write path (audited, stamped by the clock). */
export const userRecords = records(users, USER_RECORD_TYPE);

/**
 * Stamps a sign-in on the account. Not audited: a sign-in changes none of the account's data.
 */
export async function stampLastLogin(db: Executor, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ last_login_at: at }).where(eq(users.id, userId));
}

export async function roleIdBySlug(db: Executor, slug: string): Promise<number> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.slug, slug)).limit(1);
  if (!role) throw new Error(`role ${slug} is missing; role defaults were not synchronised`);
  return role.id;
}

export type ConsentValues = {
  consent_processing_data: boolean;
  consent_commercial_info: boolean;
  consent_marketing_purposes: boolean;
};

export function consentValues(v: ConsentValues): ConsentValues {
  return {
    consent_processing_data: v.consent_processing_data,
    consent_commercial_info: v.consent_commercial_info,
    consent_marketing_purposes: v.consent_marketing_purposes,
  };
}

/**
 * Consents are a history: a row for each answer that changed (every answer for a new company),
 * given by `userId`. Registration records the registrant's answers through it too.
 */
export async function recordConsents(
  ctx: WriteContext,
  contractorId: number,
  next: ConsentValues,
  before: ConsentValues | null,
  userId: number | null,
) {
  const now = ctx.now;
  const rows = REGISTER_CONSENTS.filter(([field]) => !before || before[field] !== next[field]).map(
    ([field, slug]) => ({
      contractor_id: contractorId,
      user_id: userId,
      slug,
      given: next[field],
      given_at: next[field] ? now : null,
      created_at: now,
    }),
  );
  if (rows.length) await ctx.db.insert(consents).values(rows);
}
