import { describe, expect, it } from 'vitest';
import { listRecords } from '../src/core/data/reads.ts';
import {
  partnerErrorCodeListSpec,
  partnerErrorCodeScope,
} from '../src/modules/devices/error-code-queries.ts';
import {
  database,
  namedOnPostgres,
  openPlannedLists,
  patterns,
  planned,
  query,
  sent,
} from './support/planned-lists-fixtures.ts';

openPlannedLists();

describe('the partner error-code search', () => {
  async function search(filters: { code?: string; model?: string }) {
    sent.length = 0;
    const q = { ...query(''), sort_by: 'created_at', sort_direction: 'desc' as const, ...filters };
    await listRecords(database.db, partnerErrorCodeListSpec, q, partnerErrorCodeScope(q));
    expect(sent).toHaveLength(1);
    return sent[0];
  }
  const unplanned = (s: { text: string }) => s.text.includes(`LIKE '%' || f_unaccent(`);
  const codeByCode = (s: { text: string }) =>
    s.text.includes(`direct_link.error_code_id = "error_codes"."id"`);
  const gathered = (s: { text: string }) =>
    s.text.includes(`"error_codes"."id" IN (SELECT direct_link.error_code_id`);

  /** The code's start as a range of the codes' btree, its bounds folded once (`prefixCondition`). */
  const codeRange = (s: { text: string }) =>
    s.text.includes(`"error_codes"."code_search" COLLATE "C" >= (SELECT f_unaccent(`);

  it('narrowed by a code, tests the codes one by one in a statement planned once, each pattern folded once', async () => {
    for (const filters of [{ code: 'E1' }, { code: 'E1', model: 'pompa ciepła' }]) {
      const statement = await search(filters);
      namedOnPostgres(statement);
      expect(codeRange(statement), JSON.stringify(filters)).toBe(true);
      expect(patterns(statement), JSON.stringify(filters)).toBe(filters.model ? 4 : 0);
      expect(unplanned(statement)).toBe(false);
      expect(codeByCode(statement)).toBe(true);
      expect(gathered(statement)).toBe(false);
    }
  });

  it('without a code, gathers the codes of the matching devices in a statement planned per call', async () => {
    for (const filters of [{}, { model: 'pompa' }]) {
      const statement = await search(filters);
      expect(statement.name).toBeUndefined();
      expect(planned(statement)).toBe(false);
      expect(gathered(statement)).toBe(true);
      expect(codeByCode(statement)).toBe(false);
    }
  });
});
