/**
 * The optional photo: shown beside the table for judging portions, and analysed on request by
 * the calorie task, whose answer suggests the table's foods the object detector sees. The
 * screen says what the photo does and does not do.
 */
import { LIFE_TYPES, type CalorieEstimateResult, type Food, type ToolMeta } from '@toolhub/contracts';
import { ensureCompliance } from '@toolhub/sdk';
import { Button, GateNotice, IMAGE_ACCEPT, ResultArea, UploadBox, useChargingGate, useToolTask } from '@toolhub/ui';
import { useEffect } from 'react';
import { useT as useFamilyT } from '../../messages';
import { describeFailure } from '../../shared/failures';
import styles from '../../shared/life.module.css';
import { pictureOf } from './food-pictures';
import { useT } from './messages';
import { usePhoto } from './use-photo';

const readEstimate = (data: unknown): CalorieEstimateResult | undefined =>
  data && typeof data === 'object' && Array.isArray((data as CalorieEstimateResult).Items) ? (data as CalorieEstimateResult) : undefined;

export function PhotoHelper({ tool, byId, chosenIds, onAdd }: { tool: ToolMeta; byId: ReadonlyMap<string, Food>; chosenIds: ReadonlySet<string>; onAdd: (food: Food) => void }) {
  const t = useT();
  const family = useFamilyT();
  const photo = usePhoto(tool);
  const gate = useChargingGate(tool);
  const task = useToolTask<CalorieEstimateResult, string>(tool, LIFE_TYPES.CalorieEstimate, { read: readEstimate, describe: (message) => describeFailure(message, tool.name) });
  const { state, reset } = task;
  const running = state.status === 'running';

  // A new photo makes the last suggestions stale.
  const previewUrl = photo.photo?.preview.url;
  useEffect(() => reset(), [previewUrl, reset]);

  const upload = photo.photo?.upload;
  const analyse = () => {
    if (!photo.storedKey || running || gate !== 'open') return;
    void task.run({ photo: photo.storedKey, items: [] });
  };
  const suggestions = state.status === 'done' ? (state.outcome.Suggestions ?? []) : [];

  return (
    <section className={styles.stack} aria-labelledby="calorie-photo-title">
      <h3 className={styles.heading} id="calorie-photo-title">
        {t('photoTitle')}
      </h3>
      <p className={styles.quiet}>{t('photoHow')}</p>
      {photo.photo ? (
        <>
          <img className={styles.photo} src={photo.photo.preview.url} alt={t('photoAlt', { name: photo.photo.file.name })} />
          {upload?.phase === 'uploading' && <p className={styles.quiet}>{t('uploading', { percent: Math.round(upload.ratio * 100) })}</p>}
          {upload?.phase === 'failed' && (
            <p className={styles.alert} role="alert">
              {t('uploadFailed', { reason: upload.error })}
            </p>
          )}
          <Button block loading={running || gate === 'checking'} disabled={!photo.storedKey || gate === 'needsLogin' || gate === 'usedUp'} onClick={analyse}>
            {t('analyse')}
          </Button>
          <GateNotice gate={gate} />
          <Button variant="outline" block onClick={photo.clear}>
            {t('replacePhoto')}
          </Button>
        </>
      ) : (
        <UploadBox accept={IMAGE_ACCEPT} maxSize={photo.maxBytes} beforeSelect={() => ensureCompliance()} onReject={photo.refuse} onFiles={([file]) => void photo.choose(file)} />
      )}
      {photo.refusal && (
        <p className={styles.alert} role="alert">
          {photo.refusal}
        </p>
      )}
      {state.status !== 'idle' && (
        <ResultArea
          title={family('resultTitle')}
          state={state.status === 'running' ? 'busy' : state.status === 'failed' ? 'error' : 'ready'}
          progress={state.status === 'running' ? state.progress : undefined}
          busyText={family('working')}
          error={state.status === 'failed' ? state.message : undefined}
        >
          {state.status === 'done' &&
            (suggestions.length ? (
              <div className={styles.stack}>
                <p className={styles.quiet}>{t('suggestionsTitle')}</p>
                <div className={styles.chips}>
                  {suggestions.map((s) => {
                    const food = byId.get(s.Food);
                    if (!food) return null;
                    const added = chosenIds.has(food.id);
                    return (
                      <Button key={s.Food} size="sm" variant="outline" disabled={added} onClick={() => onAdd(food)}>
                        <span aria-hidden="true">{pictureOf(food)} </span>
                        {added ? `${food.zh} · ${t('added')}` : t('suggestion', { name: food.zh, confidence: Math.round(s.Confidence) })}
                      </Button>
                    );
                  })}
                </div>
              </div>
            ) : (
              <p className={styles.quiet}>{t('noSuggestion')}</p>
            ))}
        </ResultArea>
      )}
    </section>
  );
}
