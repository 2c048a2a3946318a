import {
  SPEECH_TYPES,
  TTS_FORMATS,
  TTS_MAX_CHARS,
  TTS_PITCH,
  TTS_SPEED,
  TTS_VOICES,
  ttsResultSchema,
  type TaskFile,
  type ToolMeta,
  type TtsFormat,
  type TtsInput,
  type TtsResult,
  type TtsVoice,
} from '@toolhub/contracts';
import { clickEquityTip, useEquityTip } from '@toolhub/sdk';
import { Button, DownloadCard, EquityTipBar, Field, GateNotice, Panel, RadioGroup, ResultArea, SegmentedControl, Slider, TextArea, useChargingGate, useToolTask } from '@toolhub/ui';
import { useState } from 'react';
import { describeFailure, type SpeechFailureName } from '../../failures';
import { useT as useFamilyT } from '../../messages';
import styles from '../../speech.module.css';
import { useT } from './messages';

interface Speech {
  result: TtsResult;
  audio: TaskFile;
}

/**
 * Text to speech: Chinese and English text read aloud on this server, with voice, speed, pitch
 * and format; the audio plays in the page and downloads. The engine that read it is named as
 * it is — espeak-ng's robotic Mandarin included.
 */
export default function TextToSpeech({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const family = useFamilyT();
  const [text, setText] = useState('');
  const [voice, setVoice] = useState<TtsVoice>('auto');
  const [speed, setSpeed] = useState<number>(TTS_SPEED.default);
  const [pitch, setPitch] = useState<number>(TTS_PITCH.default);
  const [format, setFormat] = useState<TtsFormat>('mp3');
  const [touched, setTouched] = useState(false);
  const gate = useChargingGate(tool);
  const tip = useEquityTip(tool.scene);
  const task = useToolTask<Speech, SpeechFailureName>(tool, SPEECH_TYPES.TextToSpeech, {
    read: (data, files) => {
      const result = ttsResultSchema.safeParse(data);
      const [audio] = files;
      return result.success && audio ? { result: result.data, audio } : undefined;
    },
    describe: (message) => describeFailure(message, tool.name),
  });
  const { state } = task;
  const running = state.status === 'running';
  const length = [...text].length;
  const textError = !text.trim() ? t('textEmpty') : length > TTS_MAX_CHARS ? t('textTooLong', { max: TTS_MAX_CHARS }) : undefined;

  const run = () => {
    setTouched(true);
    if (gate !== 'open' || textError || running) return;
    const input: TtsInput = { text, voice, speed, pitch, format };
    void task.run(input);
  };

  const done = state.status === 'done' ? state.outcome : undefined;
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
          <Field label={t('text')} hint={t('textHint', { max: TTS_MAX_CHARS })} error={touched ? textError : undefined} required>
            {(control) => <TextArea {...control} rows={7} value={text} placeholder={t('placeholder')} onChange={(event) => setText(event.target.value)} />}
          </Field>
          <p className={styles.count} aria-live="polite">
            {t('count', { count: length, max: TTS_MAX_CHARS })}
          </p>
          <RadioGroup
            variant="card"
            label={t('voice')}
            value={voice}
            onChange={setVoice}
            options={TTS_VOICES.map((value) => ({ value, label: t(value), hint: t(`${value}Hint`) }))}
          />
          <Slider label={t('speed')} min={TTS_SPEED.min} max={TTS_SPEED.max} step={0.1} value={speed} onChange={setSpeed} format={(value) => `${value.toFixed(1)}×`} />
          <Slider label={t('pitch')} min={TTS_PITCH.min} max={TTS_PITCH.max} step={1} value={pitch} onChange={setPitch} format={(value) => t('semitones', { value: value > 0 ? `+${value}` : String(value) })} />
          <Field label={t('format')}>{() => <SegmentedControl label={t('format')} value={format} onChange={setFormat} options={TTS_FORMATS.map((value) => ({ value, label: value.toUpperCase() }))} />}</Field>
        </Panel>
        <p className={styles.quiet}>{t('engineNote')}</p>
        <Button type="submit" block loading={running || gate === 'checking'} disabled={gate === 'needsLogin' || gate === 'usedUp'}>
          {done ? t('again') : t('run')}
        </Button>
        <GateNotice gate={gate} texts={{ needsLogin: family('needsLogin'), usedUp: family('usedUp') }} />
        {tip.text && <EquityTipBar text={tip.text} onClick={() => void clickEquityTip()} />}
      </form>

      <div className={styles.result}>
        <ResultArea
          title={t('resultTitle')}
          state={state.status === 'idle' ? 'empty' : state.status === 'running' ? 'busy' : state.status === 'failed' ? 'error' : 'ready'}
          progress={state.status === 'running' ? state.progress : undefined}
          busyText={t('working')}
          error={state.status === 'failed' ? state.message : undefined}
        >
          {done && (
            <div className={styles.stack}>
              <audio className={styles.player} controls src={done.audio.url} aria-label={t('player')} />
              <p className={styles.quiet}>{t('madeBy', { engines: done.result.Engines.map((engine) => t(`engine_${engine}`)).join('、'), voices: done.result.Voices.join('、') })}</p>
              <p className={styles.quiet}>{t('length', { sentences: done.result.Sentences, seconds: done.result.Duration.toFixed(1) })}</p>
              <DownloadCard primary name={done.audio.name} type={done.result.Format === 'mp3' ? 'audio/mpeg' : 'audio/wav'} href={done.audio.url} downloadLabel={family('download')} />
              <details>
                <summary className={styles.quiet}>{t('spoken')}</summary>
                <p className={styles.quiet}>{done.result.Spoken}</p>
              </details>
            </div>
          )}
        </ResultArea>
      </div>
    </div>
  );
}
