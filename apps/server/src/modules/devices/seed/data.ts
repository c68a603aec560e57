/**
 * The demo catalogue: a fictional manufacturer's heat pumps, air conditioners and
 * recuperators in a three-level group tree. Companies and product lines do not exist.
 */

export type Family = 'hp' | 'ac' | 'rec' | 'acc';

export type GroupDef = { code: string; pl: string; en: string; children?: GroupDef[] };

export const GROUP_TREE: GroupDef[] = [
  {
    code: 'PC',
    pl: 'Pompy ciepła',
    en: 'Heat pumps',
    children: [
      {
        code: 'PC-PW',
        pl: 'Pompy ciepła powietrze-woda',
        en: 'Air-to-water heat pumps',
        children: [
          { code: 'PC-PW-MONO', pl: 'Monoblok', en: 'Monobloc' },
          { code: 'PC-PW-SPLIT', pl: 'Split', en: 'Split' },
          { code: 'PC-PW-HT', pl: 'Wysokotemperaturowe', en: 'High temperature' },
        ],
      },
      {
        code: 'PC-GR',
        pl: 'Gruntowe pompy ciepła',
        en: 'Ground source heat pumps',
        children: [
          { code: 'PC-GR-SW', pl: 'Solanka-woda', en: 'Brine-to-water' },
          { code: 'PC-GR-WW', pl: 'Woda-woda', en: 'Water-to-water' },
        ],
      },
      {
        code: 'PC-CWU',
        pl: 'Pompy ciepła do c.w.u.',
        en: 'Domestic hot water heat pumps',
        children: [{ code: 'PC-CWU-ZAS', pl: 'Z zasobnikiem', en: 'With tank' }],
      },
    ],
  },
  {
    code: 'KL',
    pl: 'Klimatyzatory',
    en: 'Air conditioners',
    children: [
      {
        code: 'KL-DOM',
        pl: 'Klimatyzacja domowa',
        en: 'Residential air conditioning',
        children: [
          { code: 'KL-DOM-SCI', pl: 'Ścienne split', en: 'Wall-mounted split' },
          { code: 'KL-DOM-MULTI', pl: 'Multi split', en: 'Multi split' },
        ],
      },
      {
        code: 'KL-KOM',
        pl: 'Klimatyzacja komercyjna',
        en: 'Commercial air conditioning',
        children: [
          { code: 'KL-KOM-KAS', pl: 'Kasetonowe', en: 'Cassette' },
          { code: 'KL-KOM-KAN', pl: 'Kanałowe', en: 'Ducted' },
          { code: 'KL-KOM-PS', pl: 'Przypodłogowo-sufitowe', en: 'Floor-ceiling' },
        ],
      },
    ],
  },
  {
    code: 'RK',
    pl: 'Rekuperatory',
    en: 'Heat recovery ventilation',
    children: [
      {
        code: 'RK-CEN',
        pl: 'Centrale wentylacyjne',
        en: 'Air handling units',
        children: [
          { code: 'RK-CEN-POZ', pl: 'Poziome', en: 'Horizontal' },
          { code: 'RK-CEN-PIO', pl: 'Pionowe', en: 'Vertical' },
        ],
      },
      {
        code: 'RK-DEC',
        pl: 'Rekuperatory decentralne',
        en: 'Decentralised units',
        children: [{ code: 'RK-DEC-SCI', pl: 'Ścienne', en: 'Wall-mounted' }],
      },
    ],
  },
  {
    code: 'AK',
    pl: 'Akcesoria',
    en: 'Accessories',
    children: [
      {
        code: 'AK-STER',
        pl: 'Sterowanie',
        en: 'Controls',
        children: [{ code: 'AK-STER-PAN', pl: 'Panele i moduły', en: 'Panels and modules' }],
      },
    ],
  },
];

export const PRODUCERS = ['Termaris', 'Aerotherm', 'PolarKlima', 'Ventiq Systems', 'Hydronix Polska'];

export const TAGS = [
  { pl: 'Nowość', en: 'New', color: '#2f9e44' },
  { pl: 'Promocja', en: 'Promotion', color: '#e8590c' },
  { pl: 'Bestseller', en: 'Bestseller', color: '#1971c2' },
  { pl: 'Czynnik R290', en: 'R290 refrigerant', color: '#0c8599' },
  { pl: 'Wi-Fi', en: 'Wi-Fi', color: '#7048e8' },
  { pl: 'Cicha praca', en: 'Quiet operation', color: '#495057' },
  { pl: 'Klasa A+++', en: 'A+++ class', color: '#2b8a3e' },
] as const;

export const FUNCTIONALITIES = [
  { type: 0, pl: 'Sterowanie przez Wi-Fi', en: 'Wi-Fi control', shape: 'wifi' },
  { type: 0, pl: 'Tryb cichy nocny', en: 'Night quiet mode', shape: 'moon' },
  { type: 0, pl: 'Grzanie do -25°C', en: 'Heating down to -25°C', shape: 'snow' },
  { type: 0, pl: 'Inteligentne odszranianie', en: 'Smart defrosting', shape: 'drop' },
  { type: 0, pl: 'Harmonogram tygodniowy', en: 'Weekly schedule', shape: 'clock' },
  { type: 0, pl: 'Filtr antybakteryjny', en: 'Antibacterial filter', shape: 'leaf' },
  { type: 1, pl: 'Moduł Modbus RTU', en: 'Modbus RTU module', shape: 'plug' },
  { type: 1, pl: 'Grzałka elektryczna 3 kW', en: '3 kW electric heater', shape: 'bolt' },
  { type: 1, pl: 'Zestaw do chłodzenia podłogowego', en: 'Floor cooling kit', shape: 'snow' },
  { type: 1, pl: 'Czujnik CO₂', en: 'CO₂ sensor', shape: 'leaf' },
  { type: 1, pl: 'Współpraca z fotowoltaiką', en: 'Photovoltaic integration', shape: 'sun' },
  { type: 1, pl: 'Zasobnik c.w.u. 200 l', en: '200 l hot water tank', shape: 'drop' },
] as const;

/** A product line: one product card, several devices (capacities, phases, units). */
export type Series = {
  leaf: string;
  family: Family;
  name: string;
  code: string;
  producer: string;
  capacities: number[];
  /** Extra variants per capacity (e.g. 1- and 3-phase). */
  variants: { suffix: string; code: string; name2: string }[];
  heating: boolean;
  cooling: boolean;
  /** Price of the smallest model in zł; each kW adds `perKw`. */
  price: number;
  perKw: number;
  /** Split systems come as an outdoor and an indoor unit plus a set. */
  split?: boolean;
  tags: string[];
  features: string[];
};

const phases = [
  { suffix: '1F', code: '1', name2: 'Zasilanie 1-fazowe 230 V' },
  { suffix: '3F', code: '3', name2: 'Zasilanie 3-fazowe 400 V' },
];
const single = [{ suffix: '', code: '', name2: '' }];

export const SERIES: Series[] = [
  {
    leaf: 'PC-PW-MONO',
    family: 'hp',
    name: 'Pompa ciepła Termaris AquaTerm M',
    code: 'TAM',
    producer: 'Termaris',
    capacities: [4, 6, 8, 10, 12, 14, 16],
    variants: phases,
    heating: true,
    cooling: true,
    price: 21900,
    perKw: 1450,
    tags: ['Bestseller', 'Czynnik R290'],
    features: ['Czynnik chłodniczy R290 o niskim GWP', 'Temperatura zasilania do 75°C', 'Praca do -28°C'],
  },
  {
    leaf: 'PC-PW-MONO',
    family: 'hp',
    name: 'Pompa ciepła Aerotherm EcoMono',
    code: 'AEM',
    producer: 'Aerotherm',
    capacities: [5, 7, 9, 12, 15],
    variants: phases,
    heating: true,
    cooling: true,
    price: 18900,
    perKw: 1200,
    tags: ['Promocja'],
    features: ['Kompaktowa obudowa', 'Sterownik z ekranem dotykowym', 'Praca do -25°C'],
  },
  {
    leaf: 'PC-PW-SPLIT',
    family: 'hp',
    name: 'Pompa ciepła Termaris AquaTerm S',
    code: 'TAS',
    producer: 'Termaris',
    capacities: [6, 8, 10, 12, 16],
    variants: single,
    heating: true,
    cooling: true,
    price: 23900,
    perKw: 1500,
    split: true,
    tags: ['Wi-Fi'],
    features: ['Moduł wewnętrzny z zasobnikiem 190 l', 'Sterowanie przez aplikację', 'Klasa A+++'],
  },
  {
    leaf: 'PC-PW-SPLIT',
    family: 'hp',
    name: 'Pompa ciepła Aerotherm EcoSplit',
    code: 'AES',
    producer: 'Aerotherm',
    capacities: [4, 6, 9, 12],
    variants: single,
    heating: true,
    cooling: true,
    price: 19900,
    perKw: 1300,
    split: true,
    tags: ['Promocja', 'Cicha praca'],
    features: ['Moduł hydrauliczny z naczyniem wzbiorczym', 'Praca do -25°C', 'Sterowanie pogodowe'],
  },
  {
    leaf: 'KL-DOM-SCI',
    family: 'ac',
    name: 'Klimatyzator PolarKlima Nordic',
    code: 'PKN',
    producer: 'PolarKlima',
    capacities: [2.5, 3.5, 5.0],
    variants: single,
    heating: true,
    cooling: true,
    price: 4290,
    perKw: 750,
    split: true,
    tags: ['Nowość', 'Klasa A+++'],
    features: ['Grzanie do -30°C', 'Grzałka tacy skroplin', 'SCOP 5,1'],
  },
  {
    leaf: 'PC-PW-HT',
    family: 'hp',
    name: 'Pompa ciepła Termaris HotPower',
    code: 'THP',
    producer: 'Termaris',
    capacities: [12, 16, 20, 25],
    variants: phases,
    heating: true,
    cooling: false,
    price: 34900,
    perKw: 1700,
    tags: ['Nowość', 'Czynnik R290'],
    features: [
      'Temperatura zasilania do 80°C',
      'Do modernizacji instalacji grzejnikowych',
      'Kaskada do 8 urządzeń',
    ],
  },
  {
    leaf: 'PC-GR-SW',
    family: 'hp',
    name: 'Gruntowa pompa ciepła Hydronix Terra',
    code: 'HTE',
    producer: 'Hydronix Polska',
    capacities: [6, 8, 10, 13, 17, 22],
    variants: phases,
    heating: true,
    cooling: true,
    price: 32900,
    perKw: 1600,
    tags: ['Klasa A+++'],
    features: ['SCOP do 5,4', 'Chłodzenie pasywne', 'Wbudowany zasobnik 180 l'],
  },
  {
    leaf: 'PC-GR-WW',
    family: 'hp',
    name: 'Pompa ciepła woda-woda Hydronix Aqua',
    code: 'HAQ',
    producer: 'Hydronix Polska',
    capacities: [10, 15, 20, 30],
    variants: phases,
    heating: true,
    cooling: true,
    price: 36900,
    perKw: 1500,
    tags: [],
    features: ['Wymiennik pośredni w zestawie', 'Praca z odwiertem studziennym', 'Sterowanie pogodowe'],
  },
  {
    leaf: 'PC-CWU-ZAS',
    family: 'hp',
    name: 'Pompa ciepła do c.w.u. Termaris AquaBoil',
    code: 'TAB',
    producer: 'Termaris',
    capacities: [1.8, 2.2, 2.6],
    variants: [
      { suffix: '200', code: '200', name2: 'Zasobnik 200 l' },
      { suffix: '300', code: '300', name2: 'Zasobnik 300 l' },
    ],
    heating: true,
    cooling: false,
    price: 6900,
    perKw: 900,
    tags: ['Cicha praca'],
    features: ['Podgrzewanie wody do 65°C', 'Wężownica solarna', 'Funkcja antylegionella'],
  },
  {
    leaf: 'KL-DOM-SCI',
    family: 'ac',
    name: 'Klimatyzator PolarKlima Breeze',
    code: 'PKB',
    producer: 'PolarKlima',
    capacities: [2.5, 3.5, 5.0, 7.0],
    variants: single,
    heating: true,
    cooling: true,
    price: 2890,
    perKw: 600,
    split: true,
    tags: ['Bestseller', 'Wi-Fi'],
    features: ['Poziom hałasu od 19 dB(A)', 'Jonizator powietrza', 'Funkcja grzania do -20°C'],
  },
  {
    leaf: 'KL-DOM-SCI',
    family: 'ac',
    name: 'Klimatyzator Aerotherm Silence',
    code: 'ASI',
    producer: 'Aerotherm',
    capacities: [2.6, 3.5, 5.3],
    variants: single,
    heating: true,
    cooling: true,
    price: 3490,
    perKw: 700,
    split: true,
    tags: ['Cicha praca', 'Klasa A+++'],
    features: ['Filtr z jonami srebra', 'Tryb nocny', 'Sterowanie głosowe'],
  },
  {
    leaf: 'KL-DOM-MULTI',
    family: 'ac',
    name: 'Klimatyzator multi split PolarKlima Multi',
    code: 'PKM',
    producer: 'PolarKlima',
    capacities: [4.1, 5.3, 7.9, 10.5],
    variants: single,
    heating: true,
    cooling: true,
    price: 5490,
    perKw: 800,
    split: true,
    tags: ['Wi-Fi'],
    features: ['Do 5 jednostek wewnętrznych', 'Niezależne sterowanie pomieszczeniami', 'Czynnik R32'],
  },
  {
    leaf: 'KL-KOM-KAS',
    family: 'ac',
    name: 'Klimatyzator kasetonowy PolarKlima Cassette',
    code: 'PKC',
    producer: 'PolarKlima',
    capacities: [3.5, 5.0, 7.1, 10.0, 12.5, 14.0],
    variants: single,
    heating: true,
    cooling: true,
    price: 6990,
    perKw: 650,
    split: true,
    tags: [],
    features: ['Nawiew 360°', 'Pompka skroplin w zestawie', 'Panel dekoracyjny 60×60 cm'],
  },
  {
    leaf: 'KL-KOM-KAN',
    family: 'ac',
    name: 'Klimatyzator kanałowy PolarKlima Duct',
    code: 'PKD',
    producer: 'PolarKlima',
    capacities: [5.0, 7.1, 10.0, 14.0],
    variants: single,
    heating: true,
    cooling: true,
    price: 7490,
    perKw: 620,
    split: true,
    tags: [],
    features: ['Spręż dyspozycyjny do 150 Pa', 'Wysokość jednostki 21 cm', 'Sterownik przewodowy'],
  },
  {
    leaf: 'KL-KOM-PS',
    family: 'ac',
    name: 'Klimatyzator przypodłogowo-sufitowy Aerotherm Flex',
    code: 'AFX',
    producer: 'Aerotherm',
    capacities: [5.0, 7.1, 10.0, 12.5],
    variants: single,
    heating: true,
    cooling: true,
    price: 6490,
    perKw: 640,
    split: true,
    tags: ['Nowość'],
    features: ['Montaż pod sufitem lub przy podłodze', 'Szeroki nawiew', 'Tryb osuszania'],
  },
  {
    leaf: 'RK-CEN-POZ',
    family: 'rec',
    name: 'Rekuperator Ventiq Comfort H',
    code: 'VCH',
    producer: 'Ventiq Systems',
    capacities: [250, 350, 450, 550],
    variants: [
      { suffix: 'L', code: 'L', name2: 'Wersja lewa' },
      { suffix: 'P', code: 'P', name2: 'Wersja prawa' },
    ],
    heating: false,
    cooling: false,
    price: 8900,
    perKw: 9,
    tags: ['Cicha praca'],
    features: ['Sprawność odzysku ciepła do 92%', 'Filtry ePM1', 'Bypass automatyczny'],
  },
  {
    leaf: 'RK-CEN-PIO',
    family: 'rec',
    name: 'Rekuperator Ventiq Comfort V',
    code: 'VCV',
    producer: 'Ventiq Systems',
    capacities: [300, 400, 500],
    variants: [
      { suffix: 'L', code: 'L', name2: 'Wersja lewa' },
      { suffix: 'P', code: 'P', name2: 'Wersja prawa' },
    ],
    heating: false,
    cooling: false,
    price: 9400,
    perKw: 9,
    tags: ['Wi-Fi'],
    features: ['Wymiennik przeciwprądowy', 'Czujnik wilgotności', 'Sterowanie przez aplikację'],
  },
  {
    leaf: 'RK-DEC-SCI',
    family: 'rec',
    name: 'Rekuperator ścienny Ventiq Solo',
    code: 'VSO',
    producer: 'Ventiq Systems',
    capacities: [40, 60],
    variants: single,
    heating: false,
    cooling: false,
    price: 1890,
    perKw: 10,
    tags: ['Promocja'],
    features: ['Montaż w przegrodzie zewnętrznej', 'Wymiennik ceramiczny', 'Praca rewersyjna'],
  },
  {
    leaf: 'AK-STER-PAN',
    family: 'acc',
    name: 'Panel sterujący Termaris Touch',
    code: 'TTP',
    producer: 'Termaris',
    capacities: [4.3, 7],
    variants: [
      { suffix: 'B', code: 'B', name2: 'Kolor czarny' },
      { suffix: 'W', code: 'W', name2: 'Kolor biały' },
    ],
    heating: false,
    cooling: false,
    price: 690,
    perKw: 60,
    tags: ['Wi-Fi'],
    features: ['Ekran dotykowy', 'Czujnik temperatury i wilgotności', 'Montaż natynkowy'],
  },
];

/** Fault descriptions per family: [Polish, English]. */
export const FAULTS: Record<Family, [string, string][]> = {
  hp: [
    ['Błąd czujnika temperatury zewnętrznej', 'Outdoor temperature sensor fault'],
    ['Błąd czujnika temperatury zasilania', 'Flow temperature sensor fault'],
    ['Błąd czujnika temperatury powrotu', 'Return temperature sensor fault'],
    ['Brak przepływu wody w obiegu grzewczym', 'No water flow in the heating circuit'],
    ['Zbyt wysokie ciśnienie czynnika chłodniczego', 'Refrigerant pressure too high'],
    ['Zbyt niskie ciśnienie czynnika chłodniczego', 'Refrigerant pressure too low'],
    ['Przegrzanie sprężarki', 'Compressor overheating'],
    ['Błąd komunikacji sterownika z jednostką zewnętrzną', 'Controller to outdoor unit communication error'],
    ['Zabezpieczenie przed zamarzaniem wymiennika', 'Heat exchanger freeze protection'],
    ['Błąd wentylatora jednostki zewnętrznej', 'Outdoor unit fan fault'],
    ['Błąd falownika sprężarki', 'Compressor inverter fault'],
    ['Zbyt wysoka temperatura tłoczenia', 'Discharge temperature too high'],
    ['Błąd zaworu rozprężnego', 'Expansion valve fault'],
    ['Zbyt niskie napięcie zasilania', 'Supply voltage too low'],
    ['Błąd czujnika temperatury c.w.u.', 'Hot water temperature sensor fault'],
    ['Przekroczony czas odszraniania', 'Defrost time exceeded'],
    ['Błąd grzałki elektrycznej', 'Electric heater fault'],
    ['Zbyt niska temperatura dolnego źródła', 'Source temperature too low'],
    ['Błąd pompy obiegowej', 'Circulation pump fault'],
    ['Błąd pamięci EEPROM sterownika', 'Controller EEPROM fault'],
  ],
  ac: [
    ['Błąd czujnika temperatury pomieszczenia', 'Room temperature sensor fault'],
    ['Błąd czujnika temperatury parownika', 'Evaporator temperature sensor fault'],
    ['Błąd komunikacji jednostki wewnętrznej z zewnętrzną', 'Indoor to outdoor unit communication error'],
    ['Błąd silnika wentylatora jednostki wewnętrznej', 'Indoor fan motor fault'],
    ['Przepełnienie tacy skroplin', 'Condensate tray overflow'],
    ['Zabezpieczenie wysokociśnieniowe', 'High pressure protection'],
    ['Zabezpieczenie przed przeciążeniem sprężarki', 'Compressor overload protection'],
    ['Błąd modułu IPM', 'IPM module fault'],
    ['Zbyt wysoka temperatura skraplacza', 'Condenser temperature too high'],
    ['Wyciek czynnika chłodniczego', 'Refrigerant leak'],
    ['Błąd zasilania jednostki zewnętrznej', 'Outdoor unit power fault'],
    ['Konflikt trybów pracy jednostek wewnętrznych', 'Indoor units operating mode conflict'],
    ['Błąd czujnika temperatury tłoczenia', 'Discharge temperature sensor fault'],
    ['Błąd pompki skroplin', 'Condensate pump fault'],
    ['Błąd żaluzji nawiewu', 'Air louver fault'],
  ],
  rec: [
    ['Zabrudzony filtr powietrza nawiewanego', 'Supply air filter clogged'],
    ['Zabrudzony filtr powietrza wywiewanego', 'Extract air filter clogged'],
    ['Błąd wentylatora nawiewnego', 'Supply fan fault'],
    ['Błąd wentylatora wywiewnego', 'Extract fan fault'],
    ['Zagrożenie zamarznięciem wymiennika', 'Heat exchanger freezing risk'],
    ['Błąd przepustnicy by-passu', 'Bypass damper fault'],
    ['Błąd czujnika temperatury powietrza zewnętrznego', 'Outdoor air temperature sensor fault'],
    ['Błąd czujnika wilgotności', 'Humidity sensor fault'],
    ['Błąd nagrzewnicy wstępnej', 'Pre-heater fault'],
    ['Brak komunikacji z panelem sterującym', 'No communication with the control panel'],
  ],
  acc: [
    ['Brak połączenia z siecią Wi-Fi', 'No Wi-Fi connection'],
    ['Błąd magistrali Modbus', 'Modbus bus error'],
  ],
};

/** Error-code prefixes per family (how each product family's display spells its faults). */
export const CODE_PREFIXES: Record<Family, string[]> = {
  hp: ['E', 'P', 'F'],
  ac: ['E', 'F', 'H'],
  rec: ['A', 'W'],
  acc: ['C'],
};

/** Advice lines of the manuals, one per fault family. */
export const ADVICE: Record<Family, [string, string]> = {
  hp: [
    'Wyłącz urządzenie, odczekaj 5 minut i włącz ponownie. Jeśli błąd się powtarza, sprawdź połączenia elektryczne czujników i ciśnienie w instalacji, a następnie skontaktuj się z serwisem.',
    'Switch the unit off, wait 5 minutes and switch it on again. If the fault persists, check the sensor wiring and the system pressure, then contact the service.',
  ],
  ac: [
    'Odłącz zasilanie na 3 minuty. Sprawdź przewody łączące jednostki i drożność odpływu skroplin. Jeśli błąd się powtarza, wezwij autoryzowany serwis.',
    'Disconnect the power for 3 minutes. Check the interconnecting cables and the condensate drain. If the fault persists, call an authorised service.',
  ],
  rec: [
    'Sprawdź stan filtrów i wymień je w razie potrzeby. Skontroluj przewody wentylacyjne i zasilanie centrali. Skasuj błąd z panelu sterującego.',
    'Check the filters and replace them if needed. Inspect the ducts and the unit supply. Reset the fault on the control panel.',
  ],
  acc: [
    'Sprawdź konfigurację sieci i zasilanie modułu. Uruchom ponownie panel sterujący.',
    'Check the network settings and the module supply. Restart the control panel.',
  ],
};
