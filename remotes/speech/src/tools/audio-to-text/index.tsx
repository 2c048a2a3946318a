import {
  ASR_ACCEPT,
  ASR_LANGUAGES,
  ASR_MAX_BYTES,
  ASR_MAX_SECONDS,
  SPEECH_TYPES,
  asrResultSchema,
  type AsrInput,
  type AsrLanguage,
  type AsrResult,
  type TaskFile,
  type ToolMeta,
} from '@toolhub/contracts';
import { clickEquityTip, ensureCompliance, useEquityTip } from '@toolhub/sdk';
import { Button, DownloadCard, EquityTipBar, GateNotice, Panel, Progress, RadioGroup, ResultArea, UploadBox, formatBytes, useChargingGate, useToolTask } from '@toolhub/ui';
import { useState } from 'react';
import { describeFailure, type SpeechFailureName } from '../../failures';
import { useT as useFamilyT } from '../../messages';
import styles from '../../speech.module.css';
import { useT } from './messages';
import { useAsrOffers } from './use-asr-offers';
import { useAudioUpload } from './use-audio-upload';
import { useRecorder } from './use-recorder';

interface Transcript {
  result: AsrResult;
  files: TaskFile[];
}

/** `75.3` → `01:15`. */
const clock = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/**
 * Audio to text: a recording uploaded or made in the page (MediaRecorder), transcribed on
 * this server with timestamps; copy the text, download TXT or SRT. Which languages this server
 * transcribes is said before anything is uploaded; a language without a model is refused
 * uncharged.
 */
export default function AudioToText({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const family = useFamilyT();
  const [language, setLanguage] = useState<AsrLanguage>('en');
  const offers = useAsrOffers();
  const missing = ASR_LANGUAGES.filter((candidate) => !offers.some((offer) => offer.language === candidate));
  const [copied, setCopied] = useState(false);
  const gate = useChargingGate(tool);
  const tip = useEquityTip(tool.scene);
  const maxBytes = tool.maxsize ?? ASR_MAX_BYTES;
  const chosen = useAudioUpload(tool.toolid, maxBytes);
  const recorder = useRecorder((file) => void chosen.choose(file));
  const task = useToolTask<Transcript, SpeechFailureName>(tool, SPEECH_TYPES.AudioToText, {
    read: (data, files) => {
      const result = asrResultSchema.safeParse(data);
      return result.success ? { result: result.data, files } : undefined;
    },
    describe: (message) => describeFailure(message, tool.name),
  });
  const { state, reset } = task;
  const running = state.status === 'running';
  const upload = chosen.audio?.upload;
  const stored = upload?.phase === 'stored' ? upload.cosName : undefined;
  const waitingFor = !chosen.audio ? t('chooseFirst') : upload?.phase === 'uploading' ? t('waitForUpload') : undefined;

  const run = () => {
    if (gate !== 'open' || !stored || !chosen.audio || running) return;
    const input: AsrInput = { file: stored, name: chosen.audio.file.name, language };
    void task.run(input);
  };
  const startOver = () => {
    reset();
    chosen.clear();
    setCopied(false);
  };
  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  };

  const done = state.status === 'done' ? state.outcome : undefined;
  const recording = recorder.state.phase === 'recording' ? recorder.state : undefined;
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
          <RadioGroup
            variant="card"
            label={t('language')}
            value={language}
            onChange={setLanguage}
            options={ASR_LANGUAGES.map((value) => {
              const offer = offers.find((candidate) => candidate.language === value);
              return { value, label: t(value), hint: offer ? t(`hint_${offer.engine}`, { name: offer.name }) : t('hintMissing') };
            })}
          />
          <p className={styles.quiet}>
            {t('languagesNote', { languages: offers.map((offer) => t(`offer_${offer.engine}`, { language: t(offer.language) })).join(t('listJoin')) })}
            {missing.length > 0 && t('missingNote', { languages: missing.map((language) => t(language)).join(t('listJoin')) })}
          </p>
        </Panel>

        {chosen.audio ? (
          <div className={styles.stack}>
            <p>{t('chosen', { name: chosen.audio.file.name, size: formatBytes(chosen.audio.file.size) })}</p>
            {upload?.phase === 'uploading' && <Progress value={upload.ratio} label={t('uploading', { percent: Math.round(upload.ratio * 100) })} />}
            {upload?.phase === 'stored' && <p className={styles.quiet}>{t('uploaded')}</p>}
            {upload?.phase === 'failed' && (
              <p className={styles.alert} role="alert">
                {t('uploadFailed', { reason: upload.error })}
              </p>
            )}
          </div>
        ) : (
          <>
            <UploadBox accept={ASR_ACCEPT} maxSize={maxBytes} beforeSelect={() => ensureCompliance()} onReject={chosen.refuse} busy={chosen.converting} onFiles={([file]) => void chosen.choose(file)} />
            <p className={styles.quiet}>{t('limits', { minutes: ASR_MAX_SECONDS / 60, size: formatBytes(maxBytes) })}</p>
            <div className={styles.stack}>
              <p className={styles.quiet}>{t('orRecord')} · {t('micNote')}</p>
              <div className={styles.row}>
                {recording ? (
                  <>
                    <Button type="button" variant="outline" onClick={recorder.stop}>
                      {t('stopRecording')}
                    </Button>
                    <span className={styles.recording} aria-live="polite">
                      {t('recordingFor', { time: clock(recording.seconds) })}
                    </span>
                  </>
                ) : (
                  <Button type="button" variant="outline" loading={recorder.state.phase === 'asking'} onClick={() => void recorder.start()}>
                    {t('record')}
                  </Button>
                )}
              </div>
              {recorder.state.phase === 'asking' && <p className={styles.quiet}>{t('askingMic')}</p>}
              {recorder.state.phase === 'denied' && (
                <p className={styles.alert} role="alert">
                  {t('micDenied')}
                </p>
              )}
              {recorder.state.phase === 'unsupported' && (
                <p className={styles.alert} role="alert">
                  {t('micUnsupported')}
                </p>
              )}
            </div>
          </>
        )}
        {chosen.refusal && (
          <p className={styles.alert} role="alert">
            {chosen.refusal === 'fileTooLarge' ? t('fileTooLarge', { size: formatBytes(maxBytes) }) : chosen.refusal === 'cannotDecode' ? t('cannotDecode') : t('notAudio')}
          </p>
        )}

        <Button type="submit" block loading={running || gate === 'checking'} disabled={!stored || gate === 'needsLogin' || gate === 'usedUp'}>
          {t('run')}
        </Button>
        {!running && waitingFor && <p className={styles.quiet}>{waitingFor}</p>}
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
              <p className={styles.quiet}>{t(`engine_${done.result.Engine}`)}</p>
              <p className={styles.quiet}>{t('duration', { seconds: done.result.Duration.toFixed(1) })}</p>
              <ol className={styles.segments} aria-label={t('resultTitle')}>
                {done.result.Segments.map((segment, index) => (
                  <li key={index} className={styles.segment}>
                    <span className={styles.time}>{clock(segment.Start)}</span>
                    <span>{segment.Text}</span>
                  </li>
                ))}
              </ol>
              <div className={styles.row}>
                <Button type="button" variant="outline" onClick={() => void copy(done.result.Text)}>
                  {copied ? t('copied') : t('copy')}
                </Button>
              </div>
              {done.files.map((file) => (
                <DownloadCard key={file.name} name={file.name} type="text/plain" href={file.url} downloadLabel={file.name.endsWith('.srt') ? t('downloadSrt') : t('downloadTxt')} />
              ))}
            </div>
          )}
        </ResultArea>
        {(done || state.status === 'failed') && (
          <Button variant="outline" block onClick={startOver}>
            {t('newAudio')}
          </Button>
        )}
      </div>
    </div>
  );
}
