import { TEXT_TYPES, webPageResultSchema, type ToolMeta, type WebPageInput } from '@toolhub/contracts';
import { clickEquityTip, useEquityTip, useLocale } from '@toolhub/sdk';
import { Button, EquityTipBar, Field, GateNotice, Input, Panel, ResultArea, SegmentedControl, useChargingGate } from '@toolhub/ui';
import { useState } from 'react';
import { useT as useFamilyT } from '../../messages';
import { CopyButton } from '../../shared/CopyButton';
import { useTextTask } from '../../shared/use-text-task';
import styles from '../../shared/text.module.css';
import { useT } from './messages';

const isWebAddress = (text: string) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(text.trim());
const isWxArticle = (text: string) => /^https:\/\/mp\.weixin\.qq\.com\/s[/?]/i.test(text.trim());

/** A machine time (`2026-11-20T08:30:00+08:00`) as the visitor reads one, in their own zone; other dates as the page wrote them. */
function readableDate(published: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(published)) return published;
  const date = new Date(published);
  return Number.isNaN(date.getTime()) ? published : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * Web page / WeChat article: the readable article of an address — title, author, date, the
 * paragraphs and the images — without the page's menus and advertisements.
 */
export default function WebPage({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const family = useFamilyT();
  const locale = useLocale();
  const [kind, setKind] = useState<'web' | 'wx'>('web');
  const [url, setUrl] = useState('');
  const [touched, setTouched] = useState(false);
  const gate = useChargingGate(tool);
  const tip = useEquityTip(tool.scene);
  const task = useTextTask(tool, TEXT_TYPES.WebPage, webPageResultSchema);
  const urlError = kind === 'wx' ? (isWxArticle(url) ? undefined : t('wxInvalid')) : isWebAddress(url) ? undefined : t('urlInvalid');

  const run = () => {
    setTouched(true);
    if (gate !== 'open' || urlError || task.running) return;
    const input: WebPageInput = { url: url.trim(), ...(kind === 'wx' ? { wxOnly: true } : {}) };
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
          <SegmentedControl label={t('kind')} block value={kind} onChange={setKind} options={(['web', 'wx'] as const).map((value) => ({ value, label: t(`kind_${value}`) }))} />
          <Field label={t('url')} error={touched ? urlError : undefined} required>
            {(control) => <Input {...control} type="url" inputMode="url" value={url} placeholder={kind === 'wx' ? t('wxPlaceholder') : t('urlPlaceholder')} onChange={(event) => setUrl(event.target.value)} />}
          </Field>
        </Panel>
        <Button type="submit" block loading={task.running || gate === 'checking'} disabled={gate === 'needsLogin' || gate === 'usedUp'}>
          {t('run')}
        </Button>
        <GateNotice gate={gate} texts={{ needsLogin: family('needsLogin'), usedUp: family('usedUp') }} />
        {tip.text && <EquityTipBar text={tip.text} onClick={() => void clickEquityTip()} />}
        <p className={styles.note}>{t('safety')}</p>
      </form>

      <ResultArea className={styles.result} title={t('resultTitle')} state={task.area} progress={task.progress} busyText={t('busy')} error={task.error} actions={done && <CopyButton text={`${done.Title}\n\n${done.Text}`} />}>
        {done && (
          <article className={styles.stack}>
            <h3 className={styles.answer}>{done.Title}</h3>
            <p className={styles.note}>
              {[done.Author && t('author', { author: done.Author }), done.Published && t('published', { date: readableDate(done.Published, locale) }), done.SiteName && t('site', { site: done.SiteName })].filter(Boolean).join(' · ')}
            </p>
            {done.Paragraphs.map((paragraph, index) => (
              <p key={index} className={styles.original}>
                {paragraph}
              </p>
            ))}
            {done.Images.length > 0 && (
              <section aria-label={t('images', { count: done.Images.length })} className={styles.stack}>
                <h4 className={styles.note}>{t('images', { count: done.Images.length })}</h4>
                {/* Links, not pictures: the page's policy (CSP img-src) loads no third-party images, and the hub does not fetch them for the visitor. */}
                <ol className={styles.stack}>
                  {done.Images.map((image, index) => (
                    <li key={image}>
                      <a href={image} target="_blank" rel="noopener noreferrer nofollow" referrerPolicy="no-referrer">
                        {t('imageLink', { index: index + 1 })}
                      </a>
                    </li>
                  ))}
                </ol>
              </section>
            )}
            <a href={done.Url} target="_blank" rel="noopener noreferrer nofollow">
              {t('source')}
            </a>
          </article>
        )}
      </ResultArea>
    </div>
  );
}
