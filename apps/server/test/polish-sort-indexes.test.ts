import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortExpression } from '../src/core/data/list.ts';
import { contractorListSpec } from '../src/modules/contractors/queries.ts';
import { contractors } from '../src/modules/contractors/tables.ts';
import { deviceSorts } from '../src/modules/devices/device-queries.ts';
import { errorCodeListSpec } from '../src/modules/devices/error-code-queries.ts';
import { devices, errorCodes } from '../src/modules/devices/tables.ts';
import { documentSorts } from '../src/modules/documentation/queries.ts';
import { documentations } from '../src/modules/documentation/tables.ts';
import { userListSpec } from '../src/modules/users/queries.ts';
import { users } from '../src/modules/users/tables.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * A list of a large table sorted by a text column orders by its Polish sort key, which costs
 * ~10–20 µs per row to compute; migration 0014 indexes the key of every such sort (README
 * Decisions "Polish collation"). The index serves the list only while its expression is exactly
 * what the list helper sends: each sort below, as the list builds it, must be answerable from
 * its index in both directions (sorting and reading the table switched off, so the plan uses
 * the index if it can and fails over to a sort only if it cannot).
 */
const contractorSorts = contractorListSpec(0).sort;
const INDEXED: [index: string, table: PgTable & { id: AnyColumn }, sort: AnyColumn | SQL][] = [
  ['users_first_name_pl_idx', users, userListSpec.sort.first_name],
  ['users_last_name_pl_idx', users, userListSpec.sort.last_name],
  ['users_email_pl_idx', users, userListSpec.sort.email],
  ['contractors_name_pl_idx', contractors, contractorSorts.name],
  ['contractors_address_city_pl_idx', contractors, contractorSorts.address_city],
  ['devices_code_pl_idx', devices, deviceSorts.code],
  ['devices_name_pl_idx', devices, deviceSorts.name],
  ['error_codes_code_pl_idx', errorCodes, errorCodeListSpec.sort.code],
  ['documentations_number_pl_idx', documentations, documentSorts.documentation_number],
  ['documentations_title_pl_idx', documentations, documentSorts.title],
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('Polish sort keys of large tables are indexed as the lists sort', () => {
  for (const [index, table, sort] of INDEXED) {
    it(`${index} serves its list's order both ways`, async () => {
      for (const direction of [sql`asc`, sql`desc`]) {
        const plan = await t.deps.db.transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL enable_sort = off`);
          await tx.execute(sql`SET LOCAL enable_seqscan = off`);
          await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
          return tx.execute(
            sql`EXPLAIN SELECT ${table.id} FROM ${table}
              ORDER BY ${sortExpression(sort)} ${direction}, ${table.id} ${direction} LIMIT 10`,
          );
        });
        expect(JSON.stringify(plan)).toContain(index);
      }
    });
  }
});
