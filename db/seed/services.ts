import type { ServiceIcon } from '#domain/vocabulary/service-icons';

/** The directory's service categories, in the order the PWA lists them, with what each covers. */

export interface ServiceCategory {
  slug: string;
  icon: ServiceIcon;
  name: string;
  description: string;
}

export const SERVICE_CATEGORIES: readonly ServiceCategory[] = [
  {
    slug: 'surnuvedu',
    icon: 'car',
    name: 'Surnuvedu',
    description:
      'Lahkunu toomine kodust, hooldekodust või haiglast ja vedu leinasaali, krematooriumisse või kalmistule; paljudel büroodel ööpäev läbi.',
  },
  {
    slug: 'matusetalitus',
    icon: 'candle',
    name: 'Matusetalitus',
    description:
      'Ärasaatmise korraldamine algusest lõpuni: aja ja koha kokkuleppimine, dokumendid, talituse läbiviija ja ajakava.',
  },
  {
    slug: 'tuhastamine',
    icon: 'urn',
    name: 'Tuhastamine',
    description:
      'Tuhastamise korraldamine krematooriumis, tuhastamiseks vajalik kirst ja urn, soovi korral ka urnimatus.',
  },
  {
    slug: 'kirstud-ja-urnid',
    icon: 'coffin',
    name: 'Kirstud ja urnid',
    description: 'Kirstud, urnid, kirstutekstiilid ja surnuriided erinevas hinnaklassis.',
  },
  {
    slug: 'leinasaal',
    icon: 'chapel',
    name: 'Leinasaal',
    description:
      'Leinasaal või kabel lahkumiseks ja mälestamiseks, koos kaunistuse ja helitehnikaga.',
  },
  {
    slug: 'peielaud',
    icon: 'cup',
    name: 'Peielaud',
    description:
      'Peielaua toitlustus ja ruum pärast matuseid, väikesest perekonnalauast suurema seltskonnani.',
  },
  {
    slug: 'lilled-ja-parjad',
    icon: 'flower',
    name: 'Lilled ja pärjad',
    description: 'Pärjad, leinakimbud, kirstukaunistused ja lindid tekstiga.',
  },
  {
    slug: 'hauatahised',
    icon: 'stone',
    name: 'Hauatähised',
    description: 'Hauakivid, ristid ja plaadid: kujundus, raidtekst ja paigaldus.',
  },
  {
    slug: 'kalmistutood',
    icon: 'shovel',
    name: 'Kalmistutööd',
    description: 'Haua kaevamine ja sulgemine, platsi korrastus, piirded ja hooldus aasta ringi.',
  },
  {
    slug: 'muusika',
    icon: 'music',
    name: 'Muusika',
    description: 'Organist, ansambel, solist või pasunakoor talitusele ja ärasaatmisele.',
  },
];
