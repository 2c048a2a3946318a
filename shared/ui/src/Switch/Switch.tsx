import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useControllable } from '../internal/use-controllable';
import styles from './Switch.module.css';

export interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'value' | 'defaultValue' | 'children'> {
  /** On or off; leave it out (with `defaultChecked`) to let the switch keep its own state. */
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  /** The label beside the track; without one, give the switch an aria-label. */
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An on/off setting that takes effect at once. A <button role="switch">: Space and Enter
 * press it natively, and the label inside it is its accessible name.
 */
export function Switch({ checked, defaultChecked = false, onChange, children, className, onClick, type = 'button', ref, ...rest }: SwitchProps) {
  const [on, setOn] = useControllable(checked, defaultChecked, onChange);
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      role="switch"
      aria-checked={on}
      className={[styles.switch, className].filter(Boolean).join(' ')}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOn(!on);
      }}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children !== undefined && children !== null && <span className={styles.label}>{children}</span>}
    </button>
  );
}
