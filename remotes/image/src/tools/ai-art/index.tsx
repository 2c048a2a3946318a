import { ART_PROMPT_MAX, ART_STYLES, IMAGE_EFFECT_TYPES, aiArtResultSchema, type AiArtInput, type AiArtResult, type ArtStyle, type TaskFile, type ToolMeta } from '@toolhub/contracts';
import { clickEquityTip, useEquityTip } from '@toolhub/sdk';
import { Button, EquityTipBar, Field, GateNotice, Input, Panel, RadioGroup, ResultArea, buttonClassName, cardsOf, useChargingGate, useToolTask } from '@toolhub/ui';
import { useState } from 'react';
import { useT as useFamilyT } from '../../messages';
import { describeFailure, type EffectFailure } from '../../shared/failures';
import { useT } from './messages';
import styles from './ai-art.module.css';

interface Paintings {
  result: AiArtResult;
  files: TaskFile[];
}

/**
 * Painting from words (the spec's AI art, tool 49): a description and a style, four paintings
 * to pick from, each to download. Which engine painted them — the built-in procedural painter
 * or a Stable Diffusion model ops connected — is said under them, as it is.
 */
export default function AiArt({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const family = useFamilyT();
  const [prompt, setPrompt] = useState('');
  const [style, setStyle] = useState<ArtStyle>('ink');
  const [touched, setTouched] = useState(false);
  const gate = useChargingGate(tool);
  const tip = useEquityTip(tool.scene);
  const task = useToolTask<Paintings, EffectFailure>(tool, IMAGE_EFFECT_TYPES.AiArt, {
    read: (data, files) => {
      const result = aiArtResultSchema.safeParse(data);
      return result.success && files.length ? { result: result.data, files } : undefined;
    },
    describe: (message) => describeFailure(message, tool.name),
  });
  const { state } = task;
  const running = state.status === 'running';
  const text = prompt.trim();
  const promptError = !text ? t('promptEmpty') : [...prompt].length > ART_PROMPT_MAX ? t('promptTooLong', { max: ART_PROMPT_MAX }) : undefined;

  const run = () => {
    setTouched(true);
    if (gate !== 'open' || promptError || running) return;
    const input: AiArtInput = { prompt: text, style };
    void task.run(input);
  };

  return (
    <div className={styles.screen}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
      >
        <Panel as="fieldset" variant="bordered" disabled={running}>
          <Field label={t('prompt')} hint={t('promptHint', { max: ART_PROMPT_MAX })} error={touched ? promptError : undefined} required>
            {(control) => <Input {...control} value={prompt} maxLength={ART_PROMPT_MAX} placeholder={t('promptPlaceholder')} onChange={(event) => setPrompt(event.target.value)} />}
          </Field>
          <RadioGroup variant="card" label={t('style')} value={style} onChange={setStyle} options={cardsOf(ART_STYLES, t)} />
        </Panel>
        <Button type="submit" block loading={running || gate === 'checking'} disabled={gate === 'needsLogin' || gate === 'usedUp'}>
          {state.status === 'done' ? t('again') : t('run')}
        </Button>
        <GateNotice gate={gate} texts={{ needsLogin: family('needsLogin'), usedUp: family('usedUp') }} />
        {tip.text && <EquityTipBar text={tip.text} onClick={() => void clickEquityTip()} />}
      </form>

      <ResultArea
        className={styles.result}
        title={t('resultTitle')}
        state={state.status === 'idle' ? 'empty' : state.status === 'running' ? 'busy' : state.status === 'failed' ? 'error' : 'ready'}
        progress={state.status === 'running' ? state.progress : undefined}
        busyText={t('painting')}
        error={state.status === 'failed' ? state.message : undefined}
      >
        {state.status === 'done' && (
          <>
            <ul className={styles.grid}>
              {state.outcome.files.map((file, index) => (
                <li key={file.url}>
                  <figure className={styles.choice}>
                    <img src={file.url} alt={t('choiceAlt', { index: index + 1, prompt: text, style: t(state.outcome.result.Style) })} />
                    <figcaption className={styles.caption}>
                      <span>{t('choice', { index: index + 1 })}</span>
                      <a className={buttonClassName({ variant: 'text', size: 'sm' })} href={file.url} download={file.name}>
                        {t('download')}
                        <span className="th-visually-hidden"> {file.name}</span>
                      </a>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
            <p className={styles.caption}>{state.outcome.result.Engine === 'stable-diffusion' ? t('engine_stable-diffusion') : t('engine_procedural')}</p>
          </>
        )}
      </ResultArea>
    </div>
  );
}
