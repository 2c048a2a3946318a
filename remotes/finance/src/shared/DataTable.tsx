import { useId, type ReactNode } from 'react';
import styles from './shared.module.css';

export interface DataTableProps {
  /** Names the table and its scrolling region. */
  caption: string;
  /** For screen readers only, where a heading above already says it. */
  hideCaption?: boolean;
  /** The column headings: a label column, then figures. */
  columns: ReactNode[];
  /** On the scrolling frame (a height limit) and on the table (its type size). */
  frameClassName?: string;
  className?: string;
  /** The rows: each a <th scope="row"> label, then <td> figures. */
  children: ReactNode;
}

/**
 * The family's tables of figures: a frame that scrolls (and takes the focus, so a keyboard can
 * scroll it), the first column naming each row, the figures aligned on the right.
 */
export function DataTable({ caption, hideCaption = false, columns, frameClassName, className, children }: DataTableProps) {
  const id = useId();
  return (
    <div className={[styles.tableWrap, frameClassName].filter(Boolean).join(' ')} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className={[styles.table, className].filter(Boolean).join(' ')}>
        <caption id={`${id}-caption`} className={hideCaption ? 'th-visually-hidden' : undefined}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
