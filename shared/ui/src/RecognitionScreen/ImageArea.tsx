import type { ToolMeta } from '@toolhub/contracts';
import { ensureCompliance } from '@toolhub/sdk';
import type { ReactNode } from 'react';
import { EquityTip } from '../EquityTipBar/EquityTip';
import { UploadBox } from '../UploadBox/UploadBox';
import { IMAGE_ACCEPT, RECOGNITION_COMPRESS, maxImageBytes } from './image-file';
import { ImagePreview } from './ImagePreview';
import type { Recognition } from './useRecognition';
import styles from './RecognitionScreen.module.css';

export interface ImageAreaProps {
  tool: ToolMeta;
  recognition: Pick<Recognition<unknown>, 'image' | 'preparing' | 'choose' | 'refuse'>;
  /** Drawn over the preview (a recognised result's boxes). */
  overlay?: ReactNode;
  children?: ReactNode;
}

/**
 * The left area of the recognition screens: the upload box until an image is chosen (the
 * compliance agreement first), then its preview; the equity tip bar below.
 */
export function ImageArea({ tool, recognition, overlay, children }: ImageAreaProps) {
  return (
    <div className={styles.imageArea}>
      {recognition.image ? (
        <ImagePreview image={recognition.image} overlay={overlay} />
      ) : (
        <UploadBox
          accept={IMAGE_ACCEPT}
          maxSize={maxImageBytes(tool)}
          compress={RECOGNITION_COMPRESS}
          busy={recognition.preparing}
          beforeSelect={() => ensureCompliance()}
          onFiles={(files) => void recognition.choose(files[0])}
          onReject={(reason) => recognition.refuse(reason === 'fileTooLarge' ? 'fileTooLarge' : 'notAnImage')}
        />
      )}
      <EquityTip scene={tool.scene} />
      {children}
    </div>
  );
}
