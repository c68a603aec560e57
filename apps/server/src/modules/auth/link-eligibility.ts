import { PARTNER_ROLE_SLUG } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contractors, partners, roles, users } from '../people/tables.ts';

/**
 * Whether an account may be sent a reset or invitation link (issue 14). A partner-role account
 * must belong to a company whose registration was approved: a registrant still pending, or
 * rejected, has no company to sign in to, so no link may let it set a password. Staff accounts
 * have no company by their role, not by an omission, and always may.
 */
export async function mayReceiveLink(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ role_slug: roles.slug, registration_status: contractors.registration_status })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(partners, eq(partners.id, users.partner_id))
    .leftJoin(contractors, eq(contractors.id, partners.contractor_id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return false;
  return row.role_slug !== PARTNER_ROLE_SLUG || row.registration_status === 'approved';
}
