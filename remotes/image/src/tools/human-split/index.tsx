import { ID_PHOTO_COLOURS, ID_PHOTO_SIZES, IMAGE_EFFECT_TYPES, type HumanSplitInput, type IdPhotoSize, type ToolMeta } from '@toolhub/contracts';
import { RadioGroup, SegmentedControl } from '@toolhub/ui';
import { useState, type ReactNode } from 'react';
import { EffectScreen } from '../../shared/EffectScreen';
import { usePicture } from '../../shared/use-picture';
import { BackgroundPicker } from './BackgroundPicker';
import { useT } from './messages';
import styles from './human-split.module.css';

const USES = ['transparent', 'colour', 'image', 'idPhoto'] as const;
type Use = (typeof USES)[number];
const SIZES: readonly IdPhotoSize[] = ['oneInch', 'twoInch'];
type IdColour = keyof typeof ID_PHOTO_COLOURS;
const ID_COLOURS = Object.keys(ID_PHOTO_COLOURS) as IdColour[];

/** A colour's name with a sample of it. */
function Swatch({ colour, children }: { colour: string; children: ReactNode }) {
  return (
    <span className={styles.swatchLabel}>
      <span className={styles.swatch} style={{ background: colour }} aria-hidden="true" />
      {children}
    </span>
  );
}

/** Human split: the person cut out onto transparency, a colour or another picture — or made into an ID photo. */
export default function HumanSplit({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const [use, setUse] = useState<Use>('transparent');
  const [colour, setColour] = useState<string>(ID_PHOTO_COLOURS.blue);
  const [size, setSize] = useState<IdPhotoSize>('oneInch');
  const background = usePicture(tool);
  const needsColour = use === 'colour' || use === 'idPhoto';
  const [otherColour, setOtherColour] = useState(false);
  // An ID photo takes one of the three; another colour is for a plain new background.
  const idColour = ID_COLOURS.find((name) => ID_PHOTO_COLOURS[name] === colour) ?? 'blue';
  const colourChoice: IdColour | 'other' = use === 'colour' && otherColour ? 'other' : idColour;
  const sentColour = colourChoice === 'other' ? colour : ID_PHOTO_COLOURS[idColour];

  return (
    <EffectScreen
      tool={tool}
      type={IMAGE_EFFECT_TYPES.HumanSplit}
      options={
        <>
          <SegmentedControl<Use> label={t('use')} block value={use} onChange={setUse} options={USES.map((value) => ({ value, label: t(value) }))} />
          {needsColour && (
            <RadioGroup<IdColour | 'other'>
              label={t('backgroundColour')}
              value={colourChoice}
              onChange={(name) => (name === 'other' ? setOtherColour(true) : (setOtherColour(false), setColour(ID_PHOTO_COLOURS[name])))}
              options={[
                ...ID_COLOURS.map((name) => ({ value: name, label: <Swatch colour={ID_PHOTO_COLOURS[name]}>{t(name)}</Swatch> })),
                ...(use === 'colour' ? [{ value: 'other' as const, label: <Swatch colour={colour}>{t('otherColour')}</Swatch> }] : []),
              ]}
            />
          )}
          {use === 'colour' && colourChoice === 'other' && (
            <input className={styles.picker} type="color" aria-label={t('otherColour')} value={colour} onChange={(event) => setColour(event.target.value.toLowerCase())} />
          )}
          {use === 'idPhoto' && (
            <RadioGroup
              variant="card"
              label={t('size')}
              value={size}
              onChange={setSize}
              options={SIZES.map((value) => {
                const spec = ID_PHOTO_SIZES[value];
                return { value, label: t(value), hint: t(`${value}Hint`, { width: spec.widthMm, height: spec.heightMm, pixels: `${spec.width} × ${spec.height} px` }) };
              })}
            />
          )}
          {use === 'image' && <BackgroundPicker background={background} label={t('backgroundImage')} />}
        </>
      }
      note={t('how')}
      actionLabel={t('run')}
      blocker={use === 'image' && !background.stored ? t('chooseBackground') : undefined}
      input={(stored): HumanSplitInput => {
        if (use === 'image' && background.stored) return { ...stored, background: 'image', backgroundFile: background.stored.file };
        if (use === 'idPhoto') return { ...stored, background: 'colour', colour: sentColour, idPhoto: size };
        if (use === 'colour') return { ...stored, background: 'colour', colour: sentColour };
        return { ...stored, background: 'transparent' };
      }}
      facts={({ result }) => [
        ...(result.Found === undefined ? [] : [t('person', { percent: Math.round(result.Found) })]),
        ...(use === 'idPhoto' ? [t('idPhotoMade', { size: t(size), width: result.Width, height: result.Height })] : []),
        ...(use === 'transparent' ? [t('transparentMade')] : []),
      ]}
    />
  );
}
