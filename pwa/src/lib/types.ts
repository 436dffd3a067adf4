/**
 * A translation of an Estonian text shape (`typeof et`): every key must be there, so a key
 * missing in any language fails `tsc -b`. Languages with more plural forms than Estonian add
 * `_few` and `_many` keys beside `_one` and `_other` (Russian); nothing else may be extra.
 */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? Translation<Item>[]
    : { [K in keyof T]: Translation<T[K]> } & { [key: `${string}_${'few' | 'many'}`]: string };
