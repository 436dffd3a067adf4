/**
 * The shape of the API's message catalogues (locales/{et,en,ru}.ts): each is typed as Messages,
 * so a key missing in one language fails the typecheck, and MessageKey (every key as a dotted
 * path) types the caller's side: `t('errors.nout')` fails too.
 */
import type { ValidationKey } from '#domain/inputs/validation';

export type Messages = {
  errors: Record<
    | 'badRequest'
    | 'badJson'
    | 'tooDeep'
    | 'reservedKey'
    | 'clientKeyReused'
    | 'foreignOrigin'
    | 'validation'
    | 'notFound'
    | 'noticeNotFound'
    | 'noticeRemoved'
    | 'noticeNotPublished'
    | 'noticeNotHidden'
    | 'tooLarge'
    | 'reportsThrottled'
    | 'csrf'
    | 'candleLimit'
    | 'replyLimit'
    | 'internal'
    | 'databaseUnavailable'
    | 'unsupportedMediaType'
    | 'unauthorized'
    | 'forbidden'
    | 'invalidCredentials'
    | 'loginThrottled'
    | 'registerThrottled'
    | 'resetThrottled'
    | 'mailThrottled'
    | 'emailTaken'
    | 'invalidToken'
    | 'userNotFound'
    | 'ownAccount'
    | 'wrongPassword',
    string
  >;
  validation: Record<ValidationKey, string>;
  auth: Record<'resetLinkSent' | 'resetDone' | 'passwordChanged', string>;
  mail: Record<'resetSubject' | 'resetBody' | 'signOff' | 'contactSubject' | 'contactBody', string>;
  reviews: Record<'notFound' | 'duplicate' | 'notOwner' | 'answered', string>;
  moderation: Record<
    | 'notFound'
    | 'reported'
    | 'reportLimit'
    | 'alreadyHidden'
    | 'notHidden'
    | 'nothingToApprove'
    | 'alreadyEscalated'
    | 'notHeld',
    string
  >;
  claims: Record<
    | 'verified'
    | 'pendingElsewhere'
    | 'claimedByOther'
    | 'noEmail'
    | 'codeTaken'
    | 'ownsCompany'
    | 'invalidToken'
    | 'notFound'
    | 'mailSubject'
    | 'mailBody',
    string
  >;
  services: Record<'inUse' | 'orderMismatch', string>;
  ownCompany: Record<'none', string>;
  social: Record<'invalidCode', string>;
  push: Record<'subscriptionNotFound' | 'unavailable' | 'endpointRefused', string>;
  uploads: Record<
    | 'failed'
    | 'tooLarge'
    | 'tooSmall'
    | 'unsupported'
    | 'throttled'
    | 'quota'
    | 'busy'
    | 'diskFull'
    | 'storageUnavailable',
    string
  >;
  notices: Record<
    | 'editForbidden'
    | 'notEditable'
    | 'paidFieldsLocked'
    | 'imageNotFound'
    | 'placeNotFound'
    | 'placeOutsideCounties'
    | 'throttled'
    | 'draftMailSubject'
    | 'draftMailBody',
    string
  >;
  /** Service requests: errors, and the mails and pushes of families and providers */
  requests: Record<
    | 'notFound'
    | 'linkExpired'
    | 'notOpen'
    | 'closed'
    | 'offerExists'
    | 'offerNotFound'
    | 'noCompany'
    | 'perEmail'
    | 'perVisitor'
    | 'confirmSubject'
    | 'confirmBody'
    | 'alertSubject'
    | 'alertBody'
    | 'offerSubject'
    | 'offerBody'
    | 'acceptedSubject'
    | 'acceptedBody'
    | 'declinedSubject'
    | 'declinedBody'
    | 'pushAlertTitle'
    | 'pushOfferTitle'
    | 'pushAcceptedTitle'
    | 'pushAcceptedBody'
    | 'noDate',
    string
  >;
  /** The shared funeral planner */
  planner: Record<
    'notFound' | 'throttled' | 'full' | 'taskDeleted' | 'title' | 'keepTemplate',
    string
  >;
  /** The admin's gallery and poem bank */
  adminContent: Record<
    | 'imageNotFound'
    | 'galleryFull'
    | 'imageInUse'
    | 'poemNotFound'
    | 'deathYearFuture'
    | 'licenceNeeded',
    string
  >;
  payments: Record<
    | 'orderNotFound'
    | 'notPayable'
    | 'unavailable'
    | 'providerUnavailable'
    | 'paymentFailed'
    | 'invalidSignature'
    | 'documentNotReady'
    | 'confirmSubject'
    | 'confirmIntro'
    | 'confirmEditLink'
    | 'confirmEditSignIn'
    | 'confirmEditRules'
    | 'confirmInvoice'
    | 'confirmReceipt'
    | 'testNote'
    | 'invoiceSubject'
    | 'invoiceBody'
    | 'notRefundable'
    | 'fullyRefunded'
    | 'refundTooLarge'
    | 'refundRefused'
    | 'mailNotPaid'
    | 'creditSubject'
    | 'creditBody'
    | 'creditLine',
    string
  > & {
    /** Labels of the invoice and receipt PDFs */
    document: Record<
      | 'invoice'
      | 'receipt'
      | 'creditNote'
      | 'number'
      | 'date'
      | 'seller'
      | 'buyer'
      | 'payer'
      | 'regCode'
      | 'vatNo'
      | 'iban'
      | 'email'
      | 'description'
      | 'quantity'
      | 'unitNet'
      | 'vatRate'
      | 'lineNet'
      | 'net'
      | 'vat'
      | 'total'
      | 'paid'
      | 'test'
      | 'thanks'
      | 'refunded'
      | 'corrects'
      | 'reason',
      string
    >;
  };
};

/** Every message's key as `section.key` (and `payments.document.key`). */
export type MessageKey = DottedKeys<Messages>;

type DottedKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${DottedKeys<T[K]>}`;
}[keyof T & string];
