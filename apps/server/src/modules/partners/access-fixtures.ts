import {
  type AccessDeclarations,
  type AccessWorld,
  OWN_COMPANY_WRITE,
  STAFF_WIDE,
} from '../../../test/support/access.ts';
import { refs } from '../contractors/testing.ts';

/** Company B's pending change request, asked for by its admin; its new name is the marker. */
const changeRequestOfB = (w: AccessWorld) =>
  w.once('partners:change-request-of-b', async () => {
    const name = `Zmieniona Nazwa ${process.pid} Sp. z o.o.`;
    const res = await w.t.request('POST', '/api/partner-zone/partner/change-requests', {
      token: w.b.admin.token,
      // The factory's company has no province yet, which a Polish address needs.
      body: { name, address_province_id: (await refs(w.t)).province('12') },
    });
    if (res.status !== 201) throw new Error(`change request of B: ${res.status} ${res.raw}`);
    return { id: res.body.model.id as number, name };
  });

const partnerOfB = async (w: AccessWorld) => {
  const probe = { params: { id: w.b.partnerId } };
  return { probe, own: probe };
};

const profileUpdate = {
  phone_number: '12 345 67 89',
  electronic_invoice_email: null,
  electronic_form_invoice: false,
  contacts: [
    {
      first_name: 'Jan',
      last_name: 'Główny',
      email: 'jan.glowny@firma.test',
      phone_number: '+48 600 700 800',
      position: 'Prezes',
      is_primary: true,
    },
  ],
};

/** Access declarations of the partners area (see `test/support/access.ts`). */
export const access: AccessDeclarations = {
  'partner.partners.show': STAFF_WIDE,
  'partner.partners.update': STAFF_WIDE,
  'partner.new-entries.show': STAFF_WIDE,
  'partner.new-entries.approve': STAFF_WIDE,
  'partner.new-entries.reject': STAFF_WIDE,
  'partner.change-requests.show': STAFF_WIDE,
  'partner.change-requests.approve': STAFF_WIDE,
  'partner.change-requests.reject': STAFF_WIDE,
  'partner.business-areas.show': STAFF_WIDE,
  'partner.business-areas.update': STAFF_WIDE,
  'partner.business-areas.destroy': STAFF_WIDE,
  'partner.partner-statuses.show': STAFF_WIDE,
  'partner.partner-statuses.update': STAFF_WIDE,
  'partner.partner-statuses.destroy': STAFF_WIDE,
  'partner-zone.profile.show': { foreign: partnerOfB },
  'partner-zone.profile.update': {
    foreign: async (w) => ({
      probe: { params: { id: w.b.partnerId }, body: profileUpdate },
      own: { params: { id: w.b.partnerId }, body: profileUpdate },
    }),
  },
  'partner-zone.partner.partners.show': { foreign: partnerOfB },
  'partner-zone.partner.change-requests.index': {
    lists: async (w) => ({ marker: (await changeRequestOfB(w)).name }),
  },
  'partner-zone.partner.change-requests.store': OWN_COMPANY_WRITE,
  'partner-zone.partner.change-requests.show': {
    foreign: async (w) => {
      const probe = { params: { id: (await changeRequestOfB(w)).id } };
      return { probe, own: probe };
    },
  },
};
