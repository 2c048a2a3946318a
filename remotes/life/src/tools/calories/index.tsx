/**
 * The calorie estimate: the visitor picks foods from the hub's nutrition table, gives each a
 * portion and reads the energy and macronutrients per food and in total, live; an optional
 * photo suggests the foods the object detector knows. No food classifier installs offline
 * (DESIGN §5), and the screen says plainly what the photo does and does not do.
 */
import type { Food, ToolMeta } from '@toolhub/contracts';
import { clickEquityTip, useEquityTip } from '@toolhub/sdk';
import { EquityTipBar, Panel } from '@toolhub/ui';
import { useMemo, useRef, useState } from 'react';
import styles from '../../shared/life.module.css';
import { FoodPicker } from './FoodPicker';
import { useT } from './messages';
import { PhotoHelper } from './PhotoHelper';
import { PortionTable } from './PortionTable';
import { chosen, type ChosenFood } from './portions';
import { useFoodTable } from './use-food-table';

export default function Calories({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const table = useFoodTable();
  const tip = useEquityTip(tool.scene);
  const [rows, setRows] = useState<ChosenFood[]>([]);
  const nextKey = useRef(1);
  const foods = useMemo(() => (table.status === 'ready' ? table.foods : []), [table]);
  const byId = useMemo(() => new Map(foods.map((food) => [food.id, food])), [foods]);
  const chosenIds = useMemo(() => new Set(rows.map((row) => row.food.id)), [rows]);

  const add = (food: Food) => setRows((current) => [...current, chosen(food, nextKey.current++)]);
  const change = (row: ChosenFood) => setRows((current) => current.map((r) => (r.key === row.key ? row : r)));
  const remove = (key: number) => setRows((current) => current.filter((r) => r.key !== key));

  return (
    <div className={styles.screenWithTable}>
      <div className={styles.main}>
        <p className={styles.quiet}>{t('how')}</p>
        {table.status === 'loading' && <p className={styles.quiet}>{t('loadingTable')}</p>}
        {table.status === 'failed' && (
          <p className={styles.alert} role="alert">
            {t('tableFailed')}
          </p>
        )}
        {table.status === 'ready' && <FoodPicker foods={foods} onPick={add} />}
      </div>
      <div className={styles.wide}>
        <Panel as="section" variant="bordered" title={t('chosenTitle')}>
          <PortionTable rows={rows} onChange={change} onRemove={remove} />
        </Panel>
      </div>
      <div className={styles.side}>
        <PhotoHelper tool={tool} byId={byId} chosenIds={chosenIds} onAdd={add} />
        {tip.text && <EquityTipBar text={tip.text} onClick={() => void clickEquityTip()} />}
      </div>
    </div>
  );
}
