/** How a company of the list is worded: open state, prices (distances: lib/numbers.ts). Pure, unit-tested. */
import { toDecimal } from '#domain/rules/money';
import { type OpenState, openStateText } from '#domain/calendar/opening-hours';
import type { CompanyItem } from './api';

type OpenFields = Pick<
  CompanyItem,
  'hoursKnown' | 'openNow' | 'temporarilyClosed' | 'opensAt' | 'closesAt'
>;

/** The item's open state as the domain's OpenState (the API sends it flat). */
export function openStateOf(item: OpenFields): OpenState {
  return {
    known: item.hoursKnown,
    openNow: item.openNow,
    temporarilyClosed: item.temporarilyClosed,
    ...(item.closesAt ? { closesAt: item.closesAt } : {}),
    ...(item.opensAt ? { opensAt: item.opensAt } : {}),
  };
}

/** "Avatud kuni 17:00", "Avatakse homme 09:00" in the UI's language (Estonian for an unknown one). */
export function openText(item: OpenFields, language: string): string {
  return openStateText(openStateOf(item), language);
}

/** 119000 → "1 190 €", 119050 → "1 190,50 €" (non-breaking spaces, whole euros without cents). */
export function priceText(cents: number): string {
  const [whole = '0', fraction = '00'] = toDecimal(cents).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${grouped}${fraction === '00' ? '' : `,${fraction}`}\u00a0€`;
}
