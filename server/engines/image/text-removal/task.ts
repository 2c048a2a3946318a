/**
 * Text removal's task: captions, watermarks and signs found by the OCR's text detector and
 * filled in from the photo around them (remove-text.ts). `area` limits it to part of the
 * picture; no text there is the `noText` failure, and nothing is charged.
 */
import { textRemovalInputSchema } from '@toolhub/contracts';
import { imageEffectTask } from '../effect-task';
import { removeText } from './remove-text';

export const textRemoval = imageEffectTask({
  tool: 'text removal',
  schema: textRemovalInputSchema,
  suffix: 'no-text',
  engine: 'detector-inpaint',
  apply: (picture, { area }, ctx) => removeText(picture, area, ctx),
});
