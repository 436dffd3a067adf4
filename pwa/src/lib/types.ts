/**
 * A partial translation of a resource shape: every key optional, and extra keys allowed
 * (languages with more plural forms than Estonian add e.g. `_few` and `_many` keys).
 */
export type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]>;
} & { [key: string]: unknown };
