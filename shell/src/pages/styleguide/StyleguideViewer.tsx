import { useState } from 'react';
import { LOCALES, useLocale, type Locale } from '@toolhub/sdk';
import { SegmentedControl } from '@toolhub/ui';
import { FRAME_WIDTHS, frameUrl, type Scheme } from './frames';
import { useT } from './messages';
import styles from './StyleguideViewer.module.css';

const LANGUAGE_NAMES: Record<Locale, string> = { 'zh-CN': '中文', en: 'English' };

/** The style guide's own page: what to show, and the specimens framed at both widths. */
export function StyleguideViewer() {
  const t = useT();
  const [lang, setLang] = useState<Locale>(useLocale());
  const [scheme, setScheme] = useState<Scheme>(() => (window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
  const src = frameUrl({ lang, scheme });
  return (
    <main className={styles.page} data-th-scheme={scheme}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        <div className={styles.controls}>
          <SegmentedControl label={t('language')} options={LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))} value={lang} onChange={setLang} />
          <SegmentedControl
            label={t('scheme')}
            options={[
              { value: 'light', label: t('light') },
              { value: 'dark', label: t('dark') },
            ]}
            value={scheme}
            onChange={setScheme}
          />
        </div>
      </header>
      <div className={styles.frames}>
        {(['desktop', 'phone'] as const).map((width) => (
          <figure key={width} className={styles.figure}>
            <figcaption className={styles.caption}>{t(width === 'desktop' ? 'desktopFrame' : 'phoneFrame', { width: FRAME_WIDTHS[width] })}</figcaption>
            <iframe
              className={styles.frame}
              data-frame={width}
              title={t(width === 'desktop' ? 'desktopFrame' : 'phoneFrame', { width: FRAME_WIDTHS[width] })}
              src={src}
              style={{ width: FRAME_WIDTHS[width] }}
            />
          </figure>
        ))}
      </div>
    </main>
  );
}
