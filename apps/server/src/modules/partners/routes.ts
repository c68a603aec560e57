import { CARETAKER_SORTS, CONTRACTOR_EXPORT_LIMIT } from '@portal/contracts';
import { eq, like } from 'drizzle-orm';
import { equals, type ListSpec, listRecords } from '../../core/data/reads.ts';
import { serviceContext } from '../../core/data/records.ts';
import { AppError } from '../../core/http/errors.ts';
import { saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import { sendXlsx, warsawDate, type XlsxColumn } from '../contractors/export.ts';
import { contractors, partners, roles, users } from '../people/tables.ts';
import {
  caretakerColumns,
  getPartnerRecord,
  type PartnerPageRow,
  partnerIdOfContractor,
  partnerListSpec,
  toPartnerListItems,
} from './queries.ts';
import { erpRequired, updatePartner } from './service.ts';
import { erpCustomers } from './tables.ts';

const caretakerFields = { ...caretakerColumns, role_slug: roles.slug, role_name: roles.name };

/** Staff who may care for partners (moderator roles), for the partner form. A module constant, as every list's spec. */
const caretakerList: ListSpec = {
  table: users,
  fields: caretakerFields,
  join: (q) => q.innerJoin(roles, eq(roles.id, users.role_id)),
  id: users.id,
  search: users.search_text,
  sort: Object.fromEntries(CARETAKER_SORTS.map((k) => [k, users[k]])),
  filters: { status: equals(users.is_activated) },
};
const moderatorRoles = like(roles.slug, '%moderator%');

type CaretakerRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  is_activated: boolean;
  role_slug: string;
  role_name: string;
};

const erpCustomerFields = {
  id: erpCustomers.id,
  external_id: erpCustomers.external_id,
  bill_to_customer_id: erpCustomers.bill_to_customer_id,
  name: erpCustomers.name,
  nip_number: erpCustomers.nip_number,
  address_city: erpCustomers.address_city,
  partner_id: partners.id,
  partner_name: contractors.name,
};

/** ERP customers with the partner each is linked to, for linking a partner on its form. */
const erpCustomerList: ListSpec = {
  table: erpCustomers,
  fields: erpCustomerFields,
  join: (q) =>
    q
      .leftJoin(partners, eq(partners.external_id, erpCustomers.external_id))
      .leftJoin(contractors, eq(contractors.id, partners.contractor_id)),
  id: erpCustomers.id,
  search: erpCustomers.search_text,
  sort: {
    name: erpCustomers.name,
    external_id: erpCustomers.external_id,
    created_at: erpCustomers.created_at,
  },
};

type ErpCustomerRow = {
  id: number;
  external_id: string;
  bill_to_customer_id: string | null;
  name: string;
  nip_number: string | null;
  address_city: string | null;
  partner_id: number | null;
  partner_name: string | null;
};

export const partnerRoutes = [
  defineRoute('partner.partners.index', {
    summary: 'Partners list: province, business area, partner status, caretaker, highlighted, my partners',
    handler: async ({ deps, query, auth }) => {
      const list = await listRecords<PartnerPageRow>(deps.db, partnerListSpec, query, undefined, {
        callerId: auth.id,
      });
      return { results: toPartnerListItems(list.results), pagination: list.pagination };
    },
  }),
  defineRoute('partner.partners.export', {
    summary: 'The filtered partners list as XLSX',
    stream: true,
    handler: async ({ deps, query, auth, reply, t }) => {
      const list = await listRecords<PartnerPageRow>(
        deps.db,
        partnerListSpec,
        { ...query, page: 1, per_page: CONTRACTOR_EXPORT_LIMIT },
        undefined,
        { exactCount: true, callerId: auth.id },
      );
      if (list.pagination.total > CONTRACTOR_EXPORT_LIMIT)
        throw new AppError(422, 'contractors.export_too_large', { limit: CONTRACTOR_EXPORT_LIMIT });
      const rows = toPartnerListItems(list.results);
      const f = (key: string) => t(`contractors.fields.${key}`);
      const columns: XlsxColumn<(typeof rows)[number]>[] = [
        { header: 'ID', width: 8, value: (r) => r.id },
        { header: f('name'), width: 40, value: (r) => r.name },
        { header: f('nip_number'), width: 14, value: (r) => r.nip_number },
        { header: f('address_city'), width: 20, value: (r) => r.address_city },
        { header: f('address_province_id'), width: 20, value: (r) => r.address_province?.name ?? null },
        { header: f('business_area'), width: 20, value: (r) => r.business_area.name },
        { header: f('partner_status'), width: 16, value: (r) => r.partner_status?.name ?? null },
        { header: f('external_id'), width: 12, value: (r) => r.external_id },
        {
          header: f('caretakers'),
          width: 30,
          value: (r) => r.caretakers.map((c) => `${c.first_name} ${c.last_name}`).join(', ') || null,
        },
        { header: f('created_at'), width: 12, value: (r) => warsawDate(r.created_at) },
      ];
      await sendXlsx(reply, {
        filename: `partnerzy-${deps.clock.now().toISOString().slice(0, 10)}.xlsx`,
        sheet: t('partners.export_sheet'),
        columns,
        rows,
      });
      return undefined;
    },
  }),
  defineRoute('partner.partners.caretakers', {
    access: { permission: 'partner.partners.update' },
    summary: 'Users who can be caretakers (moderator roles), for the partner form',
    handler: async ({ deps, query }) => {
      const list = await listRecords<CaretakerRow>(deps.db, caretakerList, query, moderatorRoles);
      return {
        results: list.results.map(({ role_slug, role_name, ...u }) => ({
          role: { slug: role_slug, name: role_name },
          ...u,
        })),
        pagination: list.pagination,
      };
    },
  }),
  defineRoute('partner.partners.show', {
    handler: async ({ deps, params }) => ({
      model: await getPartnerRecord(deps.db, params.id, { erpRequired: erpRequired(deps) }),
    }),
  }),
  defineRoute('partner.partners.update', {
    summary: 'Partner edit (JSON): business area, highlighted, status, ERP link, caretakers',
    handler: async ({ deps, params, body, actor, lang }) => {
      await updatePartner(serviceContext({ deps, actor }), params.id, body);
      return saved(lang, await getPartnerRecord(deps.db, params.id, { erpRequired: erpRequired(deps) }));
    },
  }),
  defineRoute('contractor.contractors.partner', {
    access: { permission: 'contractor.contractors.show' },
    summary: "The contractor's partner tab; 404 'Kontrahent nie jest partnerem' otherwise",
    handler: async ({ deps, params }) => {
      const partnerId = await partnerIdOfContractor(deps.db, params.id);
      if (partnerId === null) throw new AppError(404, 'contractors.not_partner');
      return { model: await getPartnerRecord(deps.db, partnerId, { erpRequired: erpRequired(deps) }) };
    },
  }),
  defineRoute('partner.erp-customers.index', {
    summary: 'ERP customers to link a partner to ("Navision data option")',
    handler: async ({ deps, query }) => {
      const list = await listRecords<ErpCustomerRow>(deps.db, erpCustomerList, query);
      return {
        results: list.results.map(({ partner_id, partner_name, ...c }) => ({
          partner: partner_id === null ? null : { id: partner_id, name: partner_name ?? '' },
          ...c,
        })),
        pagination: list.pagination,
      };
    },
  }),
];
