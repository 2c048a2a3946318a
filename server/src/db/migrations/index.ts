import * as toolStats from './001_tool_stats';
import * as finance from './002_finance';

/**
 * Every migration, in order. Names sort by their number prefix; a new migration gets the
 * next number and is never edited once landed.
 */
export const migrations = {
  '001_tool_stats': toolStats,
  '002_finance': finance,
};
