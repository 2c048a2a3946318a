import * as toolStats from './001_tool_stats';
import * as finance from './002_finance';
import * as accounts from './003_accounts';
import * as equity from './004_equity';
import * as pay from './005_pay';
import * as storage from './006_storage';
import * as tasks from './007_tasks';
import * as registry from './008_registry';
import * as registryTrust from './009_registry_trust';
import * as sessionsAndHelped from './010_sessions_and_helped';
import * as adminSessions from './011_admin_sessions';
import * as telemetry from './012_telemetry';
import * as usePacks from './013_use_packs';
import * as opsPeople from './014_ops_people';
import * as registryRamps from './015_registry_ramps';
import * as bankRateKey from './016_bank_rate_key';

/**
 * Every migration, in order. Names sort by their number prefix; a new migration gets the
 * next number and is never edited once landed.
 */
export const migrations = {
  '001_tool_stats': toolStats,
  '002_finance': finance,
  '003_accounts': accounts,
  '004_equity': equity,
  '005_pay': pay,
  '006_storage': storage,
  '007_tasks': tasks,
  '008_registry': registry,
  '009_registry_trust': registryTrust,
  '010_sessions_and_helped': sessionsAndHelped,
  '011_admin_sessions': adminSessions,
  '012_telemetry': telemetry,
  '013_use_packs': usePacks,
  '014_ops_people': opsPeople,
  '015_registry_ramps': registryRamps,
  '016_bank_rate_key': bankRateKey,
};
