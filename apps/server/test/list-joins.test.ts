import type { ListQuery } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListSpec, listRecords } from '../src/core/data/reads.ts';
import type { Database } from '../src/db/client.ts';
import { documentListSpec } from '../src/modules/documentation/queries.ts';
import { partnerListSpec } from '../src/modules/partners/queries.ts';
import { userListSpec } from '../src/modules/users/queries.ts';
import { openTestDatabase, recordStatements } from './harness.ts';

/**
 * A list joins the references every row has (a NOT NULL foreign key) with a left join (core/data
 * `Source.join`): its page reads them, and its count, which reads none of their columns, reads the
 * table alone — PostgreSQL drops a left join to a unique key that nothing uses. An inner join
 * would be kept, and joined for every row counted.
 */
let database: Database & { name: string };
const sent: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  recordStatements(database, ({ text }) => sent.push(text));
});
afterAll(() => database.close());

/**
 * A page past the end: its empty page carries no count, so the count is asked alone — the same
 * sub-select a page carries.
 */
const query = (sort_by: string): ListQuery => ({
  page: 100_000,
  per_page: 10,
  sort_by,
  sort_direction: 'asc',
});

/** The relations the plan of the list's count statement reads. */
async function countReads(spec: ListSpec, sortBy: string): Promise<string[]> {
  sent.length = 0;
  await listRecords(database.db, spec, query(sortBy));
  const count = sent.find((text) => /^select count\(\*\)/.test(text));
  expect(count).toBeDefined();
  const result = await database.db.execute(sql.raw(`EXPLAIN (FORMAT JSON) ${count}`));
  const plan = JSON.stringify((result as unknown as { rows: unknown[] }).rows);
  return [...plan.matchAll(/"Relation Name":\s*"(\w+)"/g)].map((m) => m[1]).sort();
}

describe('lists count their table alone', () => {
  it('the users list, whatever roles, companies and partners its page joins', async () => {
    expect(await countReads(userListSpec, 'last_name')).toEqual(['users']);
  });

  it('the documentation list, whatever types and categories its page joins', async () => {
    expect(await countReads(documentListSpec as ListSpec, 'created_at')).toEqual(['documentations']);
  });

  it('the partners list, whatever company, business area and status its page joins', async () => {
    expect(await countReads(partnerListSpec, 'created_at')).toEqual(['partners']);
  });
});
