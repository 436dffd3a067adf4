/** Notice types as stored: 0 funeral/death notice, 1 condolence, 2 memorial day. */
export const NOTICE_TYPES = [0, 1, 2] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/**
 * Each type's name in Estonian, one name everywhere: the site (pwa/src/lib/locales/et.ts), page
 * meta and feed summaries (api/src/pages/meta.ts), PayPal's order line and so the receipt and
 * invoice (api/src/services/payments/checkout.ts), the poem bank's types
 */
export const NOTICE_TYPE_NAMES: Record<NoticeType, string> = {
  0: 'Ärasaatmisteade',
  1: 'Kaastundeavaldus',
  2: 'Mälestuspäev',
};

/** The card path of each type: /arasaatmisteade/:id, /kaastundeavaldus/:id, /malestuspaev/:id */
export const CARD_SEGMENT: Record<NoticeType, string> = {
  0: 'arasaatmisteade',
  1: 'kaastundeavaldus',
  2: 'malestuspaev',
};

export function noticePath(type: NoticeType, id: number): string {
  return `/${CARD_SEGMENT[type]}/${id}`;
}

export function isNoticeType(value: number): value is NoticeType {
  return value === 0 || value === 1 || value === 2;
}
