/**
 * A failed task's message (spec §8): `<tool name>失败！` plus the detail of `err is <detail>`.
 * The engines word their details as LIFE_FAILURES does, in English; the screen says them in
 * the page's language. Any other message is shown as it came.
 */
import { LIFE_FAILURES } from '@toolhub/contracts';
import { taskFailureText } from '@toolhub/sdk';
import { describeTaskFailure } from '@toolhub/ui';
import { t } from '../messages';

export type LifeFailureKey = keyof typeof LIFE_FAILURES;

export const describeFailure = (message: string, toolName: string) => describeTaskFailure(message, toolName, LIFE_FAILURES, (failure) => t(`failure_${failure}`));

/** A failure the screen finds itself, before asking the server, worded the same way. */
export const localFailure = (toolName: string, failure: LifeFailureKey) => taskFailureText(toolName, t(`failure_${failure}`));
