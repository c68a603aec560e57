import { eq } from 'drizzle-orm';
import { recordColumns, selectOne } from '../../core/data/reads.ts';
import type { FileRow } from '../../core/files/files.ts';
import { files } from '../../core/files/tables.ts';
import type { Executor } from '../../db/client.ts';
import { contractors, partners, roles, users } from './tables.ts';

/**
 * A user's own account with its role, company and logo: what the current-user answer and the
 * profile show. One statement, compiled once (`selectOne`): every screen load asks for it.
 */
const accountSource = {
  table: users,
  fields: {
    id: users.id,
    email: users.email,
    first_name: users.first_name,
    last_name: users.last_name,
    phone_number: users.phone_number,
    lang: users.lang,
    is_company_admin: users.is_company_admin,
    role: { id: roles.id, slug: roles.slug, name: roles.name },
    partner_id: partners.id,
    partner_name: contractors.name,
    logo_file_id: users.logo_file_id,
    logo: recordColumns(files),
  },
  // biome-ignore lint/suspicious/noExplicitAny: a dynamic drizzle select of any shape
  join: (q: any) =>
    q
      .innerJoin(roles, eq(roles.id, users.role_id))
      .leftJoin(partners, eq(partners.id, users.partner_id))
      .leftJoin(contractors, eq(contractors.id, partners.contractor_id))
      .leftJoin(files, eq(files.id, users.logo_file_id)),
};

export type AccountRow = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  lang: string;
  is_company_admin: boolean;
  role: { id: number; slug: string; name: string };
  partner_id: number | null;
  partner_name: string | null;
  logo_file_id: number | null;
  logo: FileRow | null;
};

export function findAccount(db: Executor, userId: number): Promise<AccountRow | undefined> {
  return selectOne<AccountRow>(db, accountSource, users.id, userId);
}

/** What both answers show of the person: names, contact and language. */
export function accountPerson(row: AccountRow) {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    phone_number: row.phone_number,
    lang: row.lang === 'en' ? ('en' as const) : ('pl' as const),
  };
}
