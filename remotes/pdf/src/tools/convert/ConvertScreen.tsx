import { PAGE_SUFFIX, type ConvertInput, type ToolMeta } from '@toolhub/contracts';
import type { ReactNode } from 'react';
import type { DocumentKind } from '../../shared/file-kinds';
import { ResultCard } from '../../shared/ResultCard';
import { ToolScreen } from '../../shared/ToolScreen';
import type { ChosenFile } from '../../shared/use-chosen-files';
import { usePdfTool } from '../../shared/use-pdf-tool';
import { useT } from './messages';
import { TextPreview } from './TextPreview';
import styles from './convert.module.css';

/** The text recognition family's tool for scans (its catalog's path; a link is all a remote may share). */
const BASIC_OCR_PATH = 'basic-ocr';

/** What a conversion starts from: which files, how many, and the hint under the upload box. */
const SOURCES = {
  office: { kinds: ['office'], max: 1, hint: 'officeHint' },
  // Several, in the order the visitor sets: the contracts' limit on a conversion's files.
  images: { kinds: ['image'], max: 50, hint: 'imageHint' },
  pdf: { kinds: ['pdf'], max: 1, hint: 'pdfHint' },
} as const satisfies Record<string, { kinds: readonly DocumentKind[]; max: number; hint: string }>;

export interface ConvertScreenProps {
  tool: ToolMeta;
  /** CONVERT_TYPES.OfficeToPdf, … */
  type: number;
  from: keyof typeof SOURCES;
  note: string;
  /** The main button's words; '开始转换' unless told. */
  actionLabel?: string;
  /** The conversion's own options (the image format). */
  options?: ReactNode;
  /** What the options add to the task's input. */
  input?: Pick<ConvertInput, 'imageFormat'>;
  /** The heading over the PDF's pages ('file preview' by default). */
  pagesTitle?: string;
  /** Under the figures of the result: the beginning of the text it made (a .txt download). */
  previewText?: boolean;
  /** The made PDF's pages replace the input's once done (conversions to PDF). */
  previewResult?: boolean;
  /** What the tool's options still lack, or a limit the file breaks. */
  blocker?: (files: ChosenFile[]) => string | undefined;
}

/**
 * The screen of every conversion: the shared file panel and result card around CONVERT_TYPES'
 * one input shape (`convertInputSchema`); what differs is which files, the options and the note.
 */
export function ConvertScreen({ tool, type, from, note, actionLabel, options, input, pagesTitle, previewText, previewResult, blocker }: ConvertScreenProps) {
  const t = useT();
  const { kinds, max, hint } = SOURCES[from];
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
      fileHint={t(hint)}
      reorderable={max > 1}
      showPages={pagesTitle ?? true}
      note={note}
      options={options}
      actionLabel={actionLabel ?? t('convert')}
      previewResult={previewResult}
      blocker={blocker?.(files)}
      onRun={convert}
      renderResult={(outcome) => <ResultCard outcome={outcome}>{previewText && <TextPreview files={outcome.files} />}</ResultCard>}
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
