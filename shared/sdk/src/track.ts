/**
 * Tracking (spec §3 "Tracking fields", §7 "Events", §9) and the usage report of a tool
 * page (spec §7 "Tool page calls", "Tools"). Events go to the hub's own telemetry (telemetry/,
 * sent once the shell starts the reporter) and to whoever listens for `toolhub:track` on window;
 * an expose event with the same page module, action module and type goes out once.
 */
import { toolUrl, type HubTool, type TRACK_ACTIONS, type TrackingFields } from '@toolhub/contracts';
import { getDeviceInfo } from './device';
import { getEnv } from './env';
import { sdkStore } from './store';
import { loginInfoAtom } from './login';
import { readQueryParam } from './logic';
import { api, isApiFailure } from './request';
import { sendTelemetry } from './telemetry/beacon';
import { setPageTag, tagOfPage } from './telemetry/context';

export type TrackAction = (typeof TRACK_ACTIONS)[number];
export const TRACK_EVENT = 'toolhub:track';

export interface TrackInput {
  act_type: TrackAction;
  page_module: string;
  act_module: string;
  page_id?: string;
  page_name?: string;
  sceneid?: string;
  extinfo2?: string;
  extinfo3?: string;
  extinfo4?: string;
  extinfo5?: string;
}

const exposed = new Set<string>();

/** The page's `callfrom`, the id of the channel that brought the visitor. */
const callfrom = () => readQueryParam(globalThis.location?.search ?? '', 'callfrom') ?? '';

/** Builds the event's full fields; the page id defaults to the last path segment or 'homepage'. */
export function trackingFields(input: TrackInput, now = Date.now()): TrackingFields {
  const { guid, qimei36 } = getDeviceInfo();
  const qbid = sdkStore.get(loginInfoAtom)?.qbid ?? '';
  const fromid = callfrom();
  const pageFromPath = tagOfPage();
  return {
    page_id: input.page_id ?? pageFromPath,
    page_name: input.page_name ?? pageFromPath,
    page_module: input.page_module,
    act_type: input.act_type,
    act_module: input.act_module,
    appid: 'tool',
    sceneid: input.sceneid ?? '',
    fromid,
    url_link: globalThis.location?.href ?? '',
    aid: [qbid, now, qimei36, guid, fromid].join('_'),
    extinfo1: String(getEnv().sysid),
    extinfo2: input.extinfo2,
    extinfo3: input.extinfo3,
    extinfo4: input.extinfo4,
    extinfo5: input.extinfo5,
  };
}

/** Sends one event. Returns false for a repeated expose, which is not sent again. */
export function track(input: TrackInput): boolean {
  if (input.act_type === 'expose') {
    const key = `${input.page_module}|${input.act_module}|${input.act_type}`;
    if (exposed.has(key)) return false;
    exposed.add(key);
  }
  const fields = trackingFields(input);
  const { isDebug, showLog } = getEnv().pageFlags;
  if (isDebug || showLog) console.info('[toolhub] track', fields);
  globalThis.dispatchEvent?.(new CustomEvent(TRACK_EVENT, { detail: fields }));
  sendTelemetry({ name: input.act_type, fields });
  return true;
}

/**
 * A page view (spec §7 "Events": page-view), sent on every page the visitor opens, the single-page
 * shell's route changes included; the page becomes the tag of what the reporter sends next.
 */
export function trackPageView(page: { page_id: string; page_name: string; sceneid?: string }): void {
  setPageTag(page.page_id);
  sendTelemetry({ name: 'page_view', fields: trackingFields({ act_type: 'expose', page_module: page.page_id, act_module: 'page_view', ...page }) });
}

async function quietly(url: string, data: Record<string, unknown>) {
  const answer = await api.post<unknown>(url, data, { silent: true });
  if (isApiFailure(answer)) console.warn('[toolhub] report failed', url, answer.errMsg);
}

/**
 * The page view of a tool page: the expose event, the page-view count and the usage report.
 * Failures are logged and swallowed: they never reach the visitor.
 */
export async function trackToolPageView(tool: Pick<HubTool, 'toolid' | 'path' | 'name' | 'category' | 'scene'>): Promise<void> {
  trackPageView({ page_id: tool.path, page_name: tool.name, sceneid: tool.scene });
  // The module is the tool's page, so each tool's page view is exposed once per visit.
  track({ act_type: 'expose', page_module: tool.path, act_module: 'page_view', page_id: tool.path, page_name: tool.name, sceneid: tool.scene });
  const origin = globalThis.location?.origin ?? '';
  await Promise.all([
    quietly('/api/addToolPV', { toolid: tool.toolid }),
    quietly('/cgi-bin/tools/report', { toolUrl: `${origin}${toolUrl(tool.path)}`, toolName: tool.name, tabName: tool.category }),
  ]);
}
