/** The service's phone and postal address (fictional), shown on /kontakt; its e-mail: lib/site.ts. */
export const CONTACT_DETAILS = {
  phone: '+372 600 1234',
  phoneHref: 'tel:+3726001234',
  address: 'Narva mnt 5, 10117 Tallinn',
} as const;
