/**
 * The chosen foods, each with its portion (an amount and a unit: grams or the food's own
 * measures), energy, macronutrients and source, and their total. Live: every change adds up again.
 */
import { IconButton, NumberInput, Select } from '@toolhub/ui';
import styles from '../../shared/life.module.css';
import { pictureOf } from './food-pictures';
import { useT } from './messages';
import { totalOfRows, worked, type ChosenFood } from './portions';

export function PortionTable({ rows, onChange, onRemove }: { rows: ChosenFood[]; onChange: (row: ChosenFood) => void; onRemove: (key: number) => void }) {
  const t = useT();
  if (!rows.length) return <p className={styles.quiet}>{t('nothingChosen')}</p>;
  const total = totalOfRows(rows);
  const sourceOf = (row: ChosenFood) => t(`source_${row.food.source}`, { code: row.food.reference.split(' ')[0] });
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('food')}</th>
            <th scope="col">{t('portion')}</th>
            <th scope="col">{t('grams')}</th>
            <th scope="col">{t('kcal')}</th>
            <th scope="col">{t('protein')}</th>
            <th scope="col">{t('fat')}</th>
            <th scope="col">{t('carbohydrate')}</th>
            <th scope="col">{t('source')}</th>
            <td />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const figures = worked(row);
            const name = row.food.zh;
            return (
              <tr key={row.key} data-food={row.food.id}>
                <th scope="row">
                  <div className={styles.named}>
                    <span aria-hidden="true" className={styles.picture}>
                      {pictureOf(row.food)}
                    </span>
                    <div>
                      {name}
                      <div className={styles.quiet}>{row.food.en}</div>
                    </div>
                  </div>
                </th>
                <td>
                  <div className={styles.portion}>
                    <NumberInput size="sm" aria-label={t('amount', { name })} value={row.amount} min={0} step={row.unit === 'grams' ? 10 : 0.5} inputMode="decimal" onChange={(amount) => onChange({ ...row, amount })} />
                    <Select
                      size="sm"
                      aria-label={t('unit', { name })}
                      value={row.unit}
                      onChange={(event) => onChange({ ...row, unit: event.target.value as ChosenFood['unit'] })}
                      options={[
                        ...row.food.measures.map((m) => ({ value: m.measure, label: t('measureUnit', { measure: t(`measure_${m.measure}`), grams: m.grams }) })),
                        { value: 'grams', label: t('gramsUnit') },
                      ]}
                    />
                  </div>
                  {!figures && (
                    <div className={styles.alert} role="alert">
                      {t('badAmount')}
                    </div>
                  )}
                </td>
                <td>{figures?.grams ?? '–'}</td>
                <td>{figures?.kcal ?? '–'}</td>
                <td>{figures?.protein ?? '–'}</td>
                <td>{figures?.fat ?? '–'}</td>
                <td>{figures?.carbohydrate ?? '–'}</td>
                <td className={styles.quiet} title={row.food.reference}>
                  {sourceOf(row)}
                </td>
                <td>
                  <IconButton size="sm" label={t('remove', { name })} icon="✕" onClick={() => onRemove(row.key)} />
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr data-testid="calorie-total">
            <td>{t('total')}</td>
            <td />
            <td>{total.grams}</td>
            <td>{total.kcal}</td>
            <td>{total.protein}</td>
            <td>{total.fat}</td>
            <td>{total.carbohydrate}</td>
            <td colSpan={2} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
