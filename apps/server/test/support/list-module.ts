import { idParam, listQuery, listResponse, modelResponse, multi, textParam } from '@portal/contracts';
import { eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { listRecords } from '../../src/core/data/reads.ts';
import { partnerScope, records, writeContext } from '../../src/core/data/records.ts';
import type { AuthUser } from '../../src/core/http/context.ts';
import { routeFrom } from '../../src/core/http/routes.ts';
import { countries } from '../../src/modules/dictionaries/tables.ts';
import type { Module } from '../../src/modules/module.ts';
import { contractors, users } from '../../src/modules/people/tables.ts';
import type { TestApp } from '../harness.ts';

/**
 * Test-only routes over real tables that exercise the generic list and record machinery
 * through HTTP. Passed to `createTestApp` via `modules`; never registered in production.
 */
const contractorRow = z.object({ id: z.number(), name: z.string(), address_city: z.string() });

const contractorQuery = listQuery({
  sort: ['created_at', 'name', 'address_city'],
  filters: {
    // Narrows a test to its own rows whatever the seeds hold.
    prefix: textParam(50),
    city: multi(textParam(100)).optional(),
  },
});

const contractorList = {
  table: contractors,
  fields: { id: contractors.id, name: contractors.name, address_city: contractors.address_city },
  sort: {
    created_at: contractors.created_at,
    name: contractors.name,
    address_city: contractors.address_city,
  },
  search: sql`${contractors.name} || ' ' || ${contractors.address_city}`,
  filters: {
    city: (v: string[]) => inArray(contractors.address_city, v),
  },
};

const ownPrefix = (prefix: string) => like(contractors.name, `${prefix.replace(/[\\%_]/g, '\\$&')}%`);

export const userRecords = records(users, 'test-user');

const userRow = z.object({ id: z.number(), email: z.string(), partner_id: z.number().nullable() });

export const testListModule: Module = {
  name: 'test-list',
  routes: [
    routeFrom({
      name: 'test.contractors.index',
      access: 'authenticated',
      query: contractorQuery,
      response: listResponse(contractorRow),
      handler: async ({ deps, query }) =>
        listRecords(deps.db, contractorList, query, ownPrefix(query.prefix)),
    }),
    routeFrom({
      name: 'test.contractors.counted.index',
      access: 'authenticated',
      query: contractorQuery,
      response: listResponse(contractorRow),
      handler: async ({ deps, query }) =>
        listRecords(deps.db, { ...contractorList, countsWithPage: true }, query, ownPrefix(query.prefix)),
    }),
    routeFrom({
      name: 'test.users.index',
      access: 'authenticated',
      query: listQuery({ sort: ['created_at', 'email'] }),
      response: listResponse(userRow),
      handler: async ({ deps, query, auth }) =>
        listRecords(
          deps.db,
          {
            table: users,
            fields: { id: users.id, email: users.email, partner_id: users.partner_id },
            sort: { created_at: users.created_at, email: users.email },
          },
          query,
          usersScope(auth),
        ),
    }),
    routeFrom({
      name: 'test.users.show',
      access: 'authenticated',
      params: z.object({ id: idParam() }),
      response: modelResponse(userRow),
      handler: async ({ deps, params, auth }) => ({
        model: await userRecords.get(deps.db, params.id, usersScope(auth)),
      }),
    }),
    routeFrom({
      name: 'test.users.update',
      access: 'authenticated',
      params: z.object({ id: idParam() }),
      body: z.strictObject({ email: z.string().email(), last_name: z.string().min(1).optional() }),
      response: modelResponse(userRow),
      handler: async ({ deps, params, auth, body, actor }) => ({
        model: await userRecords.update(writeContext({ deps, actor }), params.id, body, {
          where: usersScope(auth),
        }),
      }),
    }),
  ],
};

/**
 * Staff reach every user by their permission key alone; anyone else only the users of their own
 * company, and nobody without one (`partnerScope` fails closed).
 */
function usersScope(auth: AuthUser | null): SQL | undefined {
  return auth?.permissions.has('user.users.index') ? undefined : partnerScope(auth, users.partner_id);
}

/** Inserts contractors named `<prefix> <name>` in one statement, so they share `created_at`. */
export async function insertContractors(t: TestApp, prefix: string, rows: { name: string; city?: string }[]) {
  const [pl] = await t.deps.db.select().from(countries).where(eq(countries.code, 'PL'));
  return t.deps.db
    .insert(contractors)
    .values(
      rows.map((r) => ({
        name: `${prefix} ${r.name}`,
        address_street: 'ul. Długa 1',
        address_city: r.city ?? 'Kraków',
        address_postcode: '30-001',
        address_country_id: pl.id,
      })),
    )
    .returning();
}
