import {
  type AccessDeclarations,
  type AccessWorld,
  type Probe,
  STAFF_WIDE,
} from '../../../test/support/access.ts';
import { refs } from './testing.ts';

/**
 * The contractor's tabs are nested under a company: a child (contact, branch, company user)
 * asked for under another company's id is not found, as if it did not exist.
 */
const contact = (n: string) => ({
  first_name: `Osoba ${n}`,
  last_name: 'Kontaktowa',
  email: `osoba.${n}.${process.pid}@firma.test`,
  phone_number: '+48 600 700 800',
  position: 'Serwisant',
  is_primary: false,
});

const branch = async (w: AccessWorld) => {
  const r = await refs(w.t);
  return {
    name: 'Oddział Tarnów',
    address_street: 'ul. Krakowska 10',
    address_city: 'Tarnów',
    address_postcode: '33-100',
    address_province_id: r.province('12'),
    address_country_id: r.poland,
    phone_number: '14 621 00 00',
  };
};

/** A child of company B, made through the API once per key. */
const childOfB = (
  w: AccessWorld,
  key: string,
  resource: 'contacts' | 'affiliates',
  body: () => Promise<unknown>,
) =>
  w.once(`contractors:${key}`, async () => {
    const res = await w.t.request('POST', `/api/contractor/contractors/${w.b.contractorId}/${resource}`, {
      token: w.staff,
      body: await body(),
    });
    if (res.status !== 201) throw new Error(`${resource} of B: ${res.status} ${res.raw}`);
    return res.body.model.id as number;
  });

/** The child under company A (foreign) and under its own company B (own). */
const underBoth = (w: AccessWorld, id: number, body?: unknown): { probe: Probe; own: Probe } => ({
  probe: { params: { contractor: w.a.contractorId, id }, body },
  own: { params: { contractor: w.b.contractorId, id }, body },
});

const contactRoute = (key: string, withBody: boolean) => ({
  foreign: async (w: AccessWorld) =>
    underBoth(
      w,
      await childOfB(w, key, 'contacts', async () => contact(key)),
      withBody ? contact(key) : undefined,
    ),
});

const branchRoute = (key: string, withBody: boolean) => ({
  foreign: async (w: AccessWorld) =>
    underBoth(
      w,
      await childOfB(w, key, 'affiliates', () => branch(w)),
      withBody ? await branch(w) : undefined,
    ),
});

/** Access declarations of the contractors area (see `test/support/access.ts`). */
export const access: AccessDeclarations = {
  'contractor.contractors.show': STAFF_WIDE,
  'contractor.contractors.update': STAFF_WIDE,
  'contractor.contractors.destroy': STAFF_WIDE,
  'contractor.contractors.partner': STAFF_WIDE,
  'contractor.contacts.index': STAFF_WIDE,
  'contractor.contacts.store': STAFF_WIDE,
  'contractor.contacts.show': contactRoute('contact', false),
  'contractor.contacts.update': contactRoute('contact', true),
  'contractor.contacts.destroy': contactRoute('contact-destroyed', false),
  'contractor.affiliates.index': STAFF_WIDE,
  'contractor.affiliates.store': STAFF_WIDE,
  'contractor.affiliates.show': branchRoute('branch', false),
  'contractor.affiliates.update': branchRoute('branch', true),
  'contractor.affiliates.destroy': branchRoute('branch-destroyed', false),
  'contractor.users.index': STAFF_WIDE,
  'contractor.users.store': STAFF_WIDE,
  'contractor.users.show': { foreign: async (w) => underBoth(w, w.b.colleague.id) },
  'contractor.users.update': {
    foreign: async (w) => underBoth(w, w.b.colleague.id, { first_name: 'Edyta' }),
  },
};
