import type { AuditAction, AuditEntityKind } from '../../../../../../db/domain/audit';

/** Estonian text of the audit log section (the "adminLog" namespace). */
const adminLogEt = {
  heading: 'Logi',
  lead: 'Kõik haldustoimingud, uuemad eespool. Kirjeid ei saa muuta ega kustutada.',
  person: 'Kes (e-post või kasutaja number)',
  kind: 'Toiming',
  found_one: 'Leitud {{count}} kirje',
  found_other: 'Leitud {{count}} kirjet',
  empty: 'Kirjeid ei leitud.',
  loadError: 'Logi ei õnnestunud laadida.',
  record: '{{kind}} nr {{id}}',
  reason: 'Põhjus: {{reason}}',
  change: 'Muutus',
  none: '–',
  /** Each record kind, as the filter offers it (all its actions) */
  kinds: {
    user: 'Kasutajad',
    claim: 'Ettevõtete taotlused',
    article: 'Artiklid',
    notice: 'Teated',
    banner: 'Bännerid',
    order: 'Tellimused',
    reply: 'Järelhüüded',
    review: 'Arvustused',
  } satisfies Record<AuditEntityKind, string>,
  /** A record's kind beside its number */
  kindOne: {
    user: 'Kasutaja',
    claim: 'Taotlus',
    article: 'Artikkel',
    notice: 'Teade',
    banner: 'Bänner',
    order: 'Tellimus',
    reply: 'Järelhüüe',
    review: 'Arvustus',
  } satisfies Record<AuditEntityKind, string>,
  /** What was done, in words */
  actions: {
    'user.role': 'muutis kasutaja rolli',
    'user.delete': 'kustutas kasutaja',
    'claim.verify': 'kinnitas ettevõtte lehe taotluse',
    'claim.reject': 'lükkas ettevõtte lehe taotluse tagasi',
    'article.create': 'lõi artikli',
    'article.update': 'muutis artiklit',
    'article.delete': 'kustutas artikli',
    'notice.hide': 'peitis teate',
    'notice.unhide': 'taastas teate',
    'banner.create': 'lisas bänneri',
    'banner.update': 'muutis bännerit',
    'banner.delete': 'kustutas bänneri',
    'order.refund': 'tagastas makse',
    'order.resend_mail': 'saatis kinnituskirja uuesti',
    'reply.approve': 'kiitis järelhüüde heaks',
    'reply.hide': 'peitis järelhüüde',
    'reply.restore': 'taastas järelhüüde',
    'reply.escalate': 'saatis järelhüüde edasi',
    'review.approve': 'kiitis arvustuse heaks',
    'review.hide': 'peitis arvustuse',
    'review.restore': 'taastas arvustuse',
    'review.escalate': 'saatis arvustuse edasi',
  } satisfies Record<AuditAction, string>,
};

export default adminLogEt;
export type AdminLogTexts = typeof adminLogEt;
