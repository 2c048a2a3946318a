import { Card } from '@toolhub/ui';
import type { ReactNode } from 'react';
import { useT } from '../messages';
import { PageGrid, type PageGridProps } from './PageGrid';
import type { PdfDocument } from './pdf-reader';
import styles from './page-grid.module.css';
import shared from './shared.module.css';

export interface PagesPreviewProps extends Partial<Pick<PageGridProps, 'badge' | 'dimmed' | 'describe'>> {
  document: PdfDocument;
  title: string;
  /** Beside the title: what the task will make of the pages. */
  summary?: ReactNode;
  /** Under the title: how to read the marks. */
  hint?: string;
}

/** A file's pages under a heading, so the visitor sees it is the right file (and, for a split, what goes where). */
export function PagesPreview({ document, title, summary, hint, badge, dimmed, describe }: PagesPreviewProps) {
  const t = useT();
  return (
    <Card
      className={styles.preview}
      variant="bordered"
      padding="sm"
      title={
        <>
          {title}
          <span className={styles.previewSummary}>{summary ?? t('pageCount', { count: document.pageCount })}</span>
        </>
      }
    >
      {hint && <p className={shared.quiet}>{hint}</p>}
      <PageGrid document={document} label={title} badge={badge} dimmed={dimmed} describe={describe ?? ((page) => t('pagePreview', { page }))} />
    </Card>
  );
}
