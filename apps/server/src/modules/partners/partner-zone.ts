import { type CompanyProfile, invoiceEmailIssues } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { patched } from '../../core/data/patch.ts';
import { listRecords } from '../../core/data/reads.ts';
import { partnerScope, serviceContext } from '../../core/data/records.ts';
import type { AuthUser, PartnerCaller } from '../../core/http/context.ts';
import { forbidden } from '../../core/http/errors.ts';
import { created, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import type { Executor } from '../../db/client.ts';
import { replaceContacts } from '../contractors/contacts.ts';
import { contactsOf } from '../contractors/queries.ts';
import { lockContractor, throwIfIssues, updateCompany } from '../contractors/service.ts';
import { contractors, partners } from '../people/tables.ts';
import {
  createChangeRequest,
  getChangeRequest,
  ownChangeRequestListSpec,
  pendingChangeRequest,
  toChangeRequestRecord,
} from './change-requests.ts';
import { caretakersOf, getPartnerRecord } from './queries.ts';
import { partnerChangeRequests } from './tables.ts';

/**
 * The partner zone's company data (issue 7 §4). Every record is looked up through the caller's
 * partner (`partnerScope`), so another partner's id is simply not found (404); a caller without
 * a company never reaches them (the router refuses it, 403).
 */

/** A company admin changes the company; other colleagues only read it. */
function assertCompanyAdmin(auth: AuthUser) {
  if (!auth.is_company_admin) throw forbidden('partners.profile_admin_only');
}

async function getProfile(db: Executor, id: number, auth: PartnerCaller): Promise<CompanyProfile> {
  const partner = await getPartnerRecord(db, id, {
    erpRequired: false,
    where: partnerScope(auth, partners.id),
  });
  const [c] = await db.select().from(contractors).where(eq(contractors.id, partner.contractor_id));
  return {
    id: partner.id,
    contractor_id: c.id,
    name: c.name,
    nip_number: c.nip_number,
    address_street: c.address_street,
    address_city: c.address_city,
    address_postcode: c.address_postcode,
    address_province_id: c.address_province_id,
    address_province: partner.contractor.address_province,
    address_country_id: c.address_country_id,
    address_country: partner.contractor.address_country,
    phone_number: c.phone_number,
    electronic_invoice_email: c.electronic_invoice_email,
    electronic_form_invoice: c.electronic_form_invoice,
    business_area: partner.business_area,
    contacts: await contactsOf(db, c.id),
    pending_change_request: await pendingChangeRequest(db, partner.id),
    can_edit: auth.is_company_admin,
  };
}

export const partnerZoneRoutes = [
  defineRoute('partner-zone.profile.show', {
    summary: "The caller's company (id = its partner id): data, contacts, pending change request",
    handler: async ({ deps, params, auth }) => ({ model: await getProfile(deps.db, params.id, auth) }),
  }),
  defineRoute('partner-zone.profile.update', {
    summary: 'A company admin changes contacts, phone and invoice e-mail directly',
    handler: async ({ deps, params, body, auth, actor, lang }) => {
      const profile = await getProfile(deps.db, params.id, auth);
      assertCompanyAdmin(auth);
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        const before = await lockContractor(tx, profile.contractor_id);
        // A partial update: the fields sent over the stored company, the invoice rule checked whole.
        const company = patched(
          {
            phone_number: before.phone_number,
            electronic_invoice_email: before.electronic_invoice_email,
            electronic_form_invoice: before.electronic_form_invoice,
          },
          {
            phone_number: body.phone_number,
            electronic_invoice_email: body.electronic_invoice_email,
            electronic_form_invoice: body.electronic_form_invoice,
          },
        );
        throwIfIssues(invoiceEmailIssues(company));
        await updateCompany({ db: tx, actor, now }, before.id, company);
        if (body.contacts) await replaceContacts({ db: tx, actor, now }, before.id, body.contacts);
      });
      return saved(lang, await getProfile(deps.db, params.id, auth));
    },
  }),
  defineRoute('partner-zone.partner.partners.show', {
    summary: 'The partner dashboard data: company and its caretakers (name, e-mail, phone)',
    handler: async ({ deps, params, auth }) => {
      const partner = await getPartnerRecord(deps.db, params.id, {
        erpRequired: false,
        where: partnerScope(auth, partners.id),
      });
      const caretakers = (await caretakersOf(deps.db, [partner.id])).get(partner.id) ?? [];
      return {
        model: {
          id: partner.id,
          name: partner.contractor.name,
          business_area: partner.business_area,
          partner_status: partner.partner_status,
          caretakers: caretakers.filter((c) => c.is_activated).map(({ is_activated: _active, ...c }) => c),
        },
      };
    },
  }),
  defineRoute('partner-zone.partner.change-requests.index', {
    handler: async ({ deps, query, auth }) => {
      const list = await listRecords<Parameters<typeof toChangeRequestRecord>[0]>(
        deps.db,
        ownChangeRequestListSpec,
        query,
        partnerScope(auth, partnerChangeRequests.partner_id),
      );
      return { results: list.results.map(toChangeRequestRecord), pagination: list.pagination };
    },
  }),
  defineRoute('partner-zone.partner.change-requests.store', {
    summary: 'A company admin asks to change name, NIP or address; the caretaker is e-mailed',
    status: 201,
    handler: async ({ deps, body, auth, actor, lang }) => {
      assertCompanyAdmin(auth);
      const id = await createChangeRequest(serviceContext({ deps, actor }), auth.partner_id, body);
      return created(lang, await getChangeRequest(deps.db, id));
    },
  }),
  defineRoute('partner-zone.partner.change-requests.show', {
    handler: async ({ deps, params, auth }) => ({
      model: await getChangeRequest(deps.db, params.id, partnerScope(auth, partnerChangeRequests.partner_id)),
    }),
  }),
];
