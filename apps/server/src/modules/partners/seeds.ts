import { PARTNER_ROLE_SLUG, REGISTER_CONSENTS } from '@portal/contracts';
import { eq, inArray, isNull } from 'drizzle-orm';
import type { SeedStep } from '../../core/seed/runner.ts';
import type { Tx } from '../../db/client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { registrations } from '../auth/tables.ts';
import { businessAreas, countries, provinces } from '../dictionaries/tables.ts';
import {
  consents,
  contacts,
  contractors,
  partnerModerators,
  partnerStatuses,
  partners,
  roles,
  users,
} from '../people/tables.ts';
import { DEMO_PASSWORD } from '../users/demo-data.ts';
import {
  type DemoCompany,
  type DemoPerson,
  demoCompany,
  demoPerson,
  PARTNER_STATUSES,
  type Random,
  REJECTION_REASONS,
  seededRandom,
} from './demo-data.ts';
import { type ChangeRequestChanges, partnerChangeRequests } from './tables.ts';

const DAY = 24 * 3600_000;
const PARTNER_COUNT = 42;
/** Demo logins that look after partners as caretakers (seeded by the users area). */
const CARETAKER_LOGINS = [
  'moderator-trade@demo.pl',
  'moderator-customer-service@demo.pl',
  'moderator@demo.pl',
  'moderator-foreign-partner@demo.pl',
];

type Lookups = {
  poland: number;
  provinces: Map<string, number>;
  areas: number[];
  partnerRole: number;
  statuses: Map<string, number>;
  caretakers: number[];
  passwordHash: string;
  now: Date;
  random: Random;
  emails: Set<string>;
  nips: Set<string>;
};

/** The demo logins' hash when the users area already made one (argon2 is slow on purpose). */
async function demoPasswordHash(tx: Tx): Promise<string> {
  const [row] = await tx
    .select({ hash: users.password_hash })
    .from(users)
    .where(eq(users.email, 'partner@demo.pl'));
  return row?.hash ?? hashPassword(DEMO_PASSWORD);
}

async function lookups(tx: Tx, now: Date): Promise<Lookups> {
  await tx
    .insert(partnerStatuses)
    .values(PARTNER_STATUSES.map((s) => ({ ...s })))
    .onConflictDoNothing();
  const [poland] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.code, 'PL'));
  const [partnerRole] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.slug, PARTNER_ROLE_SLUG));
  const caretakers = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, CARETAKER_LOGINS))
    .orderBy(users.id);
  return {
    poland: poland.id,
    provinces: new Map((await tx.select().from(provinces)).map((p) => [p.code, p.id])),
    areas: (await tx.select({ id: businessAreas.id }).from(businessAreas).orderBy(businessAreas.id)).map(
      (a) => a.id,
    ),
    partnerRole: partnerRole.id,
    statuses: new Map((await tx.select().from(partnerStatuses)).map((s) => [s.slug, s.id])),
    caretakers: caretakers.map((c) => c.id),
    passwordHash: await demoPasswordHash(tx),
    now,
    random: seededRandom(20250401),
    emails: new Set((await tx.select({ email: users.email }).from(users)).map((u) => u.email.toLowerCase())),
    nips: new Set(
      (await tx.select({ nip: contractors.nip_number }).from(contractors)).flatMap((c) =>
        c.nip ? [c.nip] : [],
      ),
    ),
  };
}

const daysAgo = (l: Lookups, min: number, max: number) =>
  new Date(l.now.getTime() - l.random.int(min, max) * DAY);

/** A contractor with its primary contact (and maybe more contacts) and its consents. */
async function insertCompany(
  tx: Tx,
  l: Lookups,
  company: DemoCompany,
  status: 'pending' | 'approved' | 'rejected',
  areaId: number,
  createdAt: Date,
  extra: { rejection_reason?: string } = {},
) {
  const [contractor] = await tx
    .insert(contractors)
    .values({
      name: company.name,
      nip_number: company.nip_number,
      address_street: company.address_street,
      address_city: company.address_city,
      address_postcode: company.address_postcode,
      address_province_id: l.provinces.get(company.province),
      address_country_id: l.poland,
      phone_number: company.phone_number,
      electronic_invoice_email: `faktury@${company.domain}`,
      electronic_form_invoice: l.random.next() < 0.7,
      business_area_id: areaId,
      registration_status: status,
      decided_at: status === 'pending' ? null : new Date(createdAt.getTime() + 2 * DAY),
      rejection_reason: extra.rejection_reason ?? null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning();
  const people: DemoPerson[] = [demoPerson(l.random, company.domain, l.emails)];
  const more = status === 'approved' ? l.random.int(0, 2) : 0;
  for (let i = 0; i < more; i++) people.push(demoPerson(l.random, company.domain, l.emails));
  await tx.insert(contacts).values(
    people.map((p, i) => ({
      ...p,
      contractor_id: contractor.id,
      is_primary: i === 0,
      created_at: createdAt,
    })),
  );
  await tx.insert(consents).values(
    REGISTER_CONSENTS.map(([field, slug]) => {
      const given = field === 'consent_processing_data' || l.random.next() < 0.6;
      return {
        contractor_id: contractor.id,
        slug,
        given,
        given_at: given ? createdAt : null,
        created_at: createdAt,
      };
    }),
  );
  return { contractor, people };
}

async function seedPartner(tx: Tx, l: Lookups, index: number) {
  const { random } = l;
  const province = [...l.provinces.keys()].sort()[index % 16];
  const company = demoCompany(random, province, l.nips);
  const areaId = index % 3 === 0 ? l.areas[0] : random.pick(l.areas);
  const createdAt = daysAgo(l, 20, 900);
  const { contractor, people } = await insertCompany(tx, l, company, 'approved', areaId, createdAt);
  const statusSlug = random.pick(['aktywny', 'aktywny', 'srebrny', 'zloty', 'nowy', 'aktywny', 'zawieszony']);
  const [partner] = await tx
    .insert(partners)
    .values({
      contractor_id: contractor.id,
      business_area_id: areaId,
      partner_status_id: l.statuses.get(statusSlug),
      highlighted: random.next() < 0.2,
      created_at: contractor.decided_at ?? createdAt,
      updated_at: contractor.decided_at ?? createdAt,
    })
    .returning();
  if (l.caretakers.length && random.next() < 0.9) {
    const first = l.caretakers[index % l.caretakers.length];
    const ids = random.next() < 0.15 ? [first, random.pick(l.caretakers)] : [first];
    await tx
      .insert(partnerModerators)
      .values([...new Set(ids)].map((user_id) => ({ partner_id: partner.id, user_id })));
  }
  const colleagues = [demoPerson(random, company.domain, l.emails)].slice(0, random.int(0, 1));
  const accounts = [
    { ...people[0], is_company_admin: true, is_activated: true },
    ...people.slice(1, 2).map((p) => ({ ...p, is_company_admin: false, is_activated: true })),
    ...colleagues.map((p) => ({ ...p, is_company_admin: false, is_activated: random.next() < 0.7 })),
  ];
  const inserted = await tx
    .insert(users)
    .values(
      accounts.map(({ position: _position, ...u }) => ({
        ...u,
        password_hash: l.passwordHash,
        role_id: l.partnerRole,
        partner_id: partner.id,
        created_at: createdAt,
        last_login_at: u.is_activated ? daysAgo(l, 0, 60) : null,
      })),
    )
    .returning({ id: users.id });
  if (random.next() < 0.3) {
    const branches = random.int(1, 2);
    for (let b = 0; b < branches; b++) {
      const branch = demoCompany(random, province, l.nips);
      await tx.insert(contractors).values({
        parent_id: contractor.id,
        name: `${company.name.replace(/ (Sp\. z o\.o\.|Sp\. j\.|s\.c\.)$/, '')} – Oddział ${branch.address_city}`,
        address_street: branch.address_street,
        address_city: branch.address_city,
        address_postcode: branch.address_postcode,
        address_province_id: l.provinces.get(province),
        address_country_id: l.poland,
        phone_number: branch.phone_number,
        business_area_id: areaId,
        created_at: createdAt,
      });
    }
  }
  return { partner, contractor, adminId: inserted[0].id };
}

async function seedRegistrations(tx: Tx, l: Lookups) {
  const provinceCodes = [...l.provinces.keys()].sort();
  for (let i = 0; i < 5; i++) {
    const rejected = i === 4;
    const company = demoCompany(l.random, l.random.pick(provinceCodes), l.nips);
    const createdAt = rejected ? daysAgo(l, 30, 60) : daysAgo(l, 0, 6);
    const { contractor, people } = await insertCompany(
      tx,
      l,
      company,
      rejected ? 'rejected' : 'pending',
      l.random.pick(l.areas),
      createdAt,
      rejected ? { rejection_reason: REJECTION_REASONS[1] } : {},
    );
    const { position: _position, ...person } = people[0];
    const [user] = await tx
      .insert(users)
      .values({
        ...person,
        role_id: l.partnerRole,
        partner_id: null,
        is_company_admin: true,
        is_activated: false,
        created_at: createdAt,
      })
      .returning({ id: users.id });
    await tx
      .insert(registrations)
      .values({ contractor_id: contractor.id, user_id: user.id, created_at: createdAt });
  }
}

/** Companies we work with that are not partners (wholesalers, design offices). */
async function seedOtherContractors(tx: Tx, l: Lookups) {
  const provinceCodes = [...l.provinces.keys()].sort();
  for (let i = 0; i < 6; i++) {
    const company = demoCompany(l.random, l.random.pick(provinceCodes), l.nips);
    await insertCompany(tx, l, company, 'approved', l.areas[2 + (i % 2)] ?? l.areas[0], daysAgo(l, 60, 700));
  }
}

async function seedChangeRequests(tx: Tx, l: Lookups, seeded: Awaited<ReturnType<typeof seedPartner>>[]) {
  const admin = l.caretakers[0] ?? null;
  type Plan = {
    at: number;
    status: 'pending' | 'approved' | 'rejected';
    changes: (c: typeof contractors.$inferSelect) => ChangeRequestChanges;
  };
  const plans: Plan[] = [
    {
      at: 3,
      status: 'pending',
      changes: (c) => ({
        address_street: { old: c.address_street, new: 'ul. Nowa Przemysłowa 7' },
        address_postcode: { old: c.address_postcode, new: c.address_postcode.replace(/\d$/, '9') },
      }),
    },
    {
      at: 7,
      status: 'pending',
      changes: (c) => ({
        name: { old: c.name, new: `${c.name.replace(/ Sp\. z o\.o\.$/, '')} Sp. z o.o. Sp. k.` },
      }),
    },
    {
      at: 11,
      status: 'pending',
      changes: (c) => ({ address_street: { old: c.address_street, new: 'ul. Rzemieślnicza 21A' } }),
    },
    {
      at: 15,
      status: 'approved',
      changes: (c) => ({ address_street: { old: 'ul. Stara 3', new: c.address_street } }),
    },
    {
      at: 19,
      status: 'rejected',
      changes: (c) => ({ nip_number: { old: c.nip_number, new: '1234563218' } }),
    },
  ];
  for (const plan of plans) {
    const target = seeded[plan.at % seeded.length];
    const changes = plan.changes(target.contractor);
    const createdAt = plan.status === 'pending' ? daysAgo(l, 0, 5) : daysAgo(l, 20, 90);
    await tx.insert(partnerChangeRequests).values({
      partner_id: target.partner.id,
      requested_by: target.adminId,
      status: plan.status,
      changes,
      approved_fields: plan.status === 'approved' ? Object.keys(changes) : null,
      rejection_reason: plan.status === 'rejected' ? REJECTION_REASONS[0] : null,
      decided_by: plan.status === 'pending' ? null : admin,
      decided_at: plan.status === 'pending' ? null : new Date(createdAt.getTime() + DAY),
      created_at: createdAt,
      updated_at: createdAt,
    });
  }
}

export const partnerSeeds: SeedStep[] = [
  {
    id: '020-partners-demo',
    async run({ tx, now }) {
      const l = await lookups(tx, now);
      await tx
        .update(partners)
        .set({ partner_status_id: l.statuses.get('aktywny') })
        .where(isNull(partners.partner_status_id));
      // A caretaker who left: assigning an inactive moderator is refused (spec §5).
      await tx
        .insert(users)
        .values({
          email: 'robert.kaczmarek@demo.pl',
          first_name: 'Robert',
          last_name: 'Kaczmarek',
          phone_number: '600 100 299',
          role_id: (await tx.select({ id: roles.id }).from(roles).where(eq(roles.slug, 'moderator-trade')))[0]
            .id,
          is_activated: false,
        })
        .onConflictDoNothing();
      l.emails.add('robert.kaczmarek@demo.pl');
      const seeded = [];
      for (let i = 0; i < PARTNER_COUNT; i++) seeded.push(await seedPartner(tx, l, i));
      await seedOtherContractors(tx, l);
      await seedRegistrations(tx, l);
      await seedChangeRequests(tx, l, seeded);
    },
  },
];
