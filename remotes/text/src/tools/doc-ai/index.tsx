import { QUESTION_MAX_CHARS, TEXT_TYPES, docAiResultSchema, type DocAiInput, type DocAiQuote, type ToolMeta } from '@toolhub/contracts';
import { clickEquityTip, useEquityTip } from '@toolhub/sdk';
import { Button, EquityTipBar, Field, GateNotice, Input, Panel, ResultArea, useChargingGate } from '@toolhub/ui';
import { useState } from 'react';
import { useT as useFamilyT } from '../../messages';
import { CopyButton } from '../../shared/CopyButton';
import { DocumentPicker } from '../../shared/DocumentPicker';
import { useDocument } from '../../shared/use-document';
import { useTextTask } from '../../shared/use-text-task';
import styles from '../../shared/text.module.css';
import { useT } from './messages';

function Where({ quote }: { quote: DocAiQuote }) {
  const t = useT();
  return <span className={styles.where}>{quote.Page ? t('where_page', { page: quote.Page, paragraph: quote.Paragraph }) : t('where_paragraph', { paragraph: quote.Paragraph })}</span>;
}

/**
 * Document questions: upload a PDF or Word document once, ask as many questions as you like.
 * The answer is quoted from the document with the page and paragraph it comes from, and the
 * screen says how it was found (retrieval, or the language model ops connected).
 */
export default function DocAi({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const family = useFamilyT();
  const [question, setQuestion] = useState('');
  const [touched, setTouched] = useState(false);
  const document = useDocument(tool);
  const gate = useChargingGate(tool);
  const tip = useEquityTip(tool.scene);
  const task = useTextTask(tool, TEXT_TYPES.DocAi, docAiResultSchema);
  const asked = question.trim();
  const questionError = !asked ? t('questionEmpty') : [...asked].length > QUESTION_MAX_CHARS ? t('questionTooLong', { max: QUESTION_MAX_CHARS }) : undefined;
  const fileError = !document.chosen ? family('chooseFirst') : !document.stored ? family('waitForUpload') : undefined;

  const run = () => {
    setTouched(true);
    if (gate !== 'open' || questionError || fileError || task.running) return;
    const input: DocAiInput = { file: document.stored!.file, name: document.stored!.name, question: asked };
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
          <DocumentPicker document={document} disabled={task.running} />
          {touched && fileError && <p className={styles.error}>{fileError}</p>}
          <Field label={t('question')} hint={t('questionHint', { max: QUESTION_MAX_CHARS })} error={touched ? questionError : undefined} required>
            {(control) => <Input {...control} value={question} maxLength={QUESTION_MAX_CHARS} placeholder={t('questionPlaceholder')} onChange={(event) => setQuestion(event.target.value)} />}
          </Field>
        </Panel>
        <Button type="submit" block loading={task.running || gate === 'checking'} disabled={gate === 'needsLogin' || gate === 'usedUp'}>
          {t('run')}
        </Button>
        <GateNotice gate={gate} texts={{ needsLogin: family('needsLogin'), usedUp: family('usedUp') }} />
        {tip.text && <EquityTipBar text={tip.text} onClick={() => void clickEquityTip()} />}
      </form>

      <ResultArea className={styles.result} title={t('resultTitle')} state={task.area} progress={task.progress} busyText={t('busy')} error={task.error} actions={done && <CopyButton text={done.Answer} />}>
        {done && (
          <div className={styles.stack}>
            <blockquote className={styles.summary}>
              <p className={styles.answer}>{done.Answer}</p>
              {done.Engine === 'bm25' && done.Quotes[0] && <Where quote={done.Quotes[0]} />}
            </blockquote>
            <p className={styles.note}>{done.Engine === 'llm' ? t('engine_llm') : t('engine_bm25')}</p>
            <h3 className={styles.note}>{t('quotes')}</h3>
            <ol className={styles.stack}>
              {done.Quotes.map((quote, index) => (
                <li key={index}>
                  <blockquote className={styles.quote}>
                    {quote.Text}
                    <Where quote={quote} />
                  </blockquote>
                </li>
              ))}
            </ol>
            <p className={styles.note}>{t('passages', { passages: done.Passages })}</p>
          </div>
        )}
      </ResultArea>
    </div>
  );
}
