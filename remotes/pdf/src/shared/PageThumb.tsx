import { useEffect, useRef, useState } from 'react';
import type { PdfDocument } from './pdf-reader';
import styles from './page-grid.module.css';

export interface PageThumbProps {
  document: PdfDocument;
  /** 1-based. */
  pageNumber: number;
  /** CSS pixels; the page keeps its proportions. */
  width: number;
  /** The image's text alternative; empty when the page is decoration beside its own name. */
  label: string;
  /** Fills the box it is put in (a file list's thumbnail), without a sheet of its own. */
  fill?: boolean;
}

/**
 * One page drawn small, once it scrolls near the screen: a grid of a long document draws
 * only what the visitor looks at. A page that cannot be drawn stays a blank sheet.
 */
export function PageThumb({ document, pageNumber, width, label, fill = false }: PageThumbProps) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const [source, setSource] = useState<string>();

  useEffect(() => {
    let current = true;
    const draw = () =>
      document.pageImage(pageNumber, width).then(
        (url) => current && setSource(url),
        () => undefined,
      );
    const box = boxRef.current;
    if (!box || typeof IntersectionObserver === 'undefined') {
      void draw();
      return () => void (current = false);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void draw();
      },
      { rootMargin: '240px' },
    );
    observer.observe(box);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [document, pageNumber, width]);

  return (
    <span ref={boxRef} className={fill ? styles.fill : styles.thumb} style={fill ? undefined : { width }} data-drawn={source ? '' : undefined}>
      {source ? <img src={source} alt={label} draggable={false} /> : <span role={label ? 'img' : undefined} aria-label={label || undefined} />}
    </span>
  );
}
