import { useId, type ElementType, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { SectionHead, hasTitle, type HeadingLevel } from '../internal/SectionHead';
import styles from './Card.module.css';

export type { HeadingLevel } from '../internal/SectionHead';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading of the card; a section or article is then named by it. */
  title?: ReactNode;
  /** The heading's level, by where the card stands in the page's outline. */
  level?: HeadingLevel;
  /** Buttons or links at the end of the title row. */
  actions?: ReactNode;
  /** section or article when it is a part of the page with a heading of its own; div when it only groups. */
  as?: 'section' | 'article' | 'div';
  /** The room inside the edge. */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** elevated: lifted by a shadow; bordered: flat with an edge (a card inside a card). */
  variant?: 'elevated' | 'bordered';
  ref?: Ref<HTMLElement>;
}

/** A surface box: the hub's white card, with an optional title row. */
export function Card({ title, level = 2, actions, as = 'section', padding = 'md', variant = 'elevated', className, children, ...rest }: CardProps) {
  const titleId = useId();
  // One of a few native elements, all HTMLElement: the ref and attributes fit each of them.
  const Element = as as ElementType;
  const classes = [styles.card, styles[variant], styles[padding], className].filter(Boolean).join(' ');
  return (
    <Element aria-labelledby={hasTitle(title) && as !== 'div' && !rest['aria-label'] ? titleId : undefined} {...rest} className={classes}>
      <SectionHead title={title} titleId={titleId} level={level} actions={actions} />
      {children}
    </Element>
  );
}
