import type { TreatmentType } from '@dental/contracts';

/**
 * What the demo clinic is made of: a Nouakchott cabinet, its people, insurers, catalogue and
 * patients' names as they are written in Mauritania ("X Ould Y" and "X Mint Y" for Moorish
 * names, given name and family name for Pulaar, Soninke and Wolof ones).
 */

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_DOCTORS = [
  { username: 'dr.sidi', fullName: 'Dr Ahmed Sidi', phone: '36112233', percentage: 60 },
  { username: 'dr.aicha', fullName: 'Dr Aïcha Mint Moctar', phone: '46223344', percentage: 50 },
  // On call: works every day, Sunday included, so the desk's screens have a day to show whatever the day.
  { username: 'dr.mohamed', fullName: 'Dr Mohamed Ould Cheikh', phone: '22334455', percentage: 50, onCall: true },
] as const;
export const DEMO_ASSISTANT = { username: 'assistant', phone: '38445566' } as const;

/** The demo clinic's address and phone, as printed on its quotes and prescriptions. */
export const DEMO_CLINIC = { address: 'Avenue Gamal Abdel Nasser, Tevragh Zeina, Nouakchott', phone: '+222 45 25 12 34', nameInArabic: 'عيادة الأسنان' } as const;

export interface DemoInsurer {
  name: string;
  consPrice: number;
  color: string;
  /** Share of the consultation the insurer covers for its members. */
  percentCovered: number[];
  registrationPrefix: string;
  treatments: { name: string; type: TreatmentType; price: number }[];
}

export const DEMO_INSURERS: DemoInsurer[] = [
  {
    name: 'CNAM',
    consPrice: 300,
    color: '#0984e3',
    percentCovered: [80, 90],
    registrationPrefix: 'CNAM',
    treatments: [
      { name: 'Consultation', type: 'soins', price: 300 },
      { name: 'Détartrage', type: 'soins', price: 1500 },
      { name: 'Extraction simple', type: 'bouche', price: 1500 },
      { name: 'Couronne céramo-métallique', type: 'prothese', price: 18000 },
    ],
  },
  {
    name: 'Mauritanie Assurances',
    consPrice: 400,
    color: '#00b894',
    percentCovered: [70, 80],
    registrationPrefix: 'MA',
    treatments: [
      { name: 'Consultation', type: 'soins', price: 400 },
      { name: 'Soin carie (composite)', type: 'soins', price: 2500 },
      { name: 'Dévitalisation monoradiculée', type: 'conservative', price: 5000 },
    ],
  },
  {
    name: 'SAHAM',
    consPrice: 500,
    color: '#e17055',
    percentCovered: [100, 80],
    registrationPrefix: 'SAH',
    treatments: [
      { name: 'Consultation', type: 'soins', price: 500 },
      { name: 'Détartrage', type: 'soins', price: 2000 },
      { name: 'Extraction dent de sagesse', type: 'bouche', price: 7000 },
      { name: 'Surfaçage radiculaire', type: 'gencive', price: 4500 },
    ],
  },
];

/** The cabinet's own catalogue, every treatment type represented. Prices in MRU. */
export const DEMO_CATALOGUE: { name: string; type: TreatmentType; price: number }[] = [
  { name: 'Détartrage', type: 'soins', price: 2000 },
  { name: 'Soin carie (composite)', type: 'soins', price: 3000 },
  { name: 'Couronne céramo-métallique', type: 'prothese', price: 25000 },
  { name: 'Couronne zircone', type: 'prothese', price: 40000 },
  { name: 'Bridge 3 éléments', type: 'prothese', price: 60000 },
  { name: 'Prothèse amovible partielle', type: 'prothese', price: 30000 },
  { name: 'Surfaçage radiculaire', type: 'gencive', price: 5000 },
  { name: 'Traitement de gingivite', type: 'gencive', price: 3500 },
  { name: 'Implant unitaire', type: 'implant', price: 120000 },
  { name: 'Pilier implantaire', type: 'implant', price: 30000 },
  { name: 'Soin dent de lait', type: 'pediatre', price: 1500 },
  { name: 'Scellement de sillons', type: 'pediatre', price: 1000 },
  { name: 'Extraction simple', type: 'bouche', price: 2000 },
  { name: 'Extraction dent de sagesse', type: 'bouche', price: 8000 },
  { name: 'Dévitalisation monoradiculée', type: 'conservative', price: 6000 },
  { name: 'Dévitalisation pluriradiculée', type: 'conservative', price: 10000 },
];

export const DEMO_PAYMENT_MODES = [
  { name: 'Bankily', code: 1 },
  { name: 'Masrvi', code: 2 },
] as const;

export const MALE_NAMES = [
  'Mohamed', 'Ahmed', 'Sidi', 'Cheikh', 'Mohamedou', 'Abdallahi', 'Brahim', 'El Hacen', 'Lemine', 'Moussa',
  'Sidi Mohamed', 'Mohamed Lemine', 'Ahmedou', 'Yahya', 'Isselmou', 'Boubacar', 'Mokhtar', 'Ely', 'Salem', 'Mahfoudh',
  'Mohamed Vall', 'Abdel Kader', 'Hamoud', 'Beyah', 'Sidina', 'Khalil', 'Oumar', 'Taleb', 'Babah', 'Dah',
];
export const FEMALE_NAMES = [
  'Mariem', 'Fatimetou', 'Aicha', 'Khadijetou', 'Zeinebou', 'Vatimetou', 'Mounina', 'Toutou', 'Lalla', 'Salka',
  'Aminetou', 'Maimouna', 'Oumou', 'Selma', 'Mekfoula', 'Khadije', 'Tslim', 'Nana', 'Coumba', 'Houleye',
  'Mahjouba', 'Leila', 'Hawa', 'Fatma', 'Zahra', 'Nebghouha', 'El Alia', 'Mneyna', 'Dieynaba', 'Moulkheir',
];
/** Fathers' names, after Ould / Mint. */
export const FATHER_NAMES = [
  'Ahmed', 'Mohamed', 'Sidi', 'Cheikh', 'Abdallahi', 'Brahim', 'El Moctar', 'Salem', 'Mohamedou', 'Ely',
  'Bouh', 'Hamady', 'Ebnou', 'Bilal', 'Deddah', 'Sidaty', 'Meymoun', 'Lebatt', 'Boubou', 'Hamoud',
  'Taya', 'Vall', 'Bah', 'Abdel Aziz', 'Ghazouani', 'Mahmoud', 'Babe', 'Hanenna', 'Jiddou', 'Mey',
];
/** Given names and family names of Pulaar, Soninke and Wolof families. */
export const SOUTHERN_GIVEN_NAMES = ['Mamadou', 'Oumar', 'Amadou', 'Samba', 'Demba', 'Aissata', 'Fatoumata', 'Kadiata', 'Hawa', 'Mariam', 'Ibrahima', 'Alassane', 'Djibril', 'Penda', 'Coumba'];
export const SOUTHERN_FAMILY_NAMES = ['Ba', 'Sy', 'Sow', 'Diallo', 'Kane', 'Camara', 'Ndiaye', 'Diop', 'Traoré', 'Sall', 'Wane', 'Niang', 'Touré', 'Soumaré', 'Dia'];

export const NEIGHBOURHOODS = [
  'Tevragh Zeina, Nouakchott', 'Ksar, Nouakchott', 'Sebkha, Nouakchott', 'El Mina, Nouakchott', 'Arafat, Nouakchott',
  'Dar Naim, Nouakchott', 'Toujounine, Nouakchott', 'Riyad, Nouakchott', 'Teyarett, Nouakchott', 'Nouadhibou',
  'Rosso', 'Kiffa', 'Atar', 'Zouerate', 'Boutilimit',
];

export const HEALTH_CONDITIONS = ['Diabète', 'Hypertension', 'Allergie à la pénicilline', 'Asthme', 'Grossesse', 'Cardiopathie', 'Anticoagulants'];

export const COVERAGES = ['Assuré principal', 'Conjoint(e)', 'Enfant'];
