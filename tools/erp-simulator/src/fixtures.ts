/**
 * Deterministic Polish fixture data: customers with valid NIPs, heat-pump and air-conditioning
 * items with prices. `scale` 1 = 500 customers and 500 items.
 */

export type Customer = {
  id: string;
  number: string;
  displayName: string;
  type: 'Company';
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  country: 'PL';
  postalCode: string;
  phoneNumber: string;
  email: string;
  taxRegistrationNumber: string;
  billToCustomerNumber: string;
  blocked: ' ' | 'Ship' | 'Invoice' | 'All';
  currencyCode: 'PLN';
  lastModifiedDateTime: string;
};

export type Item = {
  id: string;
  number: string;
  displayName: string;
  displayName2: string;
  type: 'Inventory';
  itemCategoryCode: string;
  blocked: boolean;
  gtin: string;
  unitPrice: number;
  priceIncludesTax: false;
  baseUnitOfMeasureCode: string;
  lastModifiedDateTime: string;
};

/** A row of Item Unit of Measure as the portal extension's itemUnitsOfMeasure page lists it. */
export type ItemUnitOfMeasure = {
  id: string;
  itemNumber: string;
  code: string;
  qtyPerUnitOfMeasure: number;
  /** Whether this is the item's "Sales Unit of Measure". */
  salesUnitOfMeasure: boolean;
  lastModifiedDateTime: string;
};

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function guid(n: number, salt: number): string {
  const h = (n * 2654435761 + salt * 40503).toString(16).padStart(12, '0').slice(-12);
  return `${salt.toString(16).padStart(8, '0')}-0000-4000-8000-${h}`;
}

/** A NIP whose tenth digit is the checksum (weights 6 5 7 2 3 4 5 6 7, mod 11, never 10). */
function nip(random: () => number): string {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (;;) {
    const digits = weights.map(() => Math.floor(random() * 10));
    if (digits[0] === 0) digits[0] = 1;
    const sum = digits.reduce((acc, d, i) => acc + d * weights[i], 0) % 11;
    if (sum !== 10) return [...digits, sum].join('');
  }
}

const CITIES = [
  ['Warszawa', '00-950', 'mazowieckie'],
  ['Kraków', '30-001', 'małopolskie'],
  ['Łódź', '90-001', 'łódzkie'],
  ['Wrocław', '50-001', 'dolnośląskie'],
  ['Poznań', '60-001', 'wielkopolskie'],
  ['Gdańsk', '80-001', 'pomorskie'],
  ['Szczecin', '70-001', 'zachodniopomorskie'],
  ['Lublin', '20-001', 'lubelskie'],
  ['Białystok', '15-001', 'podlaskie'],
  ['Rzeszów', '35-001', 'podkarpackie'],
  ['Kielce', '25-001', 'świętokrzyskie'],
  ['Opole', '45-001', 'opolskie'],
] as const;
const STREETS = [
  'ul. Przemysłowa',
  'ul. Słoneczna',
  'ul. Żwirki i Wigury',
  'ul. Kościuszki',
  'al. Jerozolimskie',
  'ul. Źródlana',
];
const PREFIX = ['Instal', 'Term', 'Klimat', 'Eko', 'Hydro', 'Ciepło', 'Energo', 'Pomp'];
const SUFFIX = ['-Serwis', 'bud', 'tech', '-Instalacje', 'pol', 'therm'];
const FORMS = ['Sp. z o.o.', 's.c.', 'Sp. j.', 'S.A.', ''];

const ITEM_KINDS = [
  ['Pompa ciepła powietrze-woda', 'monoblok', [6, 8, 10, 12, 16], 'PC-AW', 14_990],
  ['Pompa ciepła split', 'jednostka zewnętrzna', [4, 6, 9, 12], 'PC-SP', 12_490],
  ['Pompa ciepła gruntowa', 'solanka-woda', [6, 8, 11, 14], 'PC-GW', 24_900],
  ['Klimatyzator ścienny', 'inwerter R32', [2.5, 3.5, 5, 7], 'KL-SC', 3_290],
  ['Zasobnik c.w.u.', 'stal emaliowana', [150, 200, 300], 'ZAS', 2_190],
  ['Bufor ciepła', 'izolacja 100 mm', [100, 200, 500], 'BUF', 1_890],
] as const;

const BASE_TIME = Date.parse('2026-01-05T06:00:00.000Z');

/** Several records share a timestamp, as in a batch posting, so (timestamp, number) order matters. */
const stamp = (i: number) => new Date(BASE_TIME + Math.floor(i / 3) * 60_000).toISOString();

export function makeCustomers(count: number, seed = 1): Customer[] {
  const random = rng(seed);
  const out: Customer[] = [];
  for (let i = 0; i < count; i++) {
    const [city, postalCode, state] = CITIES[i % CITIES.length];
    const name =
      `${PREFIX[Math.floor(random() * PREFIX.length)]}${SUFFIX[Math.floor(random() * SUFFIX.length)]} ${FORMS[i % FORMS.length]}`.trim();
    const number = `K${String(10_000 + i)}`;
    out.push({
      id: guid(i, 0xc0),
      number,
      displayName: `${name} ${city}`,
      type: 'Company',
      addressLine1: `${STREETS[i % STREETS.length]} ${1 + (i % 120)}`,
      addressLine2: '',
      city,
      state,
      country: 'PL',
      postalCode,
      phoneNumber: `+48 ${600 + (i % 99)} ${String(100 + (i % 900)).padStart(3, '0')} ${String(200 + (i % 700)).padStart(3, '0')}`,
      email: `biuro${i}@${name.toLowerCase().replace(/[^a-z]/g, '') || 'firma'}.pl`,
      taxRegistrationNumber: nip(random),
      // Every tenth customer is invoiced through the previous one (a branch of a company).
      billToCustomerNumber: i % 10 === 9 ? `K${String(10_000 + i - 1)}` : '',
      blocked: ' ',
      currencyCode: 'PLN',
      lastModifiedDateTime: stamp(i),
    });
  }
  return out;
}

export function makeItems(count: number): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < count; i++) {
    const [name, name2, sizes, prefix, base] = ITEM_KINDS[i % ITEM_KINDS.length];
    const size = sizes[Math.floor(i / ITEM_KINDS.length) % sizes.length];
    const series = Math.floor(i / (ITEM_KINDS.length * 4));
    const unit =
      prefix === 'PC-AW' || prefix === 'PC-SP' || prefix === 'PC-GW' || prefix === 'KL-SC' ? 'kW' : 'l';
    out.push({
      id: guid(i, 0x17),
      number: `${prefix}-${String(size).replace('.', '')}-${String(i).padStart(5, '0')}`,
      displayName: `${name} ${size} ${unit}${series ? ` seria ${series + 1}` : ''}`,
      displayName2: name2,
      type: 'Inventory',
      itemCategoryCode: prefix,
      blocked: i % 25 === 24,
      gtin: `590${String(1_000_000_000 + i).slice(-10)}`,
      unitPrice: Math.round((base + size * 310 + series * 45.5) * 100) / 100,
      priceIncludesTax: false,
      baseUnitOfMeasureCode: 'SZT',
      lastModifiedDateTime: stamp(i),
    });
  }
  return out;
}

/**
 * Every item has its base unit (SZT); air conditioners are sold as a set (KPL) of an indoor and an
 * outdoor unit, buffers can also be ordered by the pallet of four.
 */
export function makeItemUnits(items: Item[]): ItemUnitOfMeasure[] {
  const out: ItemUnitOfMeasure[] = [];
  items.forEach((item, i) => {
    const set = item.itemCategoryCode === 'KL-SC';
    const row = (code: string, qty: number, sales: boolean, salt: number): ItemUnitOfMeasure => ({
      id: guid(i, salt),
      itemNumber: item.number,
      code,
      qtyPerUnitOfMeasure: qty,
      salesUnitOfMeasure: sales,
      lastModifiedDateTime: item.lastModifiedDateTime,
    });
    out.push(row(item.baseUnitOfMeasureCode, 1, !set, 0x70));
    if (set) out.push(row('KPL', 2, true, 0x71));
    if (item.itemCategoryCode === 'BUF') out.push(row('PAL', 4, false, 0x72));
  });
  return out;
}
