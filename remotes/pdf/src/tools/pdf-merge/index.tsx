import { REQ_TYPES, type PdfMergeInput, type ToolMeta } from '@toolhub/contracts';
import { useState } from 'react';
import { ToolScreen } from '../../shared/ToolScreen';
import type { ChosenFile } from '../../shared/use-chosen-files';
import { usePdfTool } from '../../shared/use-pdf-tool';
import { allPages, keptPages, type Arrangement } from './arrangement';
import { useT } from './messages';
import { PagePicker } from './PagePicker';
import styles from './pdf-merge.module.css';

/** The most files one merge takes (the contracts' limit). */
const MAX_FILES = 50;

/**
 * PDF merge (tool 21): several PDFs in the order the visitor arranges them (drag and drop, or
 * the move buttons), each file's pages optionally picked and reordered; a bookmark per file.
 */
export default function PdfMerge({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const pdf = usePdfTool({ tool, type: REQ_TYPES.PdfMerge, kinds: ['pdf'], max: MAX_FILES });
  const { chosen, task } = pdf;
  const [arrangements, setArrangements] = useState<Record<string, Arrangement>>({});
  const { files } = chosen;

  const arrangementOf = (file: ChosenFile) => arrangements[file.id] ?? allPages(file.pageCount ?? 0);
  const arrange = (file: ChosenFile, arrangement: Arrangement) => {
    setArrangements((current) => ({ ...current, [file.id]: arrangement }));
    chosen.setPages(file.id, keptPages(arrangement));
  };

  const merge = () => {
    if (!files.every((file) => file.upload.cosName)) return;
    const input: PdfMergeInput = {
      files: files.map((file) => ({
        file: file.upload.cosName as string,
        name: file.file.name,
        ...(file.pages ? { pages: file.pages } : {}),
        ...(file.password ? { password: file.password } : {}),
      })),
    };
    void task.run(input);
  };

  const allCounted = files.every((file) => file.pageCount !== undefined);
  const totalPages = files.reduce((sum, file) => sum + (file.pages?.length ?? file.pageCount ?? 0), 0);
  const emptyFile = files.some((file) => file.pages?.length === 0);

  return (
    <ToolScreen
      pdf={pdf}
      fileHint={t('hint')}
      reorderable
      renderExtra={(file) =>
        file.document && file.pageCount ? (
          <PagePicker
            name={file.file.name}
            document={file.document}
            arrangement={arrangementOf(file)}
            onChange={(arrangement) => arrange(file, arrangement)}
            onRestore={() => arrange(file, allPages(file.pageCount ?? 0))}
            disabled={pdf.running}
          />
        ) : null
      }
      note={t('note')}
      options={
        files.length > 0 ? (
          <p className={styles.summary} aria-live="polite">
            {allCounted ? t('willMerge', { files: files.length, pages: totalPages }) : t('willMergeFiles', { files: files.length })}
          </p>
        ) : undefined
      }
      previewResult
      actionLabel={t('merge')}
      minFiles={2}
      blocker={emptyFile ? t('keepAtLeastOne') : undefined}
      onRun={merge}
    />
  );
}
