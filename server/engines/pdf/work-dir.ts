/** The PDF tools' private folder per task (see files/work-dir.ts). */
import { withWorkDir as inWorkDir } from '../files/work-dir';

export const WORK_DIR_PREFIX = 'toolhub-pdf-';

export const withWorkDir = <T>(work: (dir: string) => Promise<T>) => inWorkDir(WORK_DIR_PREFIX, work);
