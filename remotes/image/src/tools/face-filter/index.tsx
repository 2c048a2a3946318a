import { FACE_STICKERS, IMAGE_EFFECT_TYPES, type FaceFilterInput, type FaceSticker, type ToolMeta } from '@toolhub/contracts';
import { RadioGroup, Slider } from '@toolhub/ui';
import { useState } from 'react';
import { EffectScreen } from '../../shared/EffectScreen';
import { useT } from './messages';

type Strength = 'smooth' | 'brighten' | 'slim' | 'eyes';
const STRENGTHS: readonly Strength[] = ['smooth', 'brighten', 'slim', 'eyes'];
/** Where each slider starts: a light touch-up that shows, no warp until asked. */
const START: Record<Strength, number> = { smooth: 50, brighten: 30, slim: 0, eyes: 0 };

/** Face filters: skin smoothing and brightening, slimming and bigger eyes by landmark warps, and stickers on the face. */
export default function FaceFilter({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const [strength, setStrength] = useState(START);
  const [sticker, setSticker] = useState<FaceSticker>('none');
  return (
    <EffectScreen
      tool={tool}
      type={IMAGE_EFFECT_TYPES.FaceFilter}
      options={
        <>
          {STRENGTHS.map((name) => (
            <Slider
              key={name}
              label={t(name)}
              min={0}
              max={100}
              step={5}
              value={strength[name]}
              onChange={(value) => setStrength((current) => ({ ...current, [name]: value }))}
            />
          ))}
          <RadioGroup label={t('sticker')} value={sticker} onChange={setSticker} options={FACE_STICKERS.map((value) => ({ value, label: t(value) }))} />
        </>
      }
      note={t('how')}
      actionLabel={t('run')}
      input={(stored): FaceFilterInput => ({ ...stored, ...strength, sticker })}
      facts={({ result }) => (result.Found === undefined ? [] : [t('faces', { count: result.Found })])}
    />
  );
}
