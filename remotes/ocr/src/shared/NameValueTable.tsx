import { useId } from 'react';
import { Badge } from '@toolhub/ui';
import type { NameValueField } from './name-values';
import shared from './shared.module.css';
import styles from './name-values.module.css';

/** The table's words, in the tool's messages. */
export interface NameValueTexts {
  /** The table's name ('发票信息'). */
  title: string;
  fieldName: string;
  fieldValue: string;
  /** The badge of a field to check ('待核对'). */
  uncertain: string;
  /** Why some fields are marked, and what to do: shown above the table when any is. */
  uncertainNote: string;
}

/**
 * Name/value pairs as a two-column table. A field the engine's checks contradict is not shown
 * as fact: its value carries a 'check this' badge and is described by a note that says why and
 * asks for it to be compared with the paper.
 */
export function NameValueTable({ fields, texts }: { fields: readonly NameValueField[]; texts: NameValueTexts }) {
  const noteId = useId();
  const anyUncertain = fields.some((field) => field.uncertain);
  return (
    <div className={shared.scroller}>
      {anyUncertain && (
        <p id={noteId} className={styles.note}>
          {texts.uncertainNote}
        </p>
      )}
      <table className={`${shared.table} ${styles.fields}`} aria-label={texts.title}>
        <thead>
          <tr>
            <th scope="col">{texts.fieldName}</th>
            <th scope="col">{texts.fieldValue}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field, index) => (
            <tr key={index}>
              <th scope="row">{field.name}</th>
              {field.uncertain ? (
                <td className={styles.uncertain} aria-describedby={noteId}>
                  <span className={styles.uncertainValue}>{field.value}</span> <Badge tone="warning">{texts.uncertain}</Badge>
                </td>
              ) : (
                <td>{field.value}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
