import type { ToolMeta } from '@toolhub/contracts';
import { clickEquityTip, ensureCompliance, useEquityTip } from '@toolhub/sdk';
import type { ReactNode } from 'react';
import { EquityTipBar } from '../EquityTipBar/EquityTipBar';
import { UploadBox } from '../UploadBox/UploadBox';
import { IMAGE_ACCEPT, maxImageBytes } from './image-file';
import { ImagePreview } from './ImagePreview';
import type { Recognition } from './useRecognition';
import styles from './RecognitionScreen.module.css';

export interface ImageAreaProps {
  tool: ToolMeta;
  recognition: Pick<Recognition<unknown>, 'image' | 'choose' | 'refuse'>;
  /** Drawn over the preview (a recognised result's boxes). */
  overlay?: ReactNode;
  children?: ReactNode;
}

/**
 * The left area of the recognition screens: the upload box until an image is chosen (the
 * compliance agreement first), then its preview; the equity tip bar below.
 */
export function ImageArea({ tool, recognition, overlay, children }: ImageAreaProps) {
  const tip = useEquityTip(tool.scene);
  return (
    <div className={styles.imageArea}>
      {recognition.image ? (
        <ImagePreview image={recognition.image} overlay={overlay} />
      ) : (
        <UploadBox
          accept={IMAGE_ACCEPT}
          maxSize={maxImageBytes(tool)}
          beforeSelect={() => ensureCompliance()}
          onFiles={(files) => void recognition.choose(files[0])}
          onReject={(reason) => recognition.refuse(reason === 'fileTooLarge' ? 'fileTooLarge' : 'notAnImage')}
        />
      )}
      {tip.text && <EquityTipBar text={tip.text} onClick={() => void clickEquityTip()} />}
      {children}
    </div>
  );
}
