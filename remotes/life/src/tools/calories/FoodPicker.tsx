/**
 * The searchable food list, a combobox in ARIA terms: type to filter the table by its Chinese
 * and English names and synonyms, ↑/↓ to move, Enter to add, Escape to clear; a click adds too.
 */
import { searchFoods, type Food } from '@toolhub/contracts';
import { Field, Input } from '@toolhub/ui';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import styles from '../../shared/life.module.css';
import { pictureOf } from './food-pictures';
import { useT } from './messages';

const MAX_MATCHES = 12;

export function FoodPicker({ foods, onPick }: { foods: readonly Food[]; onPick: (food: Food) => void }) {
  const t = useT();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const matches = useMemo(() => searchFoods(foods, query, MAX_MATCHES), [foods, query]);
  const open = matches.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const pick = (food: Food) => {
    onPick(food);
    setQuery('');
    setActive(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && open) setActive((index) => (index + 1) % matches.length);
    else if (event.key === 'ArrowUp' && open) setActive((index) => (index - 1 + matches.length) % matches.length);
    else if (event.key === 'Enter' && open) pick(matches[Math.min(active, matches.length - 1)]);
    else if (event.key === 'Escape') setQuery('');
    else return;
    event.preventDefault();
  };

  return (
    <div className={styles.picker}>
      <Field label={t('search')}>
        {(control) => (
          <Input
            {...control}
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open ? optionId(Math.min(active, matches.length - 1)) : undefined}
            autoComplete="off"
            placeholder={t('searchPlaceholder')}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
        )}
      </Field>
      {open && (
        <ul className={styles.options} role="listbox" id={listId} aria-label={t('search')}>
          {matches.map((food, index) => (
            <li
              key={food.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // mousedown, not click: the input keeps its focus.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(food);
              }}
            >
              <span className={styles.named}>
                <span aria-hidden="true" className={styles.picture}>
                  {pictureOf(food)}
                </span>
                <span>
                  {food.zh} <span className={styles.quiet}>{food.en}</span>
                </span>
              </span>
              <span className={styles.quiet}>{t('per100g', { kcal: food.per100g.kcal })}</span>
            </li>
          ))}
        </ul>
      )}
      {!open && query.trim() && <p className={styles.quiet}>{t('noMatch', { query: query.trim() })}</p>}
    </div>
  );
}
