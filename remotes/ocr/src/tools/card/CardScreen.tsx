import { CARD_SIDES_OF, type CardType, type ToolMeta } from '@toolhub/contracts';
import { Button, RecognitionScreen } from '@toolhub/ui';
import { t, useT } from './messages';
import { fieldNameOf, useFieldName } from './field-names';
import { downloadFieldsCsv, fieldsText, readNameValues, type NameValueField } from '../../shared/name-values';
import { NameValueTable } from '../../shared/NameValueTable';
import { copyAllHead } from '../../shared/ResultTitle';
import styles from './card.module.css';

/** What differs between the card tools: the result's title and the download's name. */
export interface CardTexts {
  title: 'idCardTitle' | 'bankCardTitle' | 'businessLicenceTitle';
  file: 'idCardFile' | 'bankCardFile' | 'businessLicenceFile';
}

/** The fields with their names in the page's language, as copied and downloaded. */
const named = (fields: readonly NameValueField[]) => fields.map((field) => ({ ...field, name: fieldNameOf(field.name) }));

/** The result's title row: the card's title and how many fields, 'copy all' and the CSV download. */
const cardFieldsHead = (texts: CardTexts) => (fields: readonly NameValueField[]) =>
  copyAllHead(
    (key) => (key === 'resultTitle' ? t(texts.title) : t(key)),
    t('fieldCount', { count: fields.length }),
    () => fieldsText(named(fields), t('uncertain')),
    <Button variant="outline" size="sm" onClick={() => downloadFieldsCsv(named(fields), { fieldName: t('fieldName'), fieldValue: t('fieldValue'), checkColumn: t('checkColumn'), uncertain: t('uncertain') }, t(texts.file))}>
      {t('downloadCsv')}
    </Button>,
  );

/** A card's fields as a two-column table; a field the card's own checks contradict is marked to be checked against the card. */
export function CardFields({ fields, title }: { fields: readonly NameValueField[]; title: CardTexts['title'] }) {
  const t = useT();
  const nameOf = useFieldName();
  return (
    <NameValueTable
      fields={fields.map((field) => ({ ...field, name: nameOf(field.name) }))}
      texts={{ title: t(title), fieldName: t('fieldName'), fieldValue: t('fieldValue'), uncertain: t('uncertain'), uncertainNote: t('uncertainNote') }}
    />
  );
}

/** The ID card's hint beside its side selector: which side is which. */
function SidesHint() {
  const t = useT();
  return <p className={styles.hint}>{t('idCardSides')}</p>;
}

/**
 * The card recognitions' one screen (spec §2, the generic recognition screen): the recognition
 * of `cardType` asked for with the same upload, checks and charging as every recognition; for a
 * card with sides the side selector, FRONT first; the result the card's fields as a table.
 */
export function CardScreen({ tool, cardType, texts }: { tool: ToolMeta; cardType: CardType; texts: CardTexts }) {
  const sides = CARD_SIDES_OF[cardType];
  return (
    <RecognitionScreen<NameValueField[]>
      tool={tool}
      subReqType={cardType}
      cardSides={sides}
      options={sides ? <SidesHint /> : undefined}
      readResult={readNameValues}
      renderHead={cardFieldsHead(texts)}
      renderResult={(fields) => <CardFields fields={fields} title={texts.title} />}
    />
  );
}
