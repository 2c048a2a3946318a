/** The conversions' private folder per run, the office profile included (see files/work-dir.ts). */
import { withWorkDir as inWorkDir } from '../files/work-dir';

export const WORK_DIR_PREFIX = 'toolhub-convert-';

export const withWorkDir = <T>(work: (dir: string) => Promise<T>) => inWorkDir(WORK_DIR_PREFIX, work);
