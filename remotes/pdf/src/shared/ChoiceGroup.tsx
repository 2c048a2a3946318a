import { useId } from 'react';
import styles from './shared.module.css';

export interface Choice<T extends string> {
  value: T;
  title: string;
  hint?: string;
}

export interface ChoiceGroupProps<T extends string> {
  legend: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
}

/** One of a few choices as cards: real radio buttons underneath, so arrows and screen readers work as usual. */
export function ChoiceGroup<T extends string>({ legend, value, choices, onChange }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className={styles.choices}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
          <span className={styles.choiceTitle}>{choice.title}</span>
          {choice.hint && <span className={styles.choiceHint}>{choice.hint}</span>}
        </label>
      ))}
    </fieldset>
  );
}
