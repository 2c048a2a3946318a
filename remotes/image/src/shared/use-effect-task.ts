/**
 * One run of an effect: the UI's `useToolTask`, its answer read with the contracts'
 * `imageEffectResultSchema` (or AI art's own), its result files beside it.
 */
import { imageEffectResultSchema, type ImageEffectResult, type TaskFile, type ToolMeta } from '@toolhub/contracts';
import { useToolTask } from '@toolhub/ui';
import { describeFailure, type EffectFailure } from './failures';

export interface EffectOutcome {
  result: ImageEffectResult;
  /** The result image, with its time-limited URL. */
  image: TaskFile;
}

export function useEffectTask(tool: Pick<ToolMeta, 'name' | 'toolid' | 'scene' | 'needCharge'>, type: number) {
  return useToolTask<EffectOutcome, EffectFailure>(tool, type, {
    read: (data, files) => {
      const result = imageEffectResultSchema.safeParse(data);
      const [image] = files;
      return result.success && image ? { result: result.data, image } : undefined;
    },
    describe: (message) => describeFailure(message, tool.name),
  });
}
