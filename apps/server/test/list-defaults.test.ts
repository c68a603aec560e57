import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { resolveRoute } from '../src/core/http/routes.ts';
import { allModules } from '../src/modules/index.ts';

/**
 * Lists whose default order is not `created_at` descending, each for a reason its query schema
 * states (spec §9 "default sort created_at descending (also when a sort is cleared)").
 */
const OTHER_DEFAULT: Record<string, string> = {
  // Pickers, not tables; the web asks for the ascending order it shows.
  'partner.partners.caretakers': 'last_name desc: a picker of people, not a table',
  'partner.erp-customers.index': 'name desc: the ERP-customer picker that links a partner',
  'synchronization.synchronizations.index': 'started_at desc: a run has no created_at',
  'contractor.contractors.documentations': 'downloaded_at desc: a download row has no created_at',
};

const routes = allModules.flatMap((m) => m.routes.map(resolveRoute));
const lists = routes.filter((r) => {
  const shape = (r.query as z.ZodObject | undefined)?.shape;
  return shape !== undefined && 'sort_by' in shape;
});

describe('list defaults (spec §9)', () => {
  it('finds the list routes', () => {
    expect(lists.length).toBeGreaterThan(20);
    for (const name of Object.keys(OTHER_DEFAULT)) expect(lists.map((r) => r.name)).toContain(name);
  });

  it.each(lists.map((r) => [r.name, r] as const))(
    '%s: no sort parameters = created_at descending',
    (name, r) => {
      const shape = (r.query as z.ZodObject).shape;
      const sortBy = (shape.sort_by as z.ZodType).parse(undefined);
      const direction = (shape.sort_direction as z.ZodType).parse(undefined);
      if (name in OTHER_DEFAULT) {
        expect(`${sortBy} ${direction}`).toBe(OTHER_DEFAULT[name].split(':')[0]);
        return;
      }
      expect({ sortBy, direction }).toEqual({ sortBy: 'created_at', direction: 'desc' });
    },
  );
});
