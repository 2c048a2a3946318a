/**
 * A failed text task's message (spec §8): `<tool name>失败！` plus the detail of `err is
 * <detail>`. The engines word their known details as TEXT_FAILURES does, in English; the
 * screen says them in the page's language. Any other message is shown as it came.
 */
import { TEXT_FAILURES } from '@toolhub/contracts';
import { describeTaskFailure } from '@toolhub/ui';
import { t } from '../messages';

export type TextFailureKey = keyof typeof TEXT_FAILURES;

export const describeFailure = (message: string, toolName: string) => describeTaskFailure(message, toolName, TEXT_FAILURES, (failure) => t(`failure_${failure}`));
