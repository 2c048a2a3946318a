import type { ReactNode } from 'react';
import { useT } from '../messages';
import type { PreviewImage } from './image-file';
import styles from './RecognitionScreen.module.css';

/**
 * The chosen image, as large as the column allows. The overlay layer covers exactly the
 * drawn image, so a tool can draw in the image's own pixels (an SVG with a viewBox of the
 * natural size) and stay aligned at any scale.
 */
export function ImagePreview({ image, overlay }: { image: PreviewImage; overlay?: ReactNode }) {
  const t = useT();
  return (
    <figure className={styles.preview}>
      <div className={styles.previewImageBox}>
        <img className={styles.previewImage} src={image.url} width={image.width} height={image.height} alt={t('imagePreview', { name: image.name })} />
        {overlay && <div className={styles.overlay}>{overlay}</div>}
      </div>
    </figure>
  );
}
