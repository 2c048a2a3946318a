import { REQ_TYPES, type ToolMeta } from '@toolhub/contracts';
import { ImageResultScreen } from '../result-image/ImageResultScreen';
import { useT } from './messages';
import { readRestoration, restorationFacts } from './result';

/**
 * Word restoration: the generic recognition screen asking for WordRestore, its result the
 * document straightened, evenly lit and sharpened, beside the original and ready to download.
 */
export default function WordRestore({ tool }: { tool: ToolMeta }) {
  const t = useT();
  return <ImageResultScreen tool={tool} subReqType={REQ_TYPES.WordRestore} readResult={readRestoration} title={t('resultTitle')} facts={(data) => restorationFacts(data, t)} />;
}
