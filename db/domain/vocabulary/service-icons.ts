/**
 * The icons a service category may show: a fixed set of our own line drawings (the PWA's
 * ServiceIcon draws each), chosen by key in the admin's category editor. No uploads: every
 * category looks alike and nothing outside our code is drawn (decision 0105).
 */
export const SERVICE_ICONS = [
  'candle',
  'car',
  'urn',
  'coffin',
  'chapel',
  'cup',
  'flower',
  'stone',
  'shovel',
  'music',
  'heart',
  'document',
] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

/** A category saved without a choice */
export const DEFAULT_SERVICE_ICON: ServiceIcon = 'candle';
