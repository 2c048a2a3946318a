import { useId, type HTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useControllable } from '../internal/use-controllable';
import { nextIndex } from '../internal/roving';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  items: readonly TabItem[];
  /** The open tab's id; leave it out (with `defaultValue`) to let Tabs keep its own. */
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** Names the tab list for screen readers when nothing on the page does. */
  label?: string;
  ref?: Ref<HTMLDivElement>;
}

const HORIZONTAL_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

/**
 * Tabs as the ARIA pattern has them: one tab stop (the open tab), arrows, Home and End move
 * and open at once. Only the open panel's content is rendered; the others are empty and hidden.
 */
export function Tabs({ items, value, defaultValue, onChange, label, className, ...rest }: TabsProps) {
  const base = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.id ?? '';
  const [current, setCurrent] = useControllable(value, defaultValue ?? firstEnabled, onChange);
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;
  // A value that names no tab still leaves one tab reachable by Tab.
  const selected = items.some((item) => item.id === current) ? current : firstEnabled;

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!HORIZONTAL_KEYS.has(event.key)) return;
    const index = nextIndex(
      event.key,
      items.findIndex((item) => item.id === selected),
      items.map((item) => Boolean(item.disabled)),
    );
    if (index === undefined) return;
    event.preventDefault();
    const item = items[index];
    if (item.id !== selected) setCurrent(item.id);
    document.getElementById(tabId(item.id))?.focus();
  };

  return (
    <div {...rest} className={[styles.tabs, className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={styles.list} onKeyDown={keyDown}>
        {items.map((item) => {
          const on = item.id === selected;
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={on}
              aria-controls={panelId(item.id)}
              tabIndex={on ? 0 : -1}
              disabled={item.disabled}
              className={styles.tab}
              onClick={() => !on && setCurrent(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const on = item.id === selected;
        return (
          <div key={item.id} role="tabpanel" id={panelId(item.id)} aria-labelledby={tabId(item.id)} hidden={!on} tabIndex={0} className={styles.panel}>
            {on && item.content}
          </div>
        );
      })}
    </div>
  );
}
