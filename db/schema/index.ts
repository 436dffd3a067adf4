/**
 * The whole Küünal data model: the single source of truth for tables, migrations and types,
 * one file per area. Timestamps are Unix milliseconds (integer) so hot queries sort and compare
 * plain numbers. Money is in euro cents, rates in basis points (2400 = 24 %).
 */
export * from './geography';
export * from './accounts';
export * from './notices';
export * from './content';
export * from './directory';
export * from './payments';
export * from './push';
export * from './requests';
export * from './operations';
export * from './planner';
export * from './moderation';
