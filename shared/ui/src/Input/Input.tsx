import { useId, type CSSProperties, type InputHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import styles from './Input.module.css';

export type ControlSize = 'md' | 'sm';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  /** 40 px high (the default) or a compact 32 px. */
  size?: ControlSize;
  /** Before the text: a unit, a currency sign, an icon, or a button. */
  leading?: ReactNode;
  /** After the text: a unit such as 万元 or %, or a button. */
  trailing?: ReactNode;
  /** Goes on the outer box (width, margins); `style` too. Everything else goes on the <input>. */
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLInputElement>;
}

const isText = (node: ReactNode): node is string | number => typeof node === 'string' || typeof node === 'number';
const isSet = (node: ReactNode) => node !== undefined && node !== null && node !== false;

/** Input plus two edges for buttons (NumberInput's steppers, PasswordInput's eye), outside the adornments. */
export interface InputBaseProps extends InputProps {
  start?: ReactNode;
  end?: ReactNode;
}

/**
 * A text input in a bordered box that may hold adornments. The box, not the input, draws the
 * border, so an adornment sits inside it; invalid styling follows aria-invalid, which a Field
 * sets, so the look and what a screen reader hears cannot disagree.
 */
export function Input(props: InputProps) {
  return <InputBase {...props} />;
}

export function InputBase({ size = 'md', leading, trailing, start, end, className, style, type = 'text', disabled, ref, ...rest }: InputBaseProps) {
  const adornmentId = useId();
  const invalid = rest['aria-invalid'] === true || rest['aria-invalid'] === 'true';
  // A unit written as text ("万元") is read with the input; a node (a button) speaks for itself.
  const textAdornments = [isText(leading) && `${adornmentId}-leading`, isText(trailing) && `${adornmentId}-trailing`].filter(Boolean);
  const describedBy = [rest['aria-describedby'], ...textAdornments].filter(Boolean).join(' ') || undefined;

  // A click on the box's padding or on a unit puts the caret in the input, as a click on a label
  // would. On mousedown: cancelling it is what stops the browser moving the focus to the page.
  const focusInput = (event: MouseEvent<HTMLSpanElement>) => {
    const target = event.target as HTMLElement;
    if (disabled || target.closest('button, a, input, select, textarea')) return;
    event.preventDefault();
    event.currentTarget.querySelector('input')?.focus();
  };

  return (
    <span
      className={[styles.box, styles[size], className].filter(Boolean).join(' ')}
      style={style}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      onMouseDown={focusInput}
    >
      {isSet(start) && <span className={styles.edge}>{start}</span>}
      {isSet(leading) && (
        <span id={isText(leading) ? `${adornmentId}-leading` : undefined} className={styles.adornment} data-text={isText(leading) || undefined}>
          {leading}
        </span>
      )}
      <input {...rest} ref={ref} type={type} disabled={disabled} className={styles.input} aria-describedby={describedBy} />
      {isSet(trailing) && (
        <span id={isText(trailing) ? `${adornmentId}-trailing` : undefined} className={styles.adornment} data-text={isText(trailing) || undefined}>
          {trailing}
        </span>
      )}
      {isSet(end) && <span className={styles.edge}>{end}</span>}
    </span>
  );
}
