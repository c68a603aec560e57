import type { Translatable } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A language-keyed text as records answer it: English `null`, never missing. */
export function text(value: { pl: string; en?: string | null }): Translatable;
export function text(value: { pl: string; en?: string | null } | null | undefined): Translatable | null;
export function text(value: { pl: string; en?: string | null } | null | undefined): Translatable | null {
  return value ? { pl: value.pl, en: value.en ?? null } : null;
}

/** The Polish text of a language-keyed column: what lists sort it by. */
export const plText = (column: PgColumn | SQL): SQL => sql`(${column}->>'pl')`;
