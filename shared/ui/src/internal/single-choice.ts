import type { ReactNode } from 'react';
import { useControllable } from './use-controllable';

/** One option of a RadioGroup or a SegmentedControl. */
export interface ChoiceOption<V extends string = string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

/** What RadioGroup and SegmentedControl take to pick one value of a few. */
export interface SingleChoiceProps<V extends string, O extends ChoiceOption<V> = ChoiceOption<V>> {
  options: readonly O[];
  /** The chosen value; leave it out (with `defaultValue`) to let the control keep its own. */
  value?: V;
  defaultValue?: V;
  onChange?: (value: V) => void;
}

/** The chosen value, and a setter that tells the caller; nothing is chosen until a value is given or picked. */
export function useSingleChoice<V extends string>({ value, defaultValue, onChange }: Omit<SingleChoiceProps<V>, 'options'>) {
  return useControllable<V | undefined>(value, defaultValue, (next) => next !== undefined && onChange?.(next));
}
