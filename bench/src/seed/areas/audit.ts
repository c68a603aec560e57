import { and, inArray, max, min, sql } from 'drizzle-orm';
import { auditLog } from '../../../../apps/server/src/core/audit/tables.ts';
import { contractors, partners, roles, users } from '../../../../apps/server/src/modules/people/tables.ts';
import type { Rng } from '../../lib/rng.ts';
import { type AreaGenerator, inSlices, insertRows } from '../context.ts';
import { phone } from '../polish.ts';

/** Per scale 1. */
const AUDIT_ROWS = 100_000;

type Range = { min: number; max: number };

async function idRange(
  db: Parameters<AreaGenerator['generate']>[0]['db'],
  table: typeof users | typeof contractors | typeof partners,
): Promise<Range> {
  const [r] = await db.select({ min: min(table.id), max: max(table.id) }).from(table);
  if (r.min === null || r.max === null)
    throw new Error('The audit generator runs after companies and users.');
  return { min: r.min, max: r.max };
}

/** Field changes as the product's audit writer records them (old → new). */
function change(rng: Rng, recordType: string): Record<string, { old: unknown; new: unknown }> {
  switch (recordType) {
    case 'user':
      return rng.chance(0.5)
        ? { is_activated: { old: false, new: true } }
        : { phone_number: { old: phone(rng), new: phone(rng) } };
    case 'partner':
      return { highlighted: { old: false, new: rng.chance(0.5) } };
    default:
      return rng.chance(0.5)
        ? { phone_number: { old: phone(rng), new: phone(rng) } }
        : { electronic_form_invoice: { old: false, new: true } };
  }
}

/** Back-office edits of companies, partners and users by staff, over the last two years. */
export const auditGenerator: AreaGenerator = {
  name: 'audit',
  async generate(ctx) {
    const { db, rng } = ctx;
    const staff = (
      await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(roles, sql`${roles.id} = ${users.role_id}`)
        .where(
          and(
            inArray(roles.slug, [
              'admin',
              'moderator-trade',
              'moderator-customer-service',
              'moderator-support',
            ]),
          ),
        )
    ).map((u) => u.id);
    if (!staff.length) throw new Error('No staff users to act in the audit log.');
    const ranges = {
      user: await idRange(db, users),
      contractor: await idRange(db, contractors),
      partner: await idRange(db, partners),
    };
    const types = ['contractor', 'contractor', 'partner', 'user', 'user', 'user'] as const;
    const total = Math.round(AUDIT_ROWS * ctx.scale);
    await inSlices(db, total, 10_000, async (tx, from, to) => {
      const rows = [];
      for (let i = from; i < to; i++) {
        const recordType = rng.pick(types);
        const range = ranges[recordType];
        const created = rng.chance(0.05);
        rows.push({
          actor_type: 'user',
          actor_id: rng.pick(staff),
          action: created ? 'create' : 'update',
          record_type: recordType,
          record_id: String(rng.int(range.min, range.max)),
          changes: created ? {} : change(rng, recordType),
          created_at: rng.dateWithin(ctx.now, 730),
        });
      }
      await insertRows(tx, auditLog, rows);
    });
    return { audit_log: total };
  },
};
