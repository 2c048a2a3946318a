import type { ReactNode } from 'react';
import styles from './SectionHead.module.css';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** A title counts as given unless it is left out, null or false. */
export const hasTitle = (title: ReactNode) => title !== undefined && title !== null && title !== false;

export interface SectionHeadProps {
  /** The heading; without one the row holds only the actions. */
  title?: ReactNode;
  /** The heading's id, so the box it heads can be named by it (aria-labelledby). */
  titleId: string;
  level: HeadingLevel;
  /** Buttons or links at the end of the row. */
  actions?: ReactNode;
  /** md for a card or a result; sm for a panel, which sits inside a card. */
  size?: 'md' | 'sm';
  /** Spans instead of divs, for a row that stands inside a legend. */
  inline?: boolean;
}

/**
 * The title row of Card, Panel and ResultArea: the heading, then the actions at the end of the
 * row (they wrap under it on a narrow screen). Nothing at all when there is neither.
 */
export function SectionHead({ title, titleId, level, actions, size = 'md', inline = false }: SectionHeadProps) {
  const titled = hasTitle(title);
  if (!titled && !actions) return null;
  const Heading = `h${level}` as const;
  const Box = inline ? 'span' : 'div';
  return (
    <Box className={styles.head}>
      {titled && (
        <Heading id={titleId} className={[styles.title, styles[size]].join(' ')}>
          {title}
        </Heading>
      )}
      {actions && <Box className={styles.actions}>{actions}</Box>}
    </Box>
  );
}
