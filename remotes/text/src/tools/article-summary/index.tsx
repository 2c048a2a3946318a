import { SUMMARY_LENGTHS, SUMMARY_MAX_CHARS, SUMMARY_MIN_CHARS, TEXT_TYPES, summaryResultSchema, type SummaryInput, type SummaryLength, type SummaryResult, type ToolMeta } from '@toolhub/contracts';
import { clickEquityTip, useEquityTip } from '@toolhub/sdk';
import { Button, EquityTipBar, Field, GateNotice, Input, Panel, ResultArea, SegmentedControl, TextArea, useChargingGate } from '@toolhub/ui';
import { Fragment, useState } from 'react';
import { useT as useFamilyT } from '../../messages';
import { CopyButton } from '../../shared/CopyButton';
import { DocumentPicker } from '../../shared/DocumentPicker';
import { useDocument } from '../../shared/use-document';
import { useTextTask } from '../../shared/use-text-task';
import styles from '../../shared/text.module.css';
import { useT } from './messages';

const SOURCES = ['text', 'file', 'url'] as const;
type Source = (typeof SOURCES)[number];
const countOf = (text: string) => [...text.replace(/\s+/g, '')].length;
export const isWebAddress = (text: string) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(text.trim());

/** The original with its key sentences marked, paragraph by paragraph. */
function Original({ result }: { result: SummaryResult }) {
  const t = useT();
  const paragraphs = new Map<number, SummaryResult['Sentences']>();
  for (const sentence of result.Sentences) paragraphs.set(sentence.Paragraph, [...(paragraphs.get(sentence.Paragraph) ?? []), sentence]);
  const joiner = result.Language === 'zh' ? '' : ' ';
  return (
    <section className={styles.stack} aria-label={t('original')}>
      <h3 className={styles.note}>{t('original')}</h3>
      {[...paragraphs.values()].map((sentences, index) => (
        <p key={index} className={styles.original}>
          {sentences.map((sentence, at) => (
            <Fragment key={at}>
              {at > 0 && joiner}
              {sentence.Key ? (
                <mark className={styles.key}>
                  <span className="th-visually-hidden">{t('keySentence')}：</span>
                  {sentence.Text}
                </mark>
              ) : (
                sentence.Text
              )}
            </Fragment>
          ))}
        </p>
      ))}
    </section>
  );
}

/**
 * Article summary: a pasted text, an uploaded document or a web address; a length; the key
 * sentences as the summary, and the original with them marked. The screen says the summary
 * is extractive — every sentence is the original's.
 */
export default function ArticleSummary({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const family = useFamilyT();
  const [source, setSource] = useState<Source>('text');
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const [length, setLength] = useState<SummaryLength>('medium');
  const [touched, setTouched] = useState(false);
  const document = useDocument(tool);
  const gate = useChargingGate(tool);
  const tip = useEquityTip(tool.scene);
  const task = useTextTask(tool, TEXT_TYPES.Summary, summaryResultSchema);

  const count = countOf(text);
  const textError = !count ? t('textEmpty') : count < SUMMARY_MIN_CHARS ? t('textTooShort', { min: SUMMARY_MIN_CHARS }) : count > SUMMARY_MAX_CHARS ? t('textTooLong', { max: SUMMARY_MAX_CHARS }) : undefined;
  const urlError = isWebAddress(url) ? undefined : t('urlInvalid');
  const fileError = !document.chosen ? family('chooseFirst') : !document.stored ? family('waitForUpload') : undefined;
  const sourceError = source === 'text' ? textError : source === 'url' ? urlError : fileError;

  const run = () => {
    setTouched(true);
    if (gate !== 'open' || sourceError || task.running) return;
    const input: SummaryInput = source === 'text' ? { text, length } : source === 'url' ? { url: url.trim(), length } : { file: document.stored!.file, name: document.stored!.name, length };
    void task.run(input);
  };
  const done = task.state.status === 'done' ? task.state.outcome.result : undefined;

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
        <Panel as="fieldset" variant="bordered" disabled={task.running}>
          <SegmentedControl label={t('source')} block value={source} onChange={setSource} options={SOURCES.map((value) => ({ value, label: t(`source_${value}`) }))} />
          {source === 'text' && (
            <Field label={t('text')} hint={t('textHint', { count, max: SUMMARY_MAX_CHARS })} error={touched ? textError : undefined} required>
              {(control) => <TextArea {...control} value={text} rows={8} placeholder={t('textPlaceholder')} onChange={(event) => setText(event.target.value)} />}
            </Field>
          )}
          {source === 'url' && (
            <Field label={t('url')} error={touched ? urlError : undefined} required>
              {(control) => <Input {...control} type="url" inputMode="url" value={url} placeholder={t('urlPlaceholder')} onChange={(event) => setUrl(event.target.value)} />}
            </Field>
          )}
          {source === 'file' && (
            <>
              <DocumentPicker document={document} disabled={task.running} />
              {touched && fileError && <p className={styles.error}>{fileError}</p>}
            </>
          )}
          <SegmentedControl label={t('length')} block value={length} onChange={setLength} options={SUMMARY_LENGTHS.map((value) => ({ value, label: t(`length_${value}`) }))} />
        </Panel>
        <Button type="submit" block loading={task.running || gate === 'checking'} disabled={gate === 'needsLogin' || gate === 'usedUp'}>
          {done ? t('again') : t('run')}
        </Button>
        <GateNotice gate={gate} texts={{ needsLogin: family('needsLogin'), usedUp: family('usedUp') }} />
        {tip.text && <EquityTipBar text={tip.text} onClick={() => void clickEquityTip()} />}
        <p className={styles.note}>{t('extractive')}</p>
      </form>

      <ResultArea className={styles.result} title={t('resultTitle')} state={task.area} progress={task.progress} busyText={t('busy')} error={task.error} actions={done && <CopyButton text={done.Summary} />}>
        {done && (
          <div className={styles.stack}>
            {done.Title && <h3 className={styles.answer}>{done.Title}</h3>}
            <p className={styles.summary}>{done.Summary}</p>
            <p className={styles.note}>{t('stats', { characters: done.Characters, sentences: done.Sentences.length, keys: done.Sentences.filter((sentence) => sentence.Key).length })}</p>
            {done.Keywords.length > 0 && <p className={styles.note}>{t('keywords', { words: done.Keywords.join('、') })}</p>}
            <Original result={done} />
          </div>
        )}
      </ResultArea>
    </div>
  );
}
