import { useCallback, useLayoutEffect, useRef, type CSSProperties, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The label text beside the box. */
  children?: ReactNode;
  /** Neither ticked nor clear ("some of these"): shows a dash and is read as mixed. */
  indeterminate?: boolean;
  /** Goes on the outer label; `style` too. Everything else goes on the <input>. */
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLInputElement>;
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/** A native checkbox (keyboard, forms and screen readers as usual) with a drawn box. */
export function Checkbox({ children, indeterminate = false, className, style, ref, ...rest }: CheckboxProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const attach = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  // Indeterminate is a property, not an attribute, and a click clears it: set it after every render.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  });

  return (
    <label className={[styles.checkbox, rest.disabled && styles.disabled, className].filter(Boolean).join(' ')} style={style}>
      <input {...rest} ref={attach} type="checkbox" className={styles.input} />
      <span className={styles.box} aria-hidden="true">
        <svg className={styles.tick} viewBox="0 0 16 16" focusable="false">
          <path d="M3.5 8.5l3 3 6-7" />
        </svg>
        <svg className={styles.dash} viewBox="0 0 16 16" focusable="false">
          <path d="M4 8h8" />
        </svg>
      </span>
      {children !== undefined && children !== null && <span className={styles.label}>{children}</span>}
    </label>
  );
}
