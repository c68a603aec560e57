import { slugify } from '@portal/contracts';

/**
 * Fictional Polish partner companies for the demo (GLOSSARY: companies and people that do not
 * exist). Generated deterministically, so every fresh database shows the same data.
 */

/** Cities with a postcode, per voivodeship code (all 16). */
const CITIES: Record<string, [string, string][]> = {
  '02': [
    ['Wrocław', '53-015'],
    ['Legnica', '59-220'],
    ['Wałbrzych', '58-300'],
  ],
  '04': [
    ['Bydgoszcz', '85-796'],
    ['Toruń', '87-100'],
    ['Włocławek', '87-800'],
  ],
  '06': [
    ['Lublin', '20-150'],
    ['Zamość', '22-400'],
    ['Puławy', '24-100'],
  ],
  '08': [
    ['Zielona Góra', '65-001'],
    ['Gorzów Wielkopolski', '66-400'],
  ],
  '10': [
    ['Łódź', '93-231'],
    ['Piotrków Trybunalski', '97-300'],
    ['Sieradz', '98-200'],
  ],
  '12': [
    ['Kraków', '31-564'],
    ['Tarnów', '33-100'],
    ['Nowy Sącz', '33-300'],
  ],
  '14': [
    ['Warszawa', '02-677'],
    ['Radom', '26-600'],
    ['Płock', '09-400'],
    ['Siedlce', '08-110'],
  ],
  '16': [
    ['Opole', '45-215'],
    ['Kędzierzyn-Koźle', '47-220'],
  ],
  '18': [
    ['Rzeszów', '35-206'],
    ['Przemyśl', '37-700'],
    ['Krosno', '38-400'],
  ],
  '20': [
    ['Białystok', '15-399'],
    ['Suwałki', '16-400'],
    ['Łomża', '18-400'],
  ],
  '22': [
    ['Gdynia', '81-571'],
    ['Słupsk', '76-200'],
    ['Tczew', '83-110'],
  ],
  '24': [
    ['Katowice', '40-203'],
    ['Gliwice', '44-100'],
    ['Bielsko-Biała', '43-300'],
    ['Częstochowa', '42-202'],
  ],
  '26': [
    ['Kielce', '25-323'],
    ['Ostrowiec Świętokrzyski', '27-400'],
  ],
  '28': [
    ['Olsztyn', '10-687'],
    ['Elbląg', '82-300'],
    ['Ełk', '19-300'],
  ],
  '30': [
    ['Poznań', '60-479'],
    ['Kalisz', '62-800'],
    ['Leszno', '64-100'],
    ['Konin', '62-510'],
  ],
  '32': [
    ['Szczecin', '71-062'],
    ['Koszalin', '75-016'],
    ['Stargard', '73-110'],
  ],
};

const SURNAMES = [
  ['Nowak', 'Nowak'],
  ['Wiśniewski', 'Wiśniewska'],
  ['Wójcik', 'Wójcik'],
  ['Kowalczyk', 'Kowalczyk'],
  ['Kamiński', 'Kamińska'],
  ['Zając', 'Zając'],
  ['Szymański', 'Szymańska'],
  ['Król', 'Król'],
  ['Jabłoński', 'Jabłońska'],
  ['Michalski', 'Michalska'],
  ['Pawłowski', 'Pawłowska'],
  ['Adamczyk', 'Adamczyk'],
  ['Dudek', 'Dudek'],
  ['Wieczorek', 'Wieczorek'],
  ['Jakubowski', 'Jakubowska'],
  ['Sikora', 'Sikora'],
  ['Baran', 'Baran'],
  ['Rutkowski', 'Rutkowska'],
  ['Michalak', 'Michalak'],
  ['Ostrowski', 'Ostrowska'],
  ['Walczak', 'Walczak'],
  ['Stępień', 'Stępień'],
  ['Górski', 'Górska'],
  ['Witkowski', 'Witkowska'],
  ['Sadowski', 'Sadowska'],
  ['Bąk', 'Bąk'],
  ['Chmielewski', 'Chmielewska'],
  ['Włodarczyk', 'Włodarczyk'],
] as const;

const MEN = [
  'Adam',
  'Tomasz',
  'Rafał',
  'Grzegorz',
  'Dariusz',
  'Jacek',
  'Mariusz',
  'Sebastian',
  'Wojciech',
  'Kamil',
];
const WOMEN = ['Anna', 'Monika', 'Aleksandra', 'Karolina', 'Justyna', 'Natalia', 'Sylwia', 'Dorota', 'Marta'];

const PREFIXES = ['Termo', 'Klima', 'Hydro', 'Eko', 'Aqua', 'Vent', 'Energo', 'Frost', 'Solar', 'Instal'];
const NAME_FORMS = [
  (p: string, s: string) => `${p}-${s} Sp. z o.o.`,
  (_p: string, s: string) => `Zakład Instalacyjny ${s}`,
  (p: string, s: string) => `PHU ${p}tech ${s}`,
  (p: string, _s: string, city: string) => `${p}system ${city} Sp. j.`,
  (_p: string, s: string) => `${s} Instalacje s.c.`,
  (p: string, s: string) => `${p}-Serwis ${s}`,
  (p: string, _s: string, city: string) => `${p}plan Projekt ${city}`,
  (p: string, s: string) => `Hurtownia ${p}mix ${s} Sp. z o.o.`,
] as const;

const STREETS = [
  'ul. Przemysłowa',
  'ul. Lipowa',
  'ul. Kolejowa',
  'ul. Rzemieślnicza',
  'ul. Fabryczna',
  'ul. Ogrodowa',
  'ul. Składowa',
  'ul. Spółdzielcza',
  'al. Niepodległości',
  'ul. Warsztatowa',
  'ul. Magazynowa',
  'ul. Kwiatowa',
];

const POSITIONS = ['Właściciel', 'Kierownik biura', 'Specjalista ds. zakupów', 'Serwisant', 'Księgowa'];

/** mulberry32: a small seeded generator, so the demo data is the same on every start. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
  };
}

export type Random = ReturnType<typeof seededRandom>;

/** A valid NIP (weighted checksum mod 11) from the generator. */
function demoNip(random: Random): string {
  const w = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (;;) {
    const d = Array.from({ length: 9 }, () => random.int(0, 9));
    d[0] = random.int(1, 9);
    const check = d.reduce((sum, x, i) => sum + x * w[i], 0) % 11;
    if (check !== 10) return `${d.join('')}${check}`;
  }
}

const demoPhone = (random: Random, mobile = true) =>
  mobile
    ? `${random.pick(['501', '602', '693', '721', '784', '509', '661'])} ${random.int(100, 999)} ${random.int(100, 999)}`
    : `${random.int(12, 95)} ${random.int(200, 899)} ${random.int(10, 99)} ${random.int(10, 99)}`;

const ascii = (s: string) => slugify(s).replace(/-/g, '');

export type DemoPerson = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  position: string;
};

export function demoPerson(random: Random, domain: string, used: Set<string>): DemoPerson {
  const woman = random.next() < 0.45;
  const [male, female] = random.pick(SURNAMES);
  const first_name = random.pick(woman ? WOMEN : MEN);
  const last_name = woman ? female : male;
  let email = `${ascii(first_name)}.${ascii(last_name)}@${domain}`;
  for (let n = 2; used.has(email); n++) email = `${ascii(first_name)}.${ascii(last_name)}${n}@${domain}`;
  used.add(email);
  return { first_name, last_name, email, phone_number: demoPhone(random), position: random.pick(POSITIONS) };
}

export type DemoCompany = {
  name: string;
  nip_number: string;
  province: string;
  address_city: string;
  address_postcode: string;
  address_street: string;
  phone_number: string;
  domain: string;
};

export function demoCompany(random: Random, province: string, usedNips: Set<string>): DemoCompany {
  const [city, postcode] = random.pick(CITIES[province]);
  const [surname] = random.pick(SURNAMES);
  const name = random.pick(NAME_FORMS)(random.pick(PREFIXES), surname, city);
  let nip = demoNip(random);
  while (usedNips.has(nip)) nip = demoNip(random);
  usedNips.add(nip);
  return {
    name,
    nip_number: nip,
    province,
    address_city: city,
    address_postcode: postcode,
    address_street: `${random.pick(STREETS)} ${random.int(1, 180)}`,
    phone_number: demoPhone(random, false),
    domain: `${slugify(name).split('-').slice(0, 2).join('-')}.demo.pl`,
  };
}

export const PARTNER_STATUSES = [
  { slug: 'nowy', name: 'Nowy partner', color: '#1c7ed6' },
  { slug: 'aktywny', name: 'Aktywny', color: '#2b8a3e' },
  { slug: 'srebrny', name: 'Srebrny partner', color: '#868e96' },
  { slug: 'zloty', name: 'Złoty partner', color: '#f08c00' },
  { slug: 'zawieszony', name: 'Zawieszony', color: '#e03131' },
] as const;

/** Reasons staff gave when rejecting demo requests. */
export const REJECTION_REASONS = [
  'Podany NIP należy do innej firmy. Prosimy o kontakt z opiekunem.',
  'Brak potwierdzenia prowadzenia działalności instalacyjnej. Prosimy o przesłanie wpisu do CEIDG.',
];
