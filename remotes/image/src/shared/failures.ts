/**
 * A failed effect's message (spec §8): `<tool name>失败！` plus the detail of `err is
 * <detail>`. The engines word their known details as IMAGE_EFFECT_FAILURES does, in English;
 * the screen says them in the page's language. Any other message is shown as it came.
 */
import { IMAGE_EFFECT_FAILURES } from '@toolhub/contracts';
import { describeTaskFailure } from '@toolhub/ui';
import { t } from '../messages';

export type EffectFailure = keyof typeof IMAGE_EFFECT_FAILURES;

export const describeFailure = (message: string, toolName: string) => describeTaskFailure(message, toolName, IMAGE_EFFECT_FAILURES, (failure) => t(`failure_${failure}`));
