import { describe, expect, it } from 'vitest';
import {
  orderResultStep,
  parseWizardUrl,
  resolveStep,
  stepFromSlug,
  stepSearch,
  stepsFor,
} from './steps';

describe('the step of a payment result (#20)', () => {
  it('is the confirmation only for a paid order', () => {
    expect(orderResultStep('paid')).toBe('confirm');
    for (const status of ['created', 'pending', 'failed', 'refunded', undefined] as const) {
      expect(orderResultStep(status)).toBe('payment');
    }
  });
});

describe('the wizard URL', () => {
  it('names the steps in Estonian', () => {
    expect(stepFromSlug('tyyp')).toBe('type');
    expect(stepFromSlug('kinnitus')).toBe('confirm');
    expect(stepFromSlug('data')).toBeNull();
    expect(stepFromSlug(null)).toBeNull();
    expect(stepSearch('preview', 'abc')).toBe('?samm=eelvaade&mustand=abc');
  });
  it('reads the step, draft, order and payment result', () => {
    expect(parseWizardUrl(new URLSearchParams('samm=makse&mustand=d1'))).toEqual({
      step: 'payment',
      draftId: 'd1',
      orderId: null,
      token: null,
    });
    expect(parseWizardUrl(new URLSearchParams('tellimus=42&makse=ebaonnestus'))).toMatchObject({
      orderId: 42,
    });
    expect(parseWizardUrl(new URLSearchParams('tellimus=x1&token=t'))).toMatchObject({
      orderId: null,
      token: 't',
    });
  });
});

describe('resolveStep', () => {
  const draft = { step: 'data' as const, orderId: null };
  const complete = { published: false, complete: true };

  it('shows the step asked for, or the draft’s own', () => {
    expect(resolveStep('preview', draft, complete)).toBe('preview');
    expect(resolveStep(null, { ...draft, step: 'payment' }, complete)).toBe('payment');
  });
  it('shows the data step while the data is incomplete', () => {
    expect(resolveStep('payment', draft, { published: false, complete: false })).toBe('data');
    expect(resolveStep('type', draft, { published: false, complete: false })).toBe('type');
  });
  it('confirms only an order', () => {
    expect(resolveStep('confirm', draft, complete)).toBe('payment');
    expect(resolveStep('confirm', { ...draft, orderId: 7 }, complete)).toBe('confirm');
  });
  it('has no type or payment steps for a published notice', () => {
    expect(stepsFor(true)).toEqual(['data', 'preview']);
    expect(resolveStep('type', draft, { published: true, complete: true })).toBe('data');
    expect(
      resolveStep('payment', { ...draft, step: 'type' }, { published: true, complete: true }),
    ).toBe('data');
  });
});
