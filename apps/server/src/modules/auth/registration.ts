import {
  type Lang,
  PARTNER_ROLE_SLUG,
  REGISTER_CONSENTS,
  type RegisterValues,
  registrationCountryIssues,
  storedNip,
} from '@portal/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { writeAudit } from '../../core/audit/audit.ts';
import type { AppDeps } from '../../core/deps.ts';
import type { Actor } from '../../core/http/context.ts';
import { AppError, fieldError, validationError } from '../../core/http/errors.ts';
import { renderMail } from '../../core/mail/mailer.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { consents, contacts, contractors } from '../contractors/tables.ts';
import { businessAreas, countries, provinces } from '../dictionaries/tables.ts';
import { partners } from '../partners/tables.ts';
import { roles, users } from '../users/tables.ts';
import { sendInvitation } from './invitations.ts';
import { assertMailAllowed } from './mail-limits.ts';
import { registrations } from './tables.ts';

/** Someone filling in the public form: audit rows name no user. */
const REGISTRANT: Actor = { type: 'system', id: null };

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
  deps: AppDeps,
  body: RegisterValues,
  lang: Lang,
  client: { ip: string },
): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
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
      const now = deps.clock.now();

      const [contractor] = await tx
        .insert(contractors)
        .values({
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
        })
        .returning();
      const [contactRow] = await tx
        .insert(contacts)
        .values({
          contractor_id: contractor.id,
          is_primary: true,
          first_name: contact.first_name,
          last_name: contact.last_name,
          email: contact.email,
          phone_number: contact.phone_number,
        })
        .returning();
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.slug, PARTNER_ROLE_SLUG));
      const [user] = await tx
        .insert(users)
        .values({
          email: contact.email,
          first_name: contact.first_name,
          last_name: contact.last_name,
          phone_number: contact.phone_number,
          role_id: role.id,
          partner_id: null,
          is_company_admin: true,
          is_activated: false,
          lang,
        })
        .returning();
      await tx.insert(registrations).values({ contractor_id: contractor.id, user_id: user.id });
      await tx.insert(consents).values(
        REGISTER_CONSENTS.map(([field, slug]) => ({
          contractor_id: contractor.id,
          user_id: user.id,
          slug,
          given: body[field],
          given_at: body[field] ? now : null,
        })),
      );

      await writeAudit(tx, {
        actor: REGISTRANT,
        action: 'register',
        recordType: 'contractor',
        recordId: contractor.id,
        after: contractor,
      });
      await writeAudit(tx, {
        actor: REGISTRANT,
        action: 'create',
        recordType: 'contact',
        recordId: contactRow.id,
        after: contactRow,
      });
      await writeAudit(tx, {
        actor: REGISTRANT,
        action: 'create',
        recordType: 'user',
        recordId: user.id,
        after: user,
      });

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
 * password. Runs on the caller's transaction; approving an approved contractor changes
 * nothing. Returns the partner id.
 */
export async function approveRegistration(
  deps: AppDeps,
  tx: Tx,
  contractorId: number,
  actor: Actor,
  partner: Partial<Omit<typeof partners.$inferInsert, 'id' | 'contractor_id'>> = {},
): Promise<{ partnerId: number }> {
  const [contractor] = await tx
    .select()
    .from(contractors)
    .where(eq(contractors.id, contractorId))
    .for('update');
  if (!contractor) throw new AppError(404, 'errors.not_found');
  const [existing] = await tx.select().from(partners).where(eq(partners.contractor_id, contractorId));
  if (contractor.registration_status === 'approved' && existing) return { partnerId: existing.id };

  const businessAreaId = partner.business_area_id ?? contractor.business_area_id;
  if (!businessAreaId) throw fieldError('business_area_id', 'validation.required');
  const now = deps.clock.now();
  let partnerId = existing?.id;
  if (!partnerId) {
    const [row] = await tx
      .insert(partners)
      .values({ ...partner, contractor_id: contractorId, business_area_id: businessAreaId })
      .returning();
    partnerId = row.id;
    await writeAudit(tx, { actor, action: 'create', recordType: 'partner', recordId: row.id, after: row });
  }
  const [approved] = await tx
    .update(contractors)
    .set({ registration_status: 'approved', decided_at: now, rejection_reason: null, updated_at: now })
    .where(eq(contractors.id, contractorId))
    .returning();
  await writeAudit(tx, {
    actor,
    action: 'approve',
    recordType: 'contractor',
    recordId: contractorId,
    before: contractor,
    after: approved,
  });

  const [registrant] = await tx
    .select({ user: users })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.user_id))
    .where(eq(registrations.contractor_id, contractorId));
  if (registrant) {
    const before = registrant.user;
    const [after] = await tx
      .update(users)
      .set({ partner_id: partnerId, is_activated: true, updated_at: now })
      .where(eq(users.id, before.id))
      .returning();
    await writeAudit(tx, { actor, action: 'update', recordType: 'user', recordId: after.id, before, after });
    await sendInvitation(deps, tx, after);
  }
  return { partnerId };
}
