/** The service's public contact details (fictional). */
export const CONTACT = {
  email: 'info@kyynal.ee',
  phone: '+372 600 1234',
  phoneHref: 'tel:+3726001234',
  address: 'Narva mnt 5, 10117 Tallinn',
} as const;
