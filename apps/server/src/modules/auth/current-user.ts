import type { CurrentUserResponse } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { recordColumns } from '../../core/data/statements.ts';
import { signedImageUrl } from '../../core/files/files.ts';
import { files } from '../../core/files/tables.ts';
import type { AuthUser } from '../../core/http/context.ts';
import { unauthenticated } from '../../core/http/errors.ts';
import type { Executor } from '../../db/client.ts';
import { contractors } from '../contractors/tables.ts';
import { partners } from '../partners/tables.ts';
import { roles, users } from '../users/tables.ts';

/** `GET /api/auth/user`: the signed-in user with role, company and the permission map (spec §3). */
export async function currentUser(db: Executor, auth: AuthUser): Promise<CurrentUserResponse> {
  const [row] = await db
    .select({
      user: recordColumns(users),
      role: { id: roles.id, slug: roles.slug, name: roles.name },
      partner_id: partners.id,
      partner_name: contractors.name,
      logo: { area: files.area, path: files.path, signature: files.signature, mime: files.mime },
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(partners, eq(partners.id, users.partner_id))
    .leftJoin(contractors, eq(contractors.id, partners.contractor_id))
    .leftJoin(files, eq(files.id, users.logo_file_id))
    .where(eq(users.id, auth.id))
    .limit(1);
  if (!row) throw unauthenticated();
  const { user, role } = row;
  return {
    model: {
      id: user.id,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      phone_number: user.phone_number,
      lang: user.lang === 'en' ? 'en' : 'pl',
      role,
      roles: [{ slug: role.slug, name: role.name }],
      partner:
        row.partner_id !== null && row.partner_name !== null
          ? { id: row.partner_id, name: row.partner_name }
          : null,
      is_company_admin: user.is_company_admin,
      logo_url: row.logo?.path ? signedImageUrl(row.logo, 'logo') : null,
    },
    permissions: Object.fromEntries([...auth.permissions].sort().map((key) => [key, true as const])),
  };
}
