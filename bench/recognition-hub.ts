/**
 * The recognition bench's side of a real hub, as a recognition screen talks to it (spec §7
 * "Recognition flow"): a visitor logged in through the sandbox QQ Connect pages, each image
 * uploaded with the storage credential and the unmodified COS SDK, then the cloud-proxy OCR
 * call (/toolproxy/v1/create, spec §3 "Recognition request") with the tool's sub_req_type and
 * scene, polled until it ends; a result file downloaded from the URL the task gives.
 *
 * Bench set-up, not product behaviour: the visitor is given paid uses of each scene directly
 * in the database (load.ts does the same), so a run of forty recognitions never runs out.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { toolTaskResponseSchema, type ToolTaskResponse } from '@toolhub/contracts';
import { HttpBrowser, json, logInWithQq } from '../server/src/test-support/http-browser';
import { uploadAsPage } from './cos-upload';
import { serverEnv, sqliteDb, startServer, type Server } from './servers';

const CLOUD_PROXY_OCR = 55;
const CLOUD_PROXY_TOOL_ID = 39;
/** Far more than a run takes. */
const PAID_USES = 10_000;
/** How long one recognition may take before the bench calls the hub broken. */
const TASK_DEADLINE_MS = 180_000;

/** A hub's answer the bench did not expect: the one thing that fails the bench. */
export class HubBroke extends Error {}

export interface Hub {
  server: Server;
  browser: HttpBrowser;
  guid: string;
}

/** Starts a hub on a fresh SQLite database in `workDir` and logs a visitor in with paid uses of `scenes`. */
export async function startHub(workDir: string, scenes: string[]): Promise<Hub> {
  const dataDir = path.join(workDir, 'data');
  const server = await startServer(serverEnv({ DATA_DIR: dataDir, TOOLHUB_SECRET: crypto.randomBytes(32).toString('base64url') }), workDir);
  const browser = new HttpBrowser(server.base);
  await logInWithQq(browser, 'recognition bench');
  const { data } = json<{ data: { isLogin: boolean; qbid?: string } }>(await browser.apiGet('/api/getLoginInfo'));
  if (!data.isLogin || !data.qbid) throw new HubBroke('getLoginInfo answered without a logged-in user');
  const db = sqliteDb(dataDir);
  try {
    for (const scene of scenes) {
      await db.all('insert into paid_balance (qbid, scene, left_count, consumed_count, updated_at) values (?, ?, ?, 0, ?)', [data.qbid, scene, PAID_USES, Date.now()]);
    }
  } finally {
    await db.close();
  }
  return { server, browser, guid: browser.cookies.get('guid') ?? '' };
}

/** The cloud-proxy OCR call of a recognition screen: the request entity of spec §3 around the recognition request. */
function recognitionTask(hub: Hub, objectName: string, subReqType: number, scene: string) {
  return {
    business_data: {
      type: CLOUD_PROXY_OCR,
      data: JSON.stringify({ req_type: 0, sub_req_type: subReqType, req_data: { item: { file_type: 1, data_type: 2, raw_data: objectName } } }),
    },
    req_header: {
      auth_info: {},
      bussiness_info: { appid: 'tool', scene },
      gpt_info: {},
      tool_id: CLOUD_PROXY_TOOL_ID,
      user_info: { guid: hub.guid, qimei36: '', qua2: '' },
    },
    is_async: false,
    auth_type: 0,
  };
}

async function call(hub: Hub, route: string, body: unknown): Promise<ToolTaskResponse> {
  const answer = await hub.browser.apiPost(route, body, { origin: hub.server.base });
  if (answer.status !== 200) throw new HubBroke(`${route} answered ${answer.status}: ${answer.body}`);
  return toolTaskResponseSchema.parse(JSON.parse(answer.body));
}

export interface Recognition {
  /** The engine's result (business_data.data parsed), or undefined when the task failed. */
  data: unknown;
  files: ToolTaskResponse['business_data']['files'];
  /** The failure's reason, when it failed. */
  failure?: string;
  /** From the upload's start to the result. */
  ms: number;
}

/** Uploads `image` and recognises it with the tool of `subReqType` and `scene`, as its screen does. */
export async function recognise(hub: Hub, image: Buffer, fileType: 'jpg' | 'png', subReqType: number, scene: string): Promise<Recognition> {
  const started = performance.now();
  const objectName = await uploadAsPage(hub.browser, image, fileType, HubBroke);
  let answer = await call(hub, '/toolproxy/v1/create', recognitionTask(hub, objectName, subReqType, scene));
  for (let pause = 100; answer.common_rsp.state !== 'done' && answer.common_rsp.state !== 'failed'; pause = Math.min(1000, pause * 2)) {
    if (performance.now() - started > TASK_DEADLINE_MS) throw new HubBroke(`task ${answer.common_rsp.task_id} did not end in ${TASK_DEADLINE_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, pause));
    answer = await call(hub, '/toolproxy/v1/query', { task_id: answer.common_rsp.task_id });
  }
  const ms = performance.now() - started;
  if (answer.common_rsp.state === 'failed') return { data: undefined, files: [], failure: answer.rsp_header.reason, ms };
  return { data: JSON.parse(answer.business_data.data) as unknown, files: answer.business_data.files, ms };
}

/** A result file's bytes, fetched from the URL the task gave, with the visitor's cookies. */
export async function download(hub: Hub, url: string): Promise<Buffer> {
  const cookie = [...hub.browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const answer = await fetch(new URL(url, hub.server.base), { headers: { cookie } });
  if (!answer.ok) throw new HubBroke(`the result file answered ${answer.status}`);
  return Buffer.from(await answer.arrayBuffer());
}
