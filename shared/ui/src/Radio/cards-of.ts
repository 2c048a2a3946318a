import type { RadioOption } from './RadioGroup';

/**
 * Option cards from their values, each worded by the tool's messages: `value` is the card's
 * title and `<value>Hint` the line under it (split modes, compression levels, image formats).
 */
export const cardsOf = <V extends string>(values: readonly V[], t: (key: V | `${V}Hint`) => string): RadioOption<V>[] =>
  values.map((value) => ({ value, label: t(value), hint: t(`${value}Hint`) }));
