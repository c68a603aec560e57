import {
  msg,
  PARTNER_ROLE_SLUG,
  type ProfileRecord,
  type passwordChangeSchema,
  type profileUpdateSchema,
  UPLOAD_PURPOSES,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { requirePartner, within } from '../../core/data/records.ts';
import { attachFile, detachFile, type FileRow, signedImageUrl } from '../../core/files/files.ts';
import { notFound, validationError } from '../../core/http/errors.ts';
import { saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import { type Executor, inTransaction } from '../../db/client.ts';
import { assertNewPassword, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { revokeLinkTokens } from '../auth/tokens.ts';
import { accountPerson, findAccount } from '../people/account.ts';
import { userRecords } from '../people/records.ts';
import { users } from '../people/tables.ts';
import { type UserWriteContext, userWriteContext } from './service.ts';

/** Owner type of a user's logo in the files layer. */
const LOGO_OWNER = 'user.logo';

async function getProfile(db: Executor, userId: number): Promise<ProfileRecord> {
  const row = await findAccount(db, userId);
  if (!row) throw notFound();
  return {
    ...accountPerson(row),
    role: { slug: row.role.slug, name: row.role.name },
    partner: row.partner_id === null ? null : { id: row.partner_id, name: row.partner_name ?? '' },
    is_company_admin: row.is_company_admin,
    logo_file_id: row.logo_file_id,
    logo_url: row.logo ? logoUrl(row.logo, row.partner_id !== null) : null,
  };
}

/**
 * A public logo by its signed image URL; a private one (partner uploads are private) through
 * the private-media route the owner may call, fetched with the token as a blob (spec §7).
 */
function logoUrl(file: FileRow, partnerUser: boolean): string | null {
  if (file.area === 'public') return signedImageUrl(file, 'logo');
  const route = partnerUser ? '/api/partner-zone/media/private-media' : '/api/media/private-media';
  return `${route}?privateMedia=${encodeURIComponent(file.path)}`;
}

/**
 * Own data and logo. The logo is an upload taken by id: jpg or png recognised by content, at
 * most 3 MB (spec §5); a partner user can only take its own company's uploads.
 */
async function updateProfile(ctx: UserWriteContext, patch: z.output<typeof profileUpdateSchema>) {
  const id = ctx.auth.id;
  await inTransaction(ctx.db, async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) throw notFound();
    const logoChanged = patch.logo_file_id !== undefined && patch.logo_file_id !== before.logo_file_id;
    if (logoChanged && patch.logo_file_id !== null && patch.logo_file_id !== undefined) {
      await attachFile(tx, {
        fileId: patch.logo_file_id,
        ownerType: LOGO_OWNER,
        ownerId: id,
        // By role, never "no company = staff": a partner account without a company takes nothing.
        partnerId: ctx.auth.role_slug === PARTNER_ROLE_SLUG ? requirePartner(ctx.auth) : null,
        accept: UPLOAD_PURPOSES.logo.accept,
        maxBytes: UPLOAD_PURPOSES.logo.maxBytes,
        field: 'logo_file_id',
      });
    }
    if (logoChanged && before.logo_file_id !== null)
      await detachFile(tx, { fileId: before.logo_file_id, ownerType: LOGO_OWNER, ownerId: id });
    await userRecords.update(within(ctx, tx), id, patch);
  });
  ctx.deps.sessions.forgetUser(id);
  return getProfile(ctx.db, id);
}

/** A new password after the current one; every other session of the user ends. */
async function changePassword(ctx: UserWriteContext, body: z.output<typeof passwordChangeSchema>) {
  const id = ctx.auth.id;
  const [row] = await ctx.db
    .select({ hash: users.password_hash, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  if (!row || !(await verifyPassword(row.hash, body.current_password)))
    throw validationError({ current_password: [msg('users.current_password')] });
  assertNewPassword(body.password, row.email);
  const hash = await hashPassword(body.password);
  await inTransaction(ctx.db, async (tx) => {
    // Its own action, not an update: the audit log shows "password changed", never the hashes.
    await userRecords.update(within(ctx, tx), id, { password_hash: hash }, { action: 'password' });
    await revokeLinkTokens(ctx.deps, tx, id);
    await ctx.deps.sessions.revokeAllForUser(tx, id, { keepSessionId: ctx.auth.session_id });
  });
}

/** The signed-in user's own profile (spec §2 /cms/profile and the partner zone profile). */
export const profileRoutes = [
  defineRoute('auth.profile.show', {
    handler: async (ctx) => ({ model: await getProfile(ctx.deps.db, ctx.auth.id) }),
  }),
  defineRoute('auth.profile.update', {
    handler: async (ctx) => saved(ctx.lang, await updateProfile(userWriteContext(ctx), ctx.body)),
  }),
  defineRoute('auth.profile.password', {
    handler: async (ctx) => {
      await changePassword(userWriteContext(ctx), ctx.body);
      return { message: ctx.t('users.password_changed'), status: 'success' as const };
    },
  }),
];
