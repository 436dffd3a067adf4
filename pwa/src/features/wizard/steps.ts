/**
 * The wizard's place in the URL (pure, unit-tested): `?samm=andmed&mustand=<draft id>` so the
 * browser's back and forward move between steps, and `?tellimus=<id>[&makse=ebaonnestus]` for
 * the return from PayPal.
 */
import type { OrderStatus } from '#domain/inputs/payments';
import type { WizardStep } from '../../lib/offline-db';

export type { WizardStep };

export const STEP_SLUGS: Record<WizardStep, string> = {
  type: 'tyyp',
  data: 'andmed',
  preview: 'eelvaade',
  payment: 'makse',
  confirm: 'kinnitus',
};

const ALL_STEPS: readonly WizardStep[] = ['type', 'data', 'preview', 'payment', 'confirm'];
/** A published notice is edited without paying again; its type stays as paid for. */
const PUBLISHED_STEPS: readonly WizardStep[] = ['data', 'preview'];

export function stepsFor(published: boolean): readonly WizardStep[] {
  return published ? PUBLISHED_STEPS : ALL_STEPS;
}

export function stepFromSlug(slug: string | null): WizardStep | null {
  const found = Object.entries(STEP_SLUGS).find(([, s]) => s === slug);
  return found ? (found[0] as WizardStep) : null;
}

export interface WizardUrl {
  step: WizardStep | null;
  draftId: string | null;
  /** Back from PayPal (`&makse=ebaonnestus` too, but the order's own status decides) */
  orderId: number | null;
  /** The private edit link's token (/muuda/:id?token=) */
  token: string | null;
}

const ORDER_ID = /^[1-9]\d{0,15}$/;

export function parseWizardUrl(search: URLSearchParams): WizardUrl {
  const order = search.get('tellimus');
  return {
    step: stepFromSlug(search.get('samm')),
    draftId: search.get('mustand') || null,
    orderId: order && ORDER_ID.test(order) ? Number(order) : null,
    token: search.get('token') || null,
  };
}

/** "?samm=andmed&mustand=…" */
export function stepSearch(step: WizardStep, draftId: string): string {
  return `?${new URLSearchParams({ samm: STEP_SLUGS[step], mustand: draftId }).toString()}`;
}

/**
 * The step to show for a draft: the one asked for if this kind of notice has it, else the
 * draft's own; the preview and payment only for complete data (otherwise the data step shows
 * what is missing); the confirmation only once there is an order to confirm.
 */
export function resolveStep(
  requested: WizardStep | null,
  draft: { step: WizardStep; orderId: number | null },
  { published, complete }: { published: boolean; complete: boolean },
): WizardStep {
  const steps = stepsFor(published);
  let step = requested && steps.includes(requested) ? requested : draft.step;
  if (!steps.includes(step)) step = steps[0]!;
  if (step === 'confirm' && draft.orderId === null) step = 'payment';
  if ((step === 'preview' || step === 'payment' || step === 'confirm') && !complete) step = 'data';
  return step;
}

/**
 * The step an order's result stands at: a paid order is confirmed; any other (failed,
 * pending, still loading…) leaves the payment the current step, not a done one.
 */
export function orderResultStep(status: OrderStatus | undefined): WizardStep {
  return status === 'paid' ? 'confirm' : 'payment';
}
