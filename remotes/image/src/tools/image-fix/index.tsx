import { IMAGE_EFFECT_TYPES, IMAGE_FIX_MAX_OUTPUT_PIXELS, type ImageFixInput, type ToolMeta } from '@toolhub/contracts';
import { SegmentedControl, Switch } from '@toolhub/ui';
import { useState } from 'react';
import { EffectScreen } from '../../shared/EffectScreen';
import { useT } from './messages';

type Scale = '2' | '4';

/** Image fix: a small or blurry photo enlarged 2× or 4× by a super-resolution network, noise and JPEG blocks smoothed first. */
export default function ImageFix({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const [scale, setScale] = useState<Scale>('2');
  const [denoise, setDenoise] = useState(true);
  return (
    <EffectScreen
      tool={tool}
      type={IMAGE_EFFECT_TYPES.ImageFix}
      options={
        <>
          <SegmentedControl<Scale> label={t('scale')} block value={scale} onChange={setScale} options={[{ value: '2', label: t('x2') }, { value: '4', label: t('x4') }]} />
          <Switch checked={denoise} onChange={setDenoise}>
            {t('denoise')}
          </Switch>
        </>
      }
      note={t('how') + t('limit', { megapixels: Math.round(IMAGE_FIX_MAX_OUTPUT_PIXELS / 1e6) })}
      actionLabel={t('run')}
      input={(stored): ImageFixInput => ({ ...stored, scale: scale === '4' ? 4 : 2, denoise })}
      facts={({ result }) => [t('enlarged', { width: result.Width, height: result.Height, scale: Math.round(result.Width / result.InputWidth) })]}
    />
  );
}
