import type { Rng } from '../lib/rng.ts';

/** Vocabulary for realistic Polish people, companies and addresses. */

const MALE = [
  'Jan',
  'Piotr',
  'Krzysztof',
  'Andrzej',
  'Tomasz',
  'Paweł',
  'Michał',
  'Marcin',
  'Łukasz',
  'Grzegorz',
  'Marek',
  'Adam',
  'Jakub',
  'Mateusz',
  'Wojciech',
  'Rafał',
  'Dariusz',
  'Mariusz',
  'Zbigniew',
  'Jerzy',
  'Sebastian',
  'Bartłomiej',
  'Kamil',
  'Damian',
  'Przemysław',
  'Sławomir',
  'Radosław',
  'Szymon',
  'Artur',
  'Janusz',
] as const;
const FEMALE = [
  'Anna',
  'Maria',
  'Katarzyna',
  'Małgorzata',
  'Agnieszka',
  'Barbara',
  'Ewa',
  'Krystyna',
  'Magdalena',
  'Elżbieta',
  'Joanna',
  'Aleksandra',
  'Monika',
  'Zofia',
  'Teresa',
  'Danuta',
  'Natalia',
  'Karolina',
  'Marta',
  'Beata',
  'Dorota',
  'Justyna',
  'Paulina',
  'Agata',
  'Iwona',
  'Grażyna',
  'Weronika',
  'Żaneta',
] as const;
/** Surnames as [male, female]; most -ski/-cki names change their ending, others do not. */
const SURNAMES: readonly (readonly [string, string])[] = [
  ['Nowak', 'Nowak'],
  ['Kowalski', 'Kowalska'],
  ['Wiśniewski', 'Wiśniewska'],
  ['Wójcik', 'Wójcik'],
  ['Kowalczyk', 'Kowalczyk'],
  ['Kamiński', 'Kamińska'],
  ['Lewandowski', 'Lewandowska'],
  ['Zieliński', 'Zielińska'],
  ['Szymański', 'Szymańska'],
  ['Woźniak', 'Woźniak'],
  ['Dąbrowski', 'Dąbrowska'],
  ['Kozłowski', 'Kozłowska'],
  ['Jankowski', 'Jankowska'],
  ['Mazur', 'Mazur'],
  ['Kwiatkowski', 'Kwiatkowska'],
  ['Krawczyk', 'Krawczyk'],
  ['Piotrowski', 'Piotrowska'],
  ['Grabowski', 'Grabowska'],
  ['Nowakowski', 'Nowakowska'],
  ['Pawłowski', 'Pawłowska'],
  ['Michalski', 'Michalska'],
  ['Nowicki', 'Nowicka'],
  ['Adamczyk', 'Adamczyk'],
  ['Dudek', 'Dudek'],
  ['Zając', 'Zając'],
  ['Wieczorek', 'Wieczorek'],
  ['Jabłoński', 'Jabłońska'],
  ['Król', 'Król'],
  ['Majewski', 'Majewska'],
  ['Olszewski', 'Olszewska'],
  ['Jaworski', 'Jaworska'],
  ['Wróbel', 'Wróbel'],
  ['Malinowski', 'Malinowska'],
  ['Pawlak', 'Pawlak'],
  ['Witkowski', 'Witkowska'],
  ['Walczak', 'Walczak'],
  ['Stępień', 'Stępień'],
  ['Górski', 'Górska'],
  ['Rutkowski', 'Rutkowska'],
  ['Michalak', 'Michalak'],
  ['Sikora', 'Sikora'],
  ['Ostrowski', 'Ostrowska'],
  ['Baran', 'Baran'],
  ['Duda', 'Duda'],
  ['Szewczyk', 'Szewczyk'],
  ['Tomaszewski', 'Tomaszewska'],
  ['Pietrzak', 'Pietrzak'],
  ['Marciniak', 'Marciniak'],
  ['Wróblewski', 'Wróblewska'],
  ['Zalewski', 'Zalewska'],
  ['Jakubowski', 'Jakubowska'],
  ['Jasiński', 'Jasińska'],
  ['Zawadzki', 'Zawadzka'],
  ['Sadowski', 'Sadowska'],
  ['Bąk', 'Bąk'],
  ['Chmielewski', 'Chmielewska'],
  ['Włodarczyk', 'Włodarczyk'],
  ['Borkowski', 'Borkowska'],
  ['Czarnecki', 'Czarnecka'],
  ['Sawicki', 'Sawicka'],
  ['Sokołowski', 'Sokołowska'],
  ['Urbański', 'Urbańska'],
  ['Kubiak', 'Kubiak'],
  ['Maciejewski', 'Maciejewska'],
  ['Szczepański', 'Szczepańska'],
  ['Kucharski', 'Kucharska'],
  ['Wilk', 'Wilk'],
  ['Kalinowski', 'Kalinowska'],
  ['Lis', 'Lis'],
  ['Mazurek', 'Mazurek'],
  ['Wysocki', 'Wysocka'],
  ['Adamski', 'Adamska'],
  ['Kaźmierczak', 'Kaźmierczak'],
  ['Wasilewski', 'Wasilewska'],
  ['Sobczak', 'Sobczak'],
  ['Czerwiński', 'Czerwińska'],
  ['Andrzejewski', 'Andrzejewska'],
  ['Cieślak', 'Cieślak'],
  ['Głowacki', 'Głowacka'],
  ['Zakrzewski', 'Zakrzewska'],
  ['Kołodziej', 'Kołodziej'],
  ['Sikorski', 'Sikorska'],
  ['Krajewski', 'Krajewska'],
  ['Gajewski', 'Gajewska'],
  ['Szymczak', 'Szymczak'],
  ['Szulc', 'Szulc'],
  ['Baranowski', 'Baranowska'],
  ['Laskowski', 'Laskowska'],
  ['Brzeziński', 'Brzezińska'],
  ['Makowski', 'Makowska'],
  ['Ziółkowski', 'Ziółkowska'],
  ['Przybylski', 'Przybylska'],
  ['Żak', 'Żak'],
  ['Łuczak', 'Łuczak'],
  ['Śliwiński', 'Śliwińska'],
];

/** City, province code (dictionary `provinces.code`), postcode prefix. */
const CITIES: readonly (readonly [string, string, string])[] = [
  ['Wrocław', '02', '5'],
  ['Legnica', '02', '59'],
  ['Wałbrzych', '02', '58'],
  ['Bydgoszcz', '04', '85'],
  ['Toruń', '04', '87'],
  ['Włocławek', '04', '87'],
  ['Lublin', '06', '20'],
  ['Zamość', '06', '22'],
  ['Chełm', '06', '22'],
  ['Zielona Góra', '08', '65'],
  ['Gorzów Wielkopolski', '08', '66'],
  ['Łódź', '10', '9'],
  ['Piotrków Trybunalski', '10', '97'],
  ['Skierniewice', '10', '96'],
  ['Kraków', '12', '3'],
  ['Tarnów', '12', '33'],
  ['Nowy Sącz', '12', '33'],
  ['Warszawa', '14', '0'],
  ['Radom', '14', '26'],
  ['Płock', '14', '09'],
  ['Siedlce', '14', '08'],
  ['Opole', '16', '45'],
  ['Nysa', '16', '48'],
  ['Rzeszów', '18', '35'],
  ['Przemyśl', '18', '37'],
  ['Krosno', '18', '38'],
  ['Białystok', '20', '15'],
  ['Suwałki', '20', '16'],
  ['Łomża', '20', '18'],
  ['Gdańsk', '22', '80'],
  ['Gdynia', '22', '81'],
  ['Słupsk', '22', '76'],
  ['Katowice', '24', '40'],
  ['Gliwice', '24', '44'],
  ['Częstochowa', '24', '42'],
  ['Bielsko-Biała', '24', '43'],
  ['Rybnik', '24', '44'],
  ['Kielce', '26', '25'],
  ['Ostrowiec Świętokrzyski', '26', '27'],
  ['Olsztyn', '28', '10'],
  ['Elbląg', '28', '82'],
  ['Ełk', '28', '19'],
  ['Poznań', '30', '6'],
  ['Kalisz', '30', '62'],
  ['Konin', '30', '62'],
  ['Leszno', '30', '64'],
  ['Szczecin', '32', '7'],
  ['Koszalin', '32', '75'],
];

const STREETS = [
  'Mickiewicza',
  'Słowackiego',
  'Kościuszki',
  'Piłsudskiego',
  'Sienkiewicza',
  'Kopernika',
  'Polna',
  'Leśna',
  'Ogrodowa',
  'Lipowa',
  'Brzozowa',
  'Kwiatowa',
  'Szkolna',
  'Łąkowa',
  'Przemysłowa',
  'Fabryczna',
  'Składowa',
  'Rzemieślnicza',
  'Żeromskiego',
  'Reymonta',
  'Chopina',
  'Jana Pawła II',
  '3 Maja',
  'Wojska Polskiego',
  'Grunwaldzka',
  'Kolejowa',
  'Dworcowa',
  'Krótka',
  'Długa',
  'Świętokrzyska',
] as const;

const TRADE_WORDS = [
  'Instal',
  'Term',
  'Klima',
  'Hydro',
  'Eko',
  'Therm',
  'Frost',
  'Gaz',
  'Wod',
  'Aqua',
  'Ciepło',
  'Solar',
  'Pomp',
  'Went',
  'Chłod',
  'Energo',
  'Techno',
  'Serwis',
  'Bud',
  'Dom',
] as const;
const TRADE_SUFFIXES = [
  '-Bud',
  '-Serwis',
  '-Tech',
  '-Pol',
  'ex',
  'mar',
  '-Systemy',
  '-Instal',
  'pol',
  '-Max',
] as const;
const LEGAL_FORMS = ['Sp. z o.o.', 'Sp. z o.o. Sp.k.', 's.c.', 'Sp.j.', 'S.A.', ''] as const;
const KINDS = ['P.H.U.', 'F.H.U.', 'Zakład Instalacyjny', 'Usługi Instalacyjne', 'P.P.H.U.'] as const;

export const POSITIONS = [
  'Właściciel',
  'Prezes zarządu',
  'Kierownik serwisu',
  'Instalator',
  'Specjalista ds. zakupów',
  'Księgowa',
  'Handlowiec',
  'Projektant',
  'Kierownik budowy',
  'Serwisant',
] as const;

export type Person = { first: string; last: string };

export function person(rng: Rng): Person {
  const [male, female] = rng.pick(SURNAMES);
  return rng.chance(0.62) ? { first: rng.pick(MALE), last: male } : { first: rng.pick(FEMALE), last: female };
}

/** Lower-case ASCII for e-mail addresses and domains. */
export function ascii(s: string): string {
  return s
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function companyName(rng: Rng, owner: Person): string {
  const brand = `${rng.pick(TRADE_WORDS)}${rng.pick(TRADE_SUFFIXES)}`;
  switch (rng.int(0, 3)) {
    case 0:
      return `${rng.pick(KINDS)} ${owner.first} ${owner.last}`;
    case 1:
      return `${rng.pick(KINDS)} "${brand}" ${owner.first} ${owner.last}`;
    default:
      return `${brand} ${rng.pick(LEGAL_FORMS)}`.trim();
  }
}

export type Address = { street: string; city: string; postcode: string; provinceCode: string };

export function address(rng: Rng): Address {
  const [city, provinceCode, prefix] = rng.pick(CITIES);
  let digits = prefix;
  while (digits.length < 5) digits += String(rng.int(0, 9));
  const number = `${rng.int(1, 180)}${rng.chance(0.2) ? `/${rng.int(1, 40)}` : ''}`;
  return {
    street: `ul. ${rng.pick(STREETS)} ${number}`,
    city,
    postcode: `${digits.slice(0, 2)}-${digits.slice(2)}`,
    provinceCode,
  };
}

export function phone(rng: Rng): string {
  const first = rng.pick(['50', '51', '53', '60', '66', '69', '72', '78', '79', '88']);
  const d = () => String(rng.int(0, 9));
  return `+48 ${first}${d()} ${d()}${d()}${d()} ${d()}${d()}${d()}`;
}

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** A NIP with a valid checksum, unique within one run (`taken` remembers the issued ones). */
export function nip(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const d = Array.from({ length: 9 }, () => rng.int(0, 9));
    d[0] = rng.int(1, 9);
    const check = d.reduce((a, x, i) => a + x * NIP_WEIGHTS[i], 0) % 11;
    if (check === 10) continue;
    const value = `${d.join('')}${check}`;
    if (taken.has(value)) continue;
    taken.add(value);
    return value;
  }
}
