/**
 * The free daily quota of a scene (spec §3 "Quota per scene", §4 "Charging flow"): how many
 * uses are left, whether a paid count exists, and the tip texts of the scene. An answer
 * that fails or carries another ret leaves the cache as it was.
 */
import { atom, useAtomValue, type PrimitiveAtom } from 'jotai';
import {
  INITIAL_LEFT_COUNT_CACHE,
  consumeCountResponseSchema,
  consumeResponseSchema,
  type ConsumeResponse,
  sceneTextResponseSchema,
  type Quota,
  type SceneTextResponse,
} from '@toolhub/contracts';
import { api, isApiFailure, type ApiFailure } from './request';
import { sdkStore } from './store';

export type SceneTexts = SceneTextResponse['data'];

export interface QuotaState extends Quota {
  /** The scene's tip texts keyed by text id, once the server answered them. */
  texts?: SceneTexts;
}

/** -999 until the consume count answers (spec §9). */
const INITIAL_QUOTA: QuotaState = { leftCount: INITIAL_LEFT_COUNT_CACHE, isPaid: false };

const quotaAtoms = new Map<string, PrimitiveAtom<QuotaState>>();
const askedScenes = new Set<string>();

/** The cache entry of one scene; the first component that shows it loads it. */
export function quotaAtomOf(scene: string): PrimitiveAtom<QuotaState> {
  let quotaAtom = quotaAtoms.get(scene);
  if (!quotaAtom) {
    quotaAtom = atom(INITIAL_QUOTA);
    quotaAtom.onMount = () => {
      if (askedScenes.has(scene)) return;
      askedScenes.add(scene);
      void loadQuota(scene);
    };
    quotaAtoms.set(scene, quotaAtom);
  }
  return quotaAtom;
}

/** Fetches the scene's texts and left count; each answer counts only with ret 0 (spec §5). */
export async function loadQuota(scene: string): Promise<QuotaState> {
  askedScenes.add(scene);
  const [textAnswer, countAnswer] = await Promise.all([
    api.get<unknown>('/api/getEquitySceneText', { scene }, { silent: true }),
    api.get<unknown>('/api/getEquityConsumeCount', { scene }, { silent: true }),
  ]);
  const texts = sceneTextResponseSchema.safeParse(textAnswer);
  const count = consumeCountResponseSchema.safeParse(countAnswer);
  const quotaAtom = quotaAtomOf(scene);
  sdkStore.set(quotaAtom, (quota) => ({
    ...quota,
    ...(texts.success && texts.data.ret === 0 ? { texts: texts.data.data } : {}),
    ...(count.success && count.data.ret === 0 ? { leftCount: count.data.data.leftTime, isPaid: count.data.data.isPaid } : {}),
  }));
  return sdkStore.get(quotaAtom);
}

export interface ConsumeResult {
  accepted: boolean;
  /** Where the use came from when accepted: a membership consumes nothing. */
  source?: ConsumeResponse['data']['source'];
  /** The failure when refused, e.g. code 2 when the day's uses are gone. */
  failure?: ApiFailure;
}

const newRequestId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * Consumes one use of the scene, then refreshes its count. One id names the use, so the
 * request layer's retries after a lost answer are charged once. A refusal (code 2, 1101)
 * is shown to the visitor unless `silent`.
 */
export async function consume(scene: string, { silent = false }: { silent?: boolean } = {}): Promise<ConsumeResult> {
  const answer = await api.post<unknown>('/api/consumeCount', { scene, request_id: newRequestId() }, { silent });
  const parsed = consumeResponseSchema.safeParse(answer);
  await loadQuota(scene);
  if (isApiFailure(answer)) return { accepted: false, failure: answer };
  return parsed.success && parsed.data.ret === 0 ? { accepted: true, source: parsed.data.data.source } : { accepted: false };
}

/** The quota of a scene in React; `loadQuota(scene)` and `consume(scene)` change it. */
export function useQuota(scene: string): QuotaState {
  return useAtomValue(quotaAtomOf(scene), { store: sdkStore });
}
