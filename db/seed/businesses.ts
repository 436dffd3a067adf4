/**
 * Fictional companies and organisations that pay for business notices.
 */

export interface Business {
  name: string;
  address: string;
  regCode: string;
  invoiceEmail: string;
}

/** Fictional companies and organisations. */
export const BUSINESSES: readonly Business[] = [
  {
    name: 'Kaasiku Ehitus OÜ',
    address: 'Tööstuse 14, 80010 Pärnu',
    regCode: '12468037',
    invoiceEmail: 'kaasiku.arved@example.ee',
  },
  {
    name: 'Saare Kalatööstus AS',
    address: 'Sadama 3, 93813 Kuressaare',
    regCode: '10587342',
    invoiceEmail: 'saarekala.raamatupidamine@example.ee',
  },
  {
    name: 'Metsapiiri Talu OÜ',
    address: 'Metsapiiri, Kanepi alevik, 63101 Põlva maakond',
    regCode: '14820915',
    invoiceEmail: 'metsapiiri@example.ee',
  },
  {
    name: 'Virumaa Energia AS',
    address: 'Jaama 7, 41533 Jõhvi',
    regCode: '11025874',
    invoiceEmail: 'virumaaenergia.arved@example.ee',
  },
  {
    name: 'Kodumaja Kinnisvara OÜ',
    address: 'Narva mnt 31, 10120 Tallinn',
    regCode: '16102987',
    invoiceEmail: 'kodumaja.arved@example.ee',
  },
  {
    name: 'Emajõe Laulu Selts MTÜ',
    address: 'Rüütli 8, 51007 Tartu',
    regCode: '80123456',
    invoiceEmail: 'emajoelaul@example.ee',
  },
];
