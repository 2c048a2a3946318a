import { Button, Checkbox, IconButton } from '@toolhub/ui';
import { useId, useRef, useState, type DragEvent } from 'react';
import { PageThumb } from '../../shared/PageThumb';
import type { PdfDocument } from '../../shared/pdf-reader';
import { useFocusAfterMove } from '../../shared/use-focus-after-move';
import { movePage, togglePage, type Arrangement } from './arrangement';
import { useT } from './messages';
import shared from '../../shared/shared.module.css';
import styles from './pdf-merge.module.css';

export interface PagePickerProps {
  name: string;
  document: PdfDocument;
  arrangement: Arrangement;
  onChange: (arrangement: Arrangement) => void;
  onRestore: () => void;
  disabled: boolean;
}

const THUMB_WIDTH = 88;

/** Where a dragged page would land: before the page under the pointer, or after it past its middle. */
const dropIndex = (event: DragEvent<HTMLElement>, index: number) => {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX > box.left + box.width / 2 ? index + 1 : index;
};

/**
 * A file's pages, folded away until asked for: tick to keep, drag or ← → to reorder. The
 * buttons are the keyboard's and touch screens' way; each move is announced and the focus
 * stays with the moved page.
 */
export function PagePicker({ name, document, arrangement, onChange, onRestore, disabled }: PagePickerProps) {
  const t = useT();
  const id = useId();
  const gridRef = useRef<HTMLOListElement>(null);
  const [open, setOpen] = useState(false);
  const [dragged, setDragged] = useState<number>();
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useFocusAfterMove(gridRef);
  const { order, dropped } = arrangement;
  const kept = order.length - dropped.size;

  const move = (page: number, to: number, direction?: 'earlier' | 'later') => {
    const position = Math.max(0, Math.min(order.length - 1, to));
    onChange(movePage(arrangement, page, position));
    setAnnouncement(t('pageMoved', { page, position: position + 1 }));
    if (direction) focusAfterMove(String(page), direction, direction === 'earlier' ? 'later' : 'earlier');
  };

  /** The ← or → of a page: one place earlier or later, the focus staying with the page. */
  const moveButton = (page: number, index: number, direction: 'earlier' | 'later') => {
    const to = direction === 'earlier' ? index - 1 : index + 1;
    return (
      <IconButton
        size="sm"
        className={styles.pageMove}
        data-move={`${page}:${direction}`}
        label={t(direction === 'earlier' ? 'movePageEarlier' : 'movePageLater', { page })}
        icon={direction === 'earlier' ? '←' : '→'}
        disabled={disabled || to < 0 || to >= order.length}
        onClick={() => move(page, to, direction)}
      />
    );
  };

  const drop = (event: DragEvent<HTMLElement>, index: number) => {
    if (dragged === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    const from = order.indexOf(dragged);
    const at = dropIndex(event, index);
    move(dragged, at > from ? at - 1 : at);
    setDragged(undefined);
  };

  return (
    <div className={styles.picker}>
      <Button
        variant="text"
        size="sm"
        className={styles.pickerToggle}
        aria-expanded={open}
        aria-controls={`${id}-pages`}
        onClick={() => setOpen((shown) => !shown)}
        icon={
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
            <path d="M9 6l6 6-6 6" />
          </svg>
        }
      >
        {t('pickPages')} <span className={styles.pickerCount}>{t('pagesKept', { kept, total: order.length })}</span>
      </Button>
      {/* Hidden, not unmounted: the pages drawn so far stay drawn. */}
      <div id={`${id}-pages`} className={styles.pickerBody} hidden={!open}>
        <p className={shared.quiet}>{t('pagesHint')}</p>
        <ol ref={gridRef} className={styles.pages} aria-label={t('pagesOf', { name })}>
          {order.map((page, index) => (
            <li
              key={page}
              className={styles.pageTile}
              data-dropped={dropped.has(page) ? '' : undefined}
              data-dragging={dragged === page ? '' : undefined}
              draggable={!disabled}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(page));
                setDragged(page);
              }}
              onDragEnd={() => setDragged(undefined)}
              onDragOver={(event) => {
                if (dragged === undefined) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
              }}
              onDrop={(event) => drop(event, index)}
            >
              <span className={styles.pageKeep}>
                <Checkbox
                  id={`${id}-keep-${page}`}
                  className={styles.pageTick}
                  checked={!dropped.has(page)}
                  disabled={disabled || (!dropped.has(page) && kept === 1)}
                  aria-label={t('keepPage', { page })}
                  onChange={(event) => onChange(togglePage(arrangement, page, event.currentTarget.checked))}
                />
                {/* The page is the tick's label too: a click on it keeps or drops it. */}
                <label htmlFor={`${id}-keep-${page}`}>
                  <PageThumb document={document} pageNumber={page} width={THUMB_WIDTH} label="" />
                </label>
              </span>
              <span className={styles.pageFoot}>
                {moveButton(page, index, 'earlier')}
                <span className={styles.pageNumber} aria-hidden="true">
                  {page}
                </span>
                {moveButton(page, index, 'later')}
              </span>
            </li>
          ))}
        </ol>
        <Button variant="text" onClick={onRestore} disabled={disabled}>
          {t('restorePages')}
        </Button>
        <p className="th-visually-hidden" aria-live="polite">
          {announcement}
        </p>
      </div>
    </div>
  );
}
