import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { orderHasIndex } from '../src/core/data/list/indexed-order.ts';

/** Which orders a capped search may walk (core/data `orderHasIndex`): those an index reads. */
const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    code: text('code').unique(),
    rank: integer('rank'),
    second: integer('second'),
    made_at: timestamp('made_at'),
    hidden_at: timestamp('hidden_at'),
    score: integer('score'),
    title: text('title'),
    weight: integer('weight'),
  },
  (t) => [
    index('items_made_idx').on(t.made_at, t.id),
    index('items_pair_idx').on(t.rank, t.second),
    index('items_hidden_idx').on(t.hidden_at).where(sql`hidden_at IS NOT NULL`),
    index('items_score_brin').using('brin', t.score),
    index('items_title_lower_idx').on(sql`lower(${t.title})`),
    unique('items_weight_unique').on(t.weight),
  ],
);
const links = pgTable('links', { a: integer('a'), b: integer('b') }, (t) => [
  primaryKey({ columns: [t.a, t.b] }),
]);

const by = (term: unknown, descending = true) => [
  { by: term as never, descending },
  { by: items.id, descending },
];

describe('orderHasIndex', () => {
  it('walks an order led by the primary key, a unique column or an index’s first column', () => {
    expect(orderHasIndex(items, [{ by: items.id, descending: true }])).toBe(true);
    expect(orderHasIndex(items, by(items.code, false))).toBe(true);
    expect(orderHasIndex(items, by(items.made_at))).toBe(true);
    expect(orderHasIndex(items, by(items.rank))).toBe(true);
    expect(orderHasIndex(items, by(items.weight))).toBe(true);
    expect(orderHasIndex(links, [{ by: links.a, descending: false }])).toBe(true);
  });

  it('does not walk a column no whole btree index starts with', () => {
    expect(orderHasIndex(items, by(items.second))).toBe(false);
    expect(orderHasIndex(items, by(items.hidden_at))).toBe(false);
    expect(orderHasIndex(items, by(items.score))).toBe(false);
    expect(orderHasIndex(items, by(items.title))).toBe(false);
    expect(orderHasIndex(links, [{ by: links.b, descending: false }])).toBe(false);
  });

  it('does not walk an expression or another table’s column', () => {
    expect(orderHasIndex(items, by(sql`lower(${items.title})`))).toBe(false);
    expect(orderHasIndex(items, [{ by: links.a, descending: true }])).toBe(false);
    expect(orderHasIndex(items, [])).toBe(false);
  });
});
