import { REQ_TYPES, type ToolMeta, type WordRestoreResult } from '@toolhub/contracts';
import { RecognitionScreen } from '@toolhub/ui';
import type { ImageResult } from '../result-image/result';
import { ResultImagePanel } from '../result-image/ResultImagePanel';
import { useT } from './messages';
import { readRestoration, restorationFacts } from './result';

/**
 * Word restoration: the generic recognition screen asking for WordRestore, its result the
 * document straightened, evenly lit and sharpened, beside the original and ready to download.
 */
export default function WordRestore({ tool }: { tool: ToolMeta }) {
  const t = useT();
  return (
    <RecognitionScreen<ImageResult<WordRestoreResult>>
      tool={tool}
      subReqType={REQ_TYPES.WordRestore}
      readResult={readRestoration}
      renderResult={({ data, file }, image) => <ResultImagePanel title={t('resultTitle')} facts={restorationFacts(data, t)} file={file} original={image} />}
    />
  );
}
