import { RecognitionScreen, type RecognitionScreenProps } from '@toolhub/ui';
import type { ImageResult } from './result';
import { ResultImagePanel, resultImageHead } from './ResultImagePanel';

export interface ImageResultScreenProps<D> extends Pick<RecognitionScreenProps<ImageResult<D>>, 'tool' | 'subReqType' | 'readResult'> {
  /** The result's heading ('修复结果'). */
  title: string;
  /** What was done, in the visitor's words, from the engine's figures. */
  facts: (data: D) => string[];
}

/** The recognition screen of a tool whose result is an image: the image the engine wrote, beside the original, to download. */
export function ImageResultScreen<D>({ title, facts, ...screen }: ImageResultScreenProps<D>) {
  return (
    <RecognitionScreen<ImageResult<D>>
      {...screen}
      renderHead={({ file }) => resultImageHead(title, file)}
      renderResult={({ data, file }, image) => <ResultImagePanel facts={facts(data)} file={file} original={image} />}
    />
  );
}
