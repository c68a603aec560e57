import {
  type Lang,
  PARTNER_ROLE_SLUG,
  type RegisterValues,
  registrationCountryIssues,
  storedNip,
} from '@portal/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type ServiceContext, within } from '../../core/data/records.ts';
import type { AppDeps } from '../../core/deps.ts';
import type { Actor } from '../../core/http/context.ts';
import { type AppError, fieldError, validationError } from '../../core/http/errors.ts';
import { renderMail } from '../../core/mail/mailer.ts';
import { type Executor, inTransaction, type Tx } from '../../db/client.ts';
import { businessAreas, countries, provinces } from '../dictionaries/tables.ts';
import {
  consentValues,
  contactRecords,
  contractorRecords,
  partnerRecords,
  recordConsents,
  roleIdBySlug,
  userRecords,
} from '../people/records.ts';
import { contractors, partners, users } from '../people/tables.ts';
import { sendInvitation } from './invitations.ts';
import { assertMailAllowed } from './mail-limits.ts';
import { registrations } from './tables.ts';

/** Someone filling in the public form: audit rows name no user. */
export const REGISTRANT: Actor = { type: 'system', id: null };

async function exists(db: Executor, table: typeof provinces | typeof businessAreas, id: number) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return Boolean(row);
}

/** Dictionary references and the country-dependent rules, all reported in one 422. */
async function checkReferences(tx: Tx, body: RegisterValues): Promise<{ inPoland: boolean }> {
  const [country] = await tx
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.id, body.address_country_id));
  const inPoland = country?.code === 'PL';
  const issues = registrationCountryIssues(inPoland, body);
  if (!country) issues.address_country_id = ['validation.exists'];
  if (body.address_province_id && !(await exists(tx, provinces, body.address_province_id))) {
    issues.address_province_id = ['validation.exists'];
  }
  if (!(await exists(tx, businessAreas, body.business_area_id)))
    issues.business_area_id = ['validation.exists'];
  if (Object.keys(issues).length) throw validationError(issues);
  return { inPoland };
}

/**
 * A NIP already registered is refused on its field: a NIP is a public company identifier, so
 * saying it is taken tells nothing private. A taken e-mail is never reported (see
 * `registerCompany`).
 */
async function assertNipFree(tx: Tx, nip: string | null): Promise<void> {
  if (!nip) return;
  const [taken] = await tx
    .select({ id: contractors.id })
    .from(contractors)
    .where(and(eq(contractors.nip_number, nip), isNull(contractors.parent_id)))
    .limit(1);
  if (taken) throw fieldError('nip_number', 'validation.nip_taken');
}

async function accountOf(tx: Tx, email: string) {
  const [user] = await tx
    .select({ id: users.id, email: users.email, first_name: users.first_name, lang: users.lang })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user;
}

/** Tells the owner of an address that someone tried to register it, with the way back in. */
async function mailAccountOwner(
  deps: AppDeps,
  tx: Tx,
  owner: NonNullable<Awaited<ReturnType<typeof accountOf>>>,
) {
  const lang: Lang = owner.lang === 'en' ? 'en' : 'pl';
  await deps.mailer.send(
    tx,
    renderMail(
      lang,
      'registration_existing_account',
      {
        first_name: owner.first_name,
        email: owner.email,
        link: `${deps.config.publicUrl}/#/auth/reset-password-start`,
      },
      owner.email,
    ),
  );
}

/**
 * Two registrations racing past the checks meet the unique indexes: the NIP answers its 422;
 * the e-mail answers like a registration (true = done), since the other one has the account.
 */
function raceOutcome(err: unknown): AppError | true | null {
  const e = (err as { cause?: unknown })?.cause ?? err;
  const { code, constraint } = (e ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return null;
  if (constraint === 'contractors_nip_unique') return fieldError('nip_number', 'validation.nip_taken');
  if (constraint === 'users_email_unique') return true;
  return null;
}

/**
 * The public registration (spec §2 register): a contractor awaiting approval, its primary
 * contact, the consents with the time given, and an inactive company-administrator account
 * for the contact, in one transaction, with a confirmation mail. The partners row and the
 * account's activation come with staff approval (`approveRegistration`).
 *
 * An address that already has an account gets the same answer as a new one (no account
 * enumeration, issue 14): nothing is written, and the owner is mailed that someone tried,
 * with the link to set a new password. Both mails count against the mail limits of the
 * address and of the client IP (429 when reached, the same for both cases).
 */
export async function registerCompany(
  ctx: ServiceContext,
  body: RegisterValues,
  lang: Lang,
  client: { ip: string },
): Promise<void> {
  const { deps } = ctx;
  try {
    await inTransaction(ctx.db, async (tx) => {
      const c = within(ctx, tx);
      const { inPoland } = await checkReferences(tx, body);
      const nip = storedNip(inPoland, body.nip_number);
      const contact = body.primary_contact;
      await assertNipFree(tx, nip);
      await assertMailAllowed(deps, tx, contact.email, client.ip);
      const owner = await accountOf(tx, contact.email);
      if (owner) {
        await mailAccountOwner(deps, tx, owner);
        return;
      }

      // Each row through its own area's audited path, all in this one transaction.
      const contractor = await contractorRecords.create(
        c,
        {
          name: body.name,
          address_street: body.address_street,
          address_city: body.address_city,
          address_postcode: body.address_postcode,
          address_province_id: body.address_province_id,
          address_country_id: body.address_country_id,
          nip_number: nip,
          phone_number: body.phone_number,
          electronic_invoice_email: body.electronic_invoice_email,
          electronic_form_invoice: body.electronic_form_invoice,
          business_area_id: body.business_area_id,
          registration_status: 'pending',
        },
        { action: 'register' },
      );
      await contactRecords.create(c, {
        contractor_id: contractor.id,
        is_primary: true,
        first_name: contact.first_name,
        last_name: contact.last_name,
        email: contact.email,
        phone_number: contact.phone_number,
      });
      const user = await userRecords.create(c, {
        email: contact.email,
        first_name: contact.first_name,
        last_name: contact.last_name,
        phone_number: contact.phone_number,
        role_id: await roleIdBySlug(tx, PARTNER_ROLE_SLUG),
        partner_id: null,
        is_company_admin: true,
        is_activated: false,
        lang,
      });
      await tx.insert(registrations).values({ contractor_id: contractor.id, user_id: user.id });
      await recordConsents(c, contractor.id, consentValues(body), null, user.id);

      await deps.mailer.send(
        tx,
        renderMail(
          lang,
          'registration_received',
          { first_name: contact.first_name, company: body.name, email: contact.email },
          contact.email,
        ),
      );
    });
  } catch (err) {
    const outcome = raceOutcome(err);
    if (outcome === true) return;
    throw outcome ?? err;
  }
}

/**
 * Staff approval of a registration, for the partners area: the contractor becomes approved,
 * gets its partners row (business area from the registration unless `partner` says
 * otherwise), and the registering account is linked to it, activated and invited to set its
 * password. One transaction (the caller's, when `ctx.db` is one), each row written and audited
 * through its own area's path; approving an approved contractor changes nothing. Returns the
 * partner id.
 */
export async function approveRegistration(
  ctx: ServiceContext,
  contractorId: number,
  partner: Partial<Omit<typeof partners.$inferInsert, 'id' | 'contractor_id'>> = {},
): Promise<{ partnerId: number }> {
  return inTransaction(ctx.db, async (tx) => {
    const c = within(ctx, tx);
    const contractor = await contractorRecords.lock(tx, contractorId);
    const [existing] = await tx.select().from(partners).where(eq(partners.contractor_id, contractorId));
    if (contractor.registration_status === 'approved' && existing) return { partnerId: existing.id };

    const businessAreaId = partner.business_area_id ?? contractor.business_area_id;
    if (!businessAreaId) throw fieldError('business_area_id', 'validation.required');
    const partnerId =
      existing?.id ??
      (
        await partnerRecords.create(c, {
          ...partner,
          contractor_id: contractorId,
          business_area_id: businessAreaId,
        })
      ).id;
    await contractorRecords.update(
      c,
      contractorId,
      { registration_status: 'approved', decided_at: ctx.now, rejection_reason: null },
      { action: 'approve' },
    );

    const [registrant] = await tx
      .select({ id: registrations.user_id })
      .from(registrations)
      .where(eq(registrations.contractor_id, contractorId));
    if (registrant) {
      const user = await userRecords.update(c, registrant.id, { partner_id: partnerId, is_activated: true });
      await sendInvitation(ctx.deps, tx, user);
    }
    return { partnerId };
  });
}
