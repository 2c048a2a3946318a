/**
 * What a food photo can tell: the object detector of image recognition (NanoDet on COCO's 80
 * classes) knows ten foods. Each it sees becomes a suggestion of the table's food, for the
 * visitor to confirm; it says nothing of dishes outside those classes, nor of the portion.
 */
import { COCO_CLASSES, LIFE_FAILURES, RECOGNITION_FAILURES, type FoodSuggestion } from '@toolhub/contracts';
import { TaskFailure } from '../../../src/tasks/handler';
import { pageImageOf, type PageImage } from '../../ocr/page-image';
import { distinctObjects } from '../../image-recognition/labels';
import { lifeFailure } from '../failures';

/** COCO's food classes onto the table's foods. */
export const FOOD_OF_COCO_CLASS: Readonly<Record<string, string>> = {
  banana: 'banana',
  apple: 'apple',
  orange: 'orange',
  broccoli: 'broccoli',
  carrot: 'carrot',
  sandwich: 'usda-sandwich',
  'hot dog': 'usda-hot-dog',
  pizza: 'usda-pizza',
  donut: 'usda-doughnut',
  cake: 'usda-cake',
};

/**
 * Below image recognition's own threshold (0.33): a suggestion costs the visitor one glance, a
 * missed banana a search, and fruit bowls score low on this small detector.
 */
export const SUGGESTION_MIN_SCORE = 0.25;
const MAX_SUGGESTIONS = 5;

async function photoOf(bytes: Buffer): Promise<PageImage | undefined> {
  try {
    return await pageImageOf(bytes);
  } catch (error) {
    // Too small to hold anything: no suggestion, not a failure.
    if (error instanceof TaskFailure && error.detail === RECOGNITION_FAILURES.noText) return undefined;
    throw lifeFailure(LIFE_FAILURES.unreadablePhoto);
  }
}

/** The table's foods the detector sees in the photo, most confident first, each food once. */
export async function suggestFoods(bytes: Buffer, signal: AbortSignal): Promise<FoodSuggestion[]> {
  const photo = await photoOf(bytes);
  if (!photo) return [];
  const { detectCandidates, detectorInputOf } = await import('../../image-recognition/nanodet');
  const input = await detectorInputOf(photo.png);
  signal.throwIfAborted();
  const candidates = await detectCandidates(input, SUGGESTION_MIN_SCORE);
  const suggestions = new Map<string, FoodSuggestion>();
  for (const candidate of distinctObjects(candidates, SUGGESTION_MIN_SCORE)) {
    const label = COCO_CLASSES[candidate.classIndex];
    const food = FOOD_OF_COCO_CLASS[label];
    if (!food || suggestions.has(food)) continue;
    suggestions.set(food, { Food: food, Label: label, Confidence: Math.round(candidate.score * 1000) / 10 });
  }
  return [...suggestions.values()].sort((a, b) => b.Confidence - a.Confidence).slice(0, MAX_SUGGESTIONS);
}
