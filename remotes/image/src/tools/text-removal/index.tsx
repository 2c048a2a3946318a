import { IMAGE_EFFECT_TYPES, type ImageArea, type TextRemovalInput, type ToolMeta } from '@toolhub/contracts';
import { RadioGroup, cardsOf } from '@toolhub/ui';
import { useState } from 'react';
import { EffectScreen } from '../../shared/EffectScreen';
import { useT } from './messages';

const AREAS = ['whole', 'bottom', 'corner', 'top'] as const;
type AreaChoice = (typeof AREAS)[number];

/** Where each choice looks, as fractions of the picture: where captions, watermarks and titles sit. */
const AREA_OF: Record<AreaChoice, ImageArea | undefined> = {
  whole: undefined,
  bottom: { x: 0, y: 0.75, width: 1, height: 0.25 },
  corner: { x: 0.6, y: 0.75, width: 0.4, height: 0.25 },
  top: { x: 0, y: 0, width: 1, height: 0.25 },
};

/** Text removal: captions, watermarks and signs found by the text detector and painted over from their surroundings. */
export default function TextRemoval({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const [area, setArea] = useState<AreaChoice>('whole');
  return (
    <EffectScreen
      tool={tool}
      type={IMAGE_EFFECT_TYPES.TextRemoval}
      options={<RadioGroup variant="card" label={t('area')} value={area} onChange={setArea} options={cardsOf(AREAS, t)} />}
      note={t('how')}
      actionLabel={t('run')}
      input={(stored): TextRemovalInput => {
        const chosen = AREA_OF[area];
        return chosen ? { ...stored, area: chosen } : stored;
      }}
      facts={({ result }) => (result.Found === undefined ? [] : [t('removed', { count: result.Found })])}
    />
  );
}
