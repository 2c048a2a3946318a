import { ANIME_STYLES, IMAGE_EFFECT_TYPES, type AnimeFilterInput, type AnimeStyle, type ToolMeta } from '@toolhub/contracts';
import { RadioGroup, cardsOf } from '@toolhub/ui';
import { useState } from 'react';
import { EffectScreen } from '../../shared/EffectScreen';
import { useT } from './messages';

/** The anime filter: a photo as cel animation, comic ink or a pencil sketch — a classical stylisation, said so on the screen. */
export default function AnimeFilter({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const [style, setStyle] = useState<AnimeStyle>('cel');
  return (
    <EffectScreen
      tool={tool}
      type={IMAGE_EFFECT_TYPES.AnimeFilter}
      options={<RadioGroup variant="card" label={t('style')} value={style} onChange={setStyle} options={cardsOf(ANIME_STYLES, t)} />}
      note={t('how')}
      actionLabel={t('run')}
      input={(stored): AnimeFilterInput => ({ ...stored, style })}
      facts={({ result }) => [t('made', { style: t(style), width: result.Width, height: result.Height })]}
    />
  );
}
