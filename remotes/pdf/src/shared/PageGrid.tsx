import { PageThumb } from './PageThumb';
import type { PdfDocument } from './pdf-reader';
import styles from './page-grid.module.css';

export interface PageGridProps {
  document: PdfDocument;
  /** The grid's name for assistive technology. */
  label: string;
  /** Every page's text alternative: its number and what happens to it. */
  describe: (page: number) => string;
  /** A mark in the page's corner (the file it goes into). */
  badge?: (page: number) => string | undefined;
  /** A page the task leaves out. */
  dimmed?: (page: number) => boolean;
}

const THUMB_WIDTH = 96;

/** A document's pages, small, each with its number: drawn as they scroll into view. */
export function PageGrid({ document, label, describe, badge, dimmed }: PageGridProps) {
  const pages = Array.from({ length: document.pageCount }, (_, i) => i + 1);
  return (
    <ul className={styles.grid} aria-label={label}>
      {pages.map((page) => {
        const mark = badge?.(page);
        return (
          <li key={page} className={styles.page} data-dimmed={dimmed?.(page) ? '' : undefined}>
            <PageThumb document={document} pageNumber={page} width={THUMB_WIDTH} label={describe(page)} />
            {mark && (
              <span className={styles.badge} aria-hidden="true">
                {mark}
              </span>
            )}
            <span className={styles.number} aria-hidden="true">
              {page}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
