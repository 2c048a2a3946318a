import { useId, type ElementType, type FieldsetHTMLAttributes, type ReactNode, type Ref } from 'react';
import { SectionHead, hasTitle, type HeadingLevel } from '../internal/SectionHead';
import styles from './Panel.module.css';

export interface PanelProps extends Omit<FieldsetHTMLAttributes<HTMLElement>, 'title'> {
  /** The panel's heading ('选项'). */
  title?: ReactNode;
  /** The heading's level: a panel sits inside a card, so h3 unless told. */
  level?: HeadingLevel;
  /** Buttons at the end of the title row ('恢复默认'). */
  actions?: ReactNode;
  /**
   * div or section to group; fieldset for a group of form controls, whose `disabled` then
   * turns them all off at once (a task runs) and whose title becomes the legend.
   */
  as?: 'div' | 'section' | 'fieldset';
  /** filled: the quieter surface-2 ground; bordered: an edge on the surface. */
  variant?: 'filled' | 'bordered';
  ref?: Ref<HTMLElement>;
}

/** A quieter grouping box inside a card, e.g. the options beside an upload area. */
export function Panel({ title, level = 3, actions, as = 'div', variant = 'filled', className, children, ...rest }: PanelProps) {
  const titleId = useId();
  // One of a few native elements, all HTMLElement: the ref and attributes fit each of them.
  const Element = as as ElementType;
  const classes = [styles.panel, styles[variant], className].filter(Boolean).join(' ');
  const head = <SectionHead title={title} titleId={titleId} level={level} actions={actions} size="sm" inline={as === 'fieldset'} />;
  return (
    <Element aria-labelledby={hasTitle(title) && as === 'section' && !rest['aria-label'] ? titleId : undefined} {...rest} className={classes}>
      {/* A legend must be the fieldset's first child, and a heading may stand in it. */}
      {as === 'fieldset' && (hasTitle(title) || actions) ? <legend className={styles.legend}>{head}</legend> : head}
      {children}
    </Element>
  );
}
