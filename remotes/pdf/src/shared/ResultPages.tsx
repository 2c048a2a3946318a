import type { TaskFile } from '@toolhub/contracts';
import { useEffect, useState } from 'react';
import { useT } from '../messages';
import { PagesPreview } from './PagesPreview';
import { openPdf, type PdfDocument } from './pdf-reader';

/**
 * The pages of the PDF a task made, read back from its download: the visitor sees the merged
 * order or the converted layout before saving it. Nothing shows when it cannot be read.
 */
export function ResultPages({ file }: { file: TaskFile }) {
  const t = useT();
  const [document, setDocument] = useState<PdfDocument>();

  useEffect(() => {
    let current = true;
    let opened: PdfDocument | undefined;
    fetch(file.url)
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(String(response.status)))))
      .then((blob) => openPdf(blob))
      .then((opening) => {
        if (!opening.ok) return;
        if (!current) return opening.document.close();
        opened = opening.document;
        setDocument(opening.document);
      })
      .catch(() => undefined);
    return () => {
      current = false;
      opened?.close();
    };
  }, [file.url]);

  return document ? <PagesPreview document={document} title={t('resultPreview')} /> : null;
}
