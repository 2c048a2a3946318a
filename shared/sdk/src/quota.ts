/**
 * The free daily quota of a scene (spec §3 "Quota per scene", §4 "Charging flow"): how many
 * uses are left, whether a paid count exists, what a login would bring a visitor not logged
 * in, and the tip texts of the scene in the page's language. An answer that fails or carries
 * another ret leaves the cache as it was.
 */
import { atom, type PrimitiveAtom } from 'jotai';
import {
  INITIAL_LEFT_COUNT_CACHE,
  consumeCountResponseSchema,
  consumeResponseSchema,
  type ConsumeResponse,
  sceneTextResponseSchema,
  type Quota,
  type SceneTextResponse,
} from '@toolhub/contracts';
import { getLocale, localeAtom, type Locale } from './i18n';
import { api, isApiFailure, type ApiFailure } from './request';
import { sdkStore, useSdkValue } from './store';

export type SceneTexts = SceneTextResponse['data'];

export interface QuotaState extends Quota {
  /** The scene's tip texts keyed by text id, once the server answered them. */
  texts?: SceneTexts;
  /** The language `texts` are in: a page switched to another asks again. */
  textsLocale?: Locale;
  /** For a visitor not logged in: the free uses a day of the scene once logged in. */
  loginFreePerDay?: number;
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

/** Reads again every scene a screen shows: after a payment, a pack's uses count at once. */
export async function reloadShownQuotas(): Promise<void> {
  await Promise.all([...quotaAtoms.keys()].map((scene) => loadQuota(scene)));
}

/** Fetches the scene's texts (in the page's language) and left count; each answer counts only with ret 0 (spec §5). */
export async function loadQuota(scene: string): Promise<QuotaState> {
  askedScenes.add(scene);
  await Promise.all([loadSceneTexts(scene), loadLeftCount(scene)]);
  return sdkStore.get(quotaAtomOf(scene));
}

/** The scene's texts in the page's language; the tip asks again after the visitor switched it. */
async function loadSceneTexts(scene: string): Promise<void> {
  const locale = getLocale();
  const answer = await api.get<unknown>('/api/getEquitySceneText', { scene, lang: locale }, { silent: true });
  const texts = sceneTextResponseSchema.safeParse(answer);
  if (!texts.success || texts.data.ret !== 0) return;
  sdkStore.set(quotaAtomOf(scene), (quota) => ({ ...quota, texts: texts.data.data, textsLocale: locale }));
}

// The tips speak the page's language: a switch asks every scene shown so far for its texts again.
sdkStore.sub(localeAtom, () => askedScenes.forEach((scene) => void loadSceneTexts(scene)));

async function loadLeftCount(scene: string): Promise<void> {
  const answer = await api.get<unknown>('/api/getEquityConsumeCount', { scene }, { silent: true });
  const count = consumeCountResponseSchema.safeParse(answer);
  if (!count.success || count.data.ret !== 0) return;
  const { leftTime, isPaid, loginFreePerDay } = count.data.data;
  sdkStore.set(quotaAtomOf(scene), (quota) => ({ ...quota, leftCount: leftTime, isPaid, loginFreePerDay }));
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
  return useSdkValue(quotaAtomOf(scene));
}
