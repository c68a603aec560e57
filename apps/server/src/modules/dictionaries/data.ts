export const PROVINCES = [
  ['02', 'dolnośląskie'],
  ['04', 'kujawsko-pomorskie'],
  ['06', 'lubelskie'],
  ['08', 'lubuskie'],
  ['10', 'łódzkie'],
  ['12', 'małopolskie'],
  ['14', 'mazowieckie'],
  ['16', 'opolskie'],
  ['18', 'podkarpackie'],
  ['20', 'podlaskie'],
  ['22', 'pomorskie'],
  ['24', 'śląskie'],
  ['26', 'świętokrzyskie'],
  ['28', 'warmińsko-mazurskie'],
  ['30', 'wielkopolskie'],
  ['32', 'zachodniopomorskie'],
] as const;

export const COUNTRIES = [
  ['PL', 'Polska', 'Poland'],
  ['DE', 'Niemcy', 'Germany'],
  ['CZ', 'Czechy', 'Czechia'],
  ['SK', 'Słowacja', 'Slovakia'],
  ['LT', 'Litwa', 'Lithuania'],
  ['UA', 'Ukraina', 'Ukraine'],
  ['AT', 'Austria', 'Austria'],
  ['HU', 'Węgry', 'Hungary'],
  ['RO', 'Rumunia', 'Romania'],
  ['LV', 'Łotwa', 'Latvia'],
  ['EE', 'Estonia', 'Estonia'],
  ['GB', 'Wielka Brytania', 'United Kingdom'],
] as const;

export const LANGUAGES = [
  ['pl', 'polski'],
  ['en', 'angielski'],
  ['de', 'niemiecki'],
] as const;

export const BUSINESS_AREAS = [
  ['instalatorzy', 'Instalatorzy'],
  ['projektanci', 'Projektanci'],
  ['hurtownie', 'Hurtownie'],
  ['serwisanci', 'Serwisanci'],
  ['deweloperzy', 'Deweloperzy'],
  ['architekci', 'Architekci'],
] as const;
