import { and, asc, eq } from 'drizzle-orm';
import {
  type ChangeRequestChanges,
  partnerChangeRequests,
} from '../../../../apps/server/src/modules/partners/tables.ts';
import { contractors, partners, users } from '../../../../apps/server/src/modules/people/tables.ts';
import { type AreaGenerator, inSlices, insertRows } from '../context.ts';
import { address } from '../polish.ts';

/** Share of partners that have asked to change their name or address (one request each). */
const SHARE = 0.04;
const REASON = 'Dane nie zgadzają się z wpisem w CEIDG. Prosimy o kontakt z opiekunem.';

/** Partners' data change requests (pending, approved, rejected) with the requesting company admin. */
export const changeRequestsGenerator: AreaGenerator = {
  name: 'change requests',
  async generate(ctx) {
    const { db, rng } = ctx;
    const rows = await db
      .select({
        partner_id: partners.id,
        name: contractors.name,
        street: contractors.address_street,
        city: contractors.address_city,
        admin_id: users.id,
      })
      .from(partners)
      .innerJoin(contractors, eq(contractors.id, partners.contractor_id))
      .innerJoin(users, and(eq(users.partner_id, partners.id), eq(users.is_company_admin, true)))
      .orderBy(asc(partners.id), asc(users.id));
    // One company admin per partner (the first), then a share of the partners.
    const firstAdmin = new Map<number, (typeof rows)[number]>();
    for (const r of rows) if (!firstAdmin.has(r.partner_id)) firstAdmin.set(r.partner_id, r);
    const picked = [...firstAdmin.values()].filter(() => rng.chance(SHARE));
    const decider = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.pl')))[0]
      ?.id;
    let written = 0;
    await inSlices(db, picked.length, 1000, async (tx, from, to) => {
      const batch = picked.slice(from, to).map((p) => {
        const status = rng.pick(['pending', 'approved', 'approved', 'rejected'] as const);
        const created = rng.dateWithin(ctx.now, status === 'pending' ? 14 : 700);
        const moved = address(rng);
        const changes: ChangeRequestChanges = rng.chance(0.3)
          ? { name: { old: p.name, new: `${p.name} Sp. k.` } }
          : {
              address_street: { old: p.street, new: moved.street },
              address_city: { old: p.city, new: moved.city },
            };
        const decided =
          status === 'pending' ? null : new Date(created.getTime() + rng.int(1, 5) * 86_400_000);
        return {
          partner_id: p.partner_id,
          requested_by: p.admin_id,
          status,
          changes,
          approved_fields: status === 'approved' ? Object.keys(changes) : null,
          rejection_reason: status === 'rejected' ? REASON : null,
          decided_by: status === 'pending' ? null : (decider ?? null),
          decided_at: decided,
          created_at: created,
          updated_at: decided ?? created,
        };
      });
      await insertRows(tx, partnerChangeRequests, batch);
      written += batch.length;
    });
    return { partner_change_requests: written };
  },
};
