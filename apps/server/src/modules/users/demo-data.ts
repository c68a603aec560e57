import type { RoleSlug } from '@portal/contracts';

/** The shared password of every demo login (DESIGN §5; listed in the README). */
export const DEMO_PASSWORD = 'Demo1234!';

type Person = { first_name: string; last_name: string; phone_number: string };

/** Staff demo logins `<slug>@demo.pl`, with the provinces they look after (province codes). */
export const DEMO_STAFF: Record<Exclude<RoleSlug, 'partner'>, Person & { provinces: 'all' | string[] }> = {
  'super-admin': {
    first_name: 'Tomasz',
    last_name: 'Kowalczyk',
    phone_number: '600 100 201',
    provinces: 'all',
  },
  admin: { first_name: 'Katarzyna', last_name: 'Wiśniewska', phone_number: '600 100 202', provinces: 'all' },
  moderator: {
    first_name: 'Piotr',
    last_name: 'Zieliński',
    phone_number: '600 100 203',
    provinces: ['14', '10'],
  },
  'moderator-service': {
    first_name: 'Marek',
    last_name: 'Wójcik',
    phone_number: '600 100 204',
    provinces: ['22', '28', '32'],
  },
  'moderator-training': {
    first_name: 'Agnieszka',
    last_name: 'Kamińska',
    phone_number: '600 100 205',
    provinces: 'all',
  },
  'moderator-trade': {
    first_name: 'Paweł',
    last_name: 'Lewandowski',
    phone_number: '600 100 206',
    provinces: ['22', '10', '04'],
  },
  'moderator-docs': {
    first_name: 'Magdalena',
    last_name: 'Dąbrowska',
    phone_number: '600 100 207',
    provinces: 'all',
  },
  'moderator-marketing': {
    first_name: 'Joanna',
    last_name: 'Szymańska',
    phone_number: '600 100 208',
    provinces: 'all',
  },
  'moderator-support': {
    first_name: 'Krzysztof',
    last_name: 'Woźniak',
    phone_number: '600 100 209',
    provinces: ['12', '24', '18'],
  },
  'moderator-customer-service': {
    first_name: 'Ewa',
    last_name: 'Kozłowska',
    phone_number: '600 100 210',
    provinces: 'all',
  },
  'moderator-management': {
    first_name: 'Andrzej',
    last_name: 'Jankowski',
    phone_number: '600 100 211',
    provinces: 'all',
  },
  'moderator-foreign-partner': {
    first_name: 'Michał',
    last_name: 'Mazur',
    phone_number: '600 100 212',
    provinces: ['02', '08'],
  },
};

/** Who looks after the demo companies as their caretaker (Opiekun). */
export const DEMO_CARETAKER: RoleSlug = 'moderator-trade';

/** Two fictional partner companies, each with its users (the first one is the company admin). */
export const DEMO_COMPANIES = [
  {
    name: 'Termo-Instal Krawczyk Sp. z o.o.',
    nip_number: '5843061722',
    address_street: 'ul. Grunwaldzka 112',
    address_city: 'Gdańsk',
    address_postcode: '80-244',
    province: '22',
    phone_number: '58 341 22 10',
    electronic_invoice_email: 'faktury@termo-instal.demo.pl',
    business_area: 'instalatorzy',
    external_id: 'K-010482',
    users: [
      {
        email: 'partner@demo.pl',
        first_name: 'Łukasz',
        last_name: 'Krawczyk',
        phone_number: '601 234 567',
        is_company_admin: true,
      },
      {
        email: 'partner.pracownik@demo.pl',
        first_name: 'Bartosz',
        last_name: 'Nowicki',
        phone_number: '602 345 678',
        is_company_admin: false,
      },
    ],
  },
  {
    name: 'Klimat-Serwis Grabowska i Wspólnicy Sp. j.',
    nip_number: '7254189039',
    address_street: 'ul. Piotrkowska 215',
    address_city: 'Łódź',
    address_postcode: '90-451',
    province: '10',
    phone_number: '42 636 18 40',
    electronic_invoice_email: 'ksiegowosc@klimat-serwis.demo.pl',
    business_area: 'serwisanci',
    external_id: 'K-020317',
    users: [
      {
        email: 'partner2@demo.pl',
        first_name: 'Beata',
        last_name: 'Grabowska',
        phone_number: '603 456 789',
        is_company_admin: true,
      },
    ],
  },
] as const;
