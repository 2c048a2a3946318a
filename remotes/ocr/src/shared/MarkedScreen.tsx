import { RecognitionScreen, type PreviewImage, type RecognitionScreenProps } from '@toolhub/ui';
import { useState, type ComponentType } from 'react';

/** The piece of a result marked in both places, the list and the image, and how to change it. */
export interface Marking<K> {
  active?: K;
  onActivate: (key: K | undefined) => void;
}

export interface MarkedScreenProps<T, K> extends Pick<RecognitionScreenProps<T>, 'tool' | 'subReqType' | 'readResult' | 'renderHead'> {
  /** The result beside the image (the list of lines, objects, cells). */
  Result: ComponentType<{ result: T } & Marking<K>>;
  /** The result's boxes over the image. */
  Overlay: ComponentType<{ result: T; image: PreviewImage } & Marking<K>>;
}

/**
 * The recognition screen of a tool whose result is pieces of the image (lines, objects, table
 * cells): the pieces listed beside it and boxed over it, the one under the pointer or the
 * keyboard focus marked in both.
 */
export function MarkedScreen<T, K extends string | number>({ Result, Overlay, ...screen }: MarkedScreenProps<T, K>) {
  const [active, setActive] = useState<K>();
  return (
    <RecognitionScreen<T>
      {...screen}
      renderResult={(result) => <Result result={result} active={active} onActivate={setActive} />}
      renderOverlay={(result, image) => <Overlay result={result} image={image} active={active} onActivate={setActive} />}
    />
  );
}
