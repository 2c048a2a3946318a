import { useId, type CSSProperties, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useControllable } from '../internal/use-controllable';
import styles from './Slider.module.css';

export interface SliderProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step'> {
  label: ReactNode;
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** How the value is shown beside the label and read out (aria-valuetext), e.g. v => `${v}%`. */
  format?: (value: number) => string;
  /** Hide the value beside the label (it is still read out). */
  hideValue?: boolean;
  /** Goes on the outer box; `style` too. Everything else goes on the <input>. */
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLInputElement>;
}

/** A native range input with its label and its value shown; the keyboard and screen readers work as usual. */
export function Slider({
  label,
  value,
  defaultValue,
  onChange,
  min = 0,
  max = 100,
  step = 1,
  format = String,
  hideValue = false,
  className,
  style,
  id,
  ref,
  ...rest
}: SliderProps) {
  const madeId = useId();
  const inputId = id ?? madeId;
  const [current, setCurrent] = useControllable(value, defaultValue ?? min, onChange);
  const text = format(current);
  const filled = max > min ? ((Math.min(Math.max(current, min), max) - min) / (max - min)) * 100 : 0;
  return (
    <div className={[styles.slider, className].filter(Boolean).join(' ')} style={style}>
      <div className={styles.header}>
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
        {/* Hidden from screen readers: aria-valuetext already says it, and a live output would talk over the slider. */}
        {!hideValue && (
          <output className={styles.value} htmlFor={inputId} aria-hidden="true">
            {text}
          </output>
        )}
      </div>
      <input
        {...rest}
        ref={ref}
        id={inputId}
        type="range"
        min={min}
        max={max}
        step={step}
        value={current}
        aria-valuetext={text}
        className={styles.range}
        style={{ '--filled': `${filled}%` } as CSSProperties}
        onChange={(event) => setCurrent(Number(event.currentTarget.value))}
      />
    </div>
  );
}
