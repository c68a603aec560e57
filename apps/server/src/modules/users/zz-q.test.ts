import { sql, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { it } from 'vitest';
import { roles, users } from '/work/main/apps/server/src/modules/users/tables.ts';
it('x', () => {
  const db = drizzle.mock();
  const c = sql<number>`(SELECT count(*)::int FROM ${users} WHERE ${users.role_id} = ${roles.id})`;
  console.log(db.select({ id: roles.id, c }).from(roles).where(eq(roles.id, 1)).toSQL());
});
