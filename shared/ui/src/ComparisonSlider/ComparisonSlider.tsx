import { useRef, type CSSProperties, type HTMLAttributes, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import { useControllable } from '../internal/use-controllable';
import { useT } from '../messages';
import styles from './ComparisonSlider.module.css';

export interface ComparisonSliderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  /** The image the visitor chose, shown left of the divider. */
  beforeSrc: string;
  /** The image the tool made, shown right of the divider. */
  afterSrc: string;
  beforeAlt: string;
  afterAlt: string;
  /** The visible corner labels; '原图' and '效果图' unless told. */
  beforeLabel?: string;
  afterLabel?: string;
  /** Where the divider stands, 0..100 (percent of the width from the left), when the caller holds it. */
  value?: number;
  /** Where it starts when the component holds it; 50 unless told. */
  defaultValue?: number;
  onChange?: (value: number) => void;
  ref?: Ref<HTMLDivElement>;
}

/** How far one arrow key press moves the divider, in percent. */
const STEP = 5;
const clamp = (value: number) => Math.round(Math.min(100, Math.max(0, value)));

/**
 * Before and after, one over the other: the original shows left of a divider and the result
 * right of it. The divider is a slider: dragged with any pointer (or the image clicked where it
 * should go), moved with the arrow keys, Home and End.
 */
export function ComparisonSlider({
  beforeSrc,
  afterSrc,
  beforeAlt,
  afterAlt,
  beforeLabel,
  afterLabel,
  value,
  defaultValue = 50,
  onChange,
  className,
  style,
  ...rest
}: ComparisonSliderProps) {
  const t = useT();
  const [position, setPosition] = useControllable(value === undefined ? undefined : clamp(value), clamp(defaultValue), onChange);
  const frameRef = useRef<HTMLDivElement>(null);
  const dividerRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const moveTo = (next: number) => {
    const clamped = clamp(next);
    if (clamped !== position) setPosition(clamped);
  };

  const fromPointer = (event: PointerEvent) => {
    const box = frameRef.current?.getBoundingClientRect();
    if (box && box.width > 0) moveTo(((event.clientX - box.left) / box.width) * 100);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    dragging.current = true;
    // Captured, so the drag goes on when the pointer leaves the image.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    // The keyboard carries on from the divider the pointer just moved.
    dividerRef.current?.focus({ preventScroll: true });
    event.preventDefault();
    fromPointer(event);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) fromPointer(event);
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = false;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next =
      event.key === 'ArrowLeft' || event.key === 'ArrowDown'
        ? position - STEP
        : event.key === 'ArrowRight' || event.key === 'ArrowUp'
          ? position + STEP
          : event.key === 'PageDown'
            ? position - STEP * 2
            : event.key === 'PageUp'
              ? position + STEP * 2
              : event.key === 'Home'
                ? 0
                : event.key === 'End'
                  ? 100
                  : undefined;
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  const before = beforeLabel ?? t('compareBefore');
  const after = afterLabel ?? t('compareAfter');
  const look = { ...style, '--compare-at': `${position}%` } as CSSProperties;

  return (
    <div {...rest} className={[styles.root, className].filter(Boolean).join(' ')} style={look}>
      <div
        ref={frameRef}
        className={styles.frame}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        {/* The result sets the size; the original lies over it, cut off right of the divider. */}
        <img className={styles.after} src={afterSrc} alt={afterAlt} draggable={false} />
        <img className={styles.before} src={beforeSrc} alt={beforeAlt} draggable={false} />
        <span className={`${styles.tag} ${styles.tagBefore}`} aria-hidden="true">
          {before}
        </span>
        <span className={`${styles.tag} ${styles.tagAfter}`} aria-hidden="true">
          {after}
        </span>
        <div
          ref={dividerRef}
          className={styles.divider}
          role="slider"
          tabIndex={0}
          aria-label={t('compareDivider')}
          aria-orientation="horizontal"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={position}
          aria-valuetext={`${before} ${position}% · ${after} ${100 - position}%`}
          onKeyDown={onKeyDown}
        >
          <span className={styles.grip} aria-hidden="true">
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" focusable="false">
              <path d="M9 7l-5 5 5 5M15 7l5 5-5 5" />
            </svg>
          </span>
        </div>
      </div>
    </div>
  );
}
