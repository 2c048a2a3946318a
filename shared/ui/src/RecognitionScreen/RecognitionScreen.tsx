import { CARD_SIDES, type CardSide, type RecognitionData, type ToolMeta } from '@toolhub/contracts';
import { ensureCompliance } from '@toolhub/sdk';
import { useRef, useState, type ReactNode } from 'react';
import { useT } from '../messages';
import { CardSideSelector } from './CardSideSelector';
import { useChargingGate } from './charging-gate';
import { IMAGE_ACCEPT, type PreviewImage } from './image-file';
import { ImageArea } from './ImageArea';
import { RecognitionControls } from './RecognitionControls';
import { readRecognitionData } from './result-data';
import type { ReadRecognitionResult } from './run-recognition';
import { ResultPanel, type ResultHead } from './ResultPanel';
import { useRecognition } from './useRecognition';
import hidden from '../internal/visually-hidden.module.css';
import styles from './RecognitionScreen.module.css';

export interface RecognitionScreenProps<T = RecognitionData> {
  tool: ToolMeta;
  /** The recognition the cloud-proxy OCR call asks for (sub_req_type), e.g. REQ_TYPES.BasicOcr. */
  subReqType: number;
  /** The tool's own options, shown in the bottom area once an image is chosen. */
  options?: ReactNode;
  /** For card types with sides: the side selector (FRONT first by default), sent as item.extend.cardSide. */
  cardSides?: readonly CardSide[];
  /**
   * Reads business_data.data into what `renderResult` shows; undefined (or an empty result)
   * says 'no text recognised'. By default: detected lines or name / value pairs.
   */
  readResult?: ReadRecognitionResult<T>;
  /** The right area once recognised. */
  renderResult: (result: T, image: PreviewImage) => ReactNode;
  /** The result's title row: its heading, which then names the result area, and what to do with it (copy, download). */
  renderHead?: (result: T) => ResultHead;
  /** Drawn over the preview once recognised, in a layer the size of the drawn image. */
  renderOverlay?: (result: T, image: PreviewImage) => ReactNode;
}

const defaultSideOf = (sides: readonly CardSide[]) => (sides.includes(CARD_SIDES[0]) ? CARD_SIDES[0] : sides[0]);

/**
 * The generic image text-recognition screen (spec §2): upload box and preview on the left,
 * the error alert, placeholder or results on the right, and once an image is chosen the
 * bottom area with the tool's options, the status line and the two buttons. Two columns on
 * a wide screen, one above the other on a phone.
 */
export function RecognitionScreen<T = RecognitionData>({
  tool,
  subReqType,
  options,
  cardSides,
  readResult = readRecognitionData as ReadRecognitionResult<T>,
  renderResult,
  renderHead,
  renderOverlay,
}: RecognitionScreenProps<T>) {
  const t = useT();
  const recognition = useRecognition<T>({ tool, subReqType, readResult });
  const gate = useChargingGate(tool);
  const [cardSide, setCardSide] = useState<CardSide | undefined>(() => (cardSides?.length ? defaultSideOf(cardSides) : undefined));
  const pickerRef = useRef<HTMLInputElement>(null);
  const { status, image, result, error } = recognition;

  const changeImage = async () => {
    // The agreement is per path and usually accepted already; it still comes first.
    if (await ensureCompliance()) pickerRef.current?.click();
  };
  const recognise = () => {
    // Blocked by charging: the button says so (spec §5); a press that slips through does nothing.
    if (gate !== 'open') return;
    void recognition.recognise(cardSide);
  };

  return (
    <div className={styles.screen}>
      <ImageArea tool={tool} recognition={recognition} overlay={result !== undefined && image && renderOverlay ? renderOverlay(result, image) : undefined}>
        <input
          ref={pickerRef}
          type="file"
          className={hidden.visuallyHidden}
          accept={IMAGE_ACCEPT}
          tabIndex={-1}
          // The 'change image' button is what assistive technology announces.
          aria-hidden="true"
          aria-label={t('changeImage')}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared, so choosing the same file again still counts as a change.
            event.currentTarget.value = '';
            void recognition.choose(file);
          }}
        />
      </ImageArea>

      <ResultPanel
        error={error}
        result={result !== undefined && image ? renderResult(result, image) : undefined}
        head={result !== undefined && image ? renderHead?.(result) : undefined}
      />

      {status !== 'before' && (
        <RecognitionControls
          status={status}
          failed={Boolean(error)}
          gate={gate}
          options={options}
          sideSelector={
            cardSides?.length && cardSide ? (
              <CardSideSelector sides={cardSides} value={cardSide} onChange={setCardSide} disabled={status === 'doing'} />
            ) : undefined
          }
          onChangeImage={() => void changeImage()}
          onRecognise={recognise}
        />
      )}
    </div>
  );
}
