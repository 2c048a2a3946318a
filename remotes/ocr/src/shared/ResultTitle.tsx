import type { ReactNode } from 'react';
import { CopyButton } from './CopyButton';
import styles from './shared.module.css';

/** A result's heading with how much was found beside it, quieter ('识别结果 共 3 行'). */
export function countedTitle(title: string, count: string) {
  return (
    <>
      {title}
      <span className={styles.count}>{count}</span>
    </>
  );
}

/** The texts of a result's heading and its 'copy all', in a tool's own messages. */
type CopyAllTexts = (key: 'resultTitle' | 'copyAll' | 'copied' | 'copyFailed') => string;

/**
 * The title row of a result to copy whole (the text's lines, the invoice's fields): the heading
 * with how much was found, 'copy all', then any other action of the tool's.
 */
export function copyAllHead(t: CopyAllTexts, count: string, text: () => string, more?: ReactNode) {
  return {
    title: countedTitle(t('resultTitle'), count),
    actions: (
      <>
        <CopyButton text={text} copied={t('copied')} failed={t('copyFailed')}>
          {t('copyAll')}
        </CopyButton>
        {more}
      </>
    ),
  };
}
