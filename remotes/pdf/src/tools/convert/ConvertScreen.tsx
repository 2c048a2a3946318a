import { PAGE_SUFFIX, type ConvertInput, type ToolMeta } from '@toolhub/contracts';
import type { ReactNode } from 'react';
import { useT as useFamilyT } from '../../messages';
import type { DocumentKind } from '../../shared/file-kinds';
import { PagesPreview } from '../../shared/PagesPreview';
import { ResultCard } from '../../shared/ResultCard';
import { ToolScreen } from '../../shared/ToolScreen';
import type { ChosenFile } from '../../shared/use-chosen-files';
import type { PdfTaskOutcome } from '../../shared/use-pdf-task';
import { usePdfTool } from '../../shared/use-pdf-tool';
import { useT } from './messages';
import styles from './convert.module.css';

/** The text recognition family's tool for scans (its catalog's path; a link is all a remote may share). */
const BASIC_OCR_PATH = 'basic-ocr';

export interface ConvertScreenProps {
  tool: ToolMeta;
  /** CONVERT_TYPES.OfficeToPdf, … */
  type: number;
  kinds: readonly DocumentKind[];
  /** How many files; several only for images → PDF, in the order the visitor sets. */
  max: number;
  hint: string;
  note: string;
  actionLabel: string;
  /** The conversion's own options (the image format). */
  options?: ReactNode;
  /** What the options add to the task's input. */
  input?: Pick<ConvertInput, 'imageFormat'>;
  /** The heading over the PDF's pages ('file preview' by default). */
  pagesTitle?: string;
  /** Under the figures of the result (the text preview). */
  renderResultExtra?: (outcome: PdfTaskOutcome) => ReactNode;
  /** The made PDF's pages replace the input's once done (conversions to PDF). */
  previewResult?: boolean;
  /** What the tool's options still lack, or a limit the file breaks. */
  blocker?: (files: ChosenFile[]) => string | undefined;
}

/**
 * The screen of every conversion: the shared file panel and result card around CONVERT_TYPES'
 * one input shape (`convertInputSchema`); what differs is which files, the options and the note.
 */
export function ConvertScreen({ tool, type, kinds, max, hint, note, actionLabel, options, input, pagesTitle, renderResultExtra, previewResult, blocker }: ConvertScreenProps) {
  const t = useT();
  const family = useFamilyT();
  const pdf = usePdfTool({ tool, type, kinds, max });
  const { files } = pdf.chosen;
  const [first] = files;

  const convert = () => {
    if (!files.every((file) => file.upload.cosName)) return;
    const data: ConvertInput = {
      files: files.map((file) => ({ file: file.upload.cosName as string, name: file.file.name })),
      ...input,
      ...(first?.password ? { password: first.password } : {}),
    };
    void pdf.task.run(data);
  };

  return (
    <ToolScreen
      pdf={pdf}
      fileHint={hint}
      reorderable={max > 1}
      preview={first?.document && <PagesPreview document={first.document} title={pagesTitle ?? family('filePreview')} />}
      note={note}
      options={options}
      actionLabel={actionLabel}
      previewResult={previewResult}
      blocker={blocker?.(files)}
      onRun={convert}
      renderResult={(outcome) => <ResultCard outcome={outcome}>{renderResultExtra?.(outcome)}</ResultCard>}
      renderFailureHelp={(failure) =>
        // A PDF of scanned pages has pictures, not text: text recognition reads those.
        failure === 'noText' ? (
          <>
            {' '}
            <a className={styles.failureLink} href={`/${BASIC_OCR_PATH}${PAGE_SUFFIX}`}>
              {t('tryOcr')}
            </a>
          </>
        ) : null
      }
    />
  );
}
