/** The task calls as a page makes them, for the task tests (over inject). */
import { REQ_TYPES, TOOL_IDS, consumeCountResponseSchema, cosCredentialResponseSchema, toolTaskResponseSchema, upload2CosResponseSchema, type BackendLoginParam, type ToolTaskResponse } from '@toolhub/contracts';
import { expect } from 'vitest';
import { getCall, postCall } from '../../equity/test-support/calls';
import { upload2CosFieldsOf } from '../../storage/test-support/client';
import { registryOf } from '../../registry';
import { sessionHeaders, type TestApp } from '../../test-support';
import { recognitionInput } from './engine-context';

type Headers = Record<string, string>;
type Hub = Pick<TestApp, 'app'>;

export interface ProxyTaskOptions {
  type: number;
  data?: unknown;
  scene?: string;
  toolId?: number;
  isAsync?: boolean;
  loginAuthInfo?: BackendLoginParam;
  toolToken?: string;
}

/** The task request entity of spec §3, as the SDK sends it. */
export function proxyTask({ type, data = {}, scene = 'task_test', toolId = 9100, isAsync = true, loginAuthInfo, toolToken }: ProxyTaskOptions) {
  return {
    business_data: { data: JSON.stringify(data), type },
    req_header: {
      auth_info: { ...(loginAuthInfo ? { login_auth_info: loginAuthInfo } : {}), ...(toolToken ? { token_auth_info: { token: toolToken } } : {}) },
      bussiness_info: { appid: 'tool', scene },
      gpt_info: {},
      tool_id: toolId,
      user_info: { guid: 'page-guid', qimei36: '', qua2: '' },
    },
    is_async: isAsync,
    auth_type: loginAuthInfo ? 1 : toolToken ? 3 : 0,
  };
}

export const createCall = (t: Hub, h: Headers, options: ProxyTaskOptions, extraHeaders: Headers = {}) =>
  postCall(t, h, '/toolproxy/v1/create', proxyTask(options), extraHeaders);

/** A create that must be accepted: its answer. */
export async function created(t: Hub, h: Headers, options: ProxyTaskOptions, extraHeaders: Headers = {}): Promise<ToolTaskResponse> {
  const res = await createCall(t, h, options, extraHeaders);
  expect(res.statusCode, res.body).toBe(200);
  return toolTaskResponseSchema.parse(res.json());
}

export const queryCall = (t: Hub, h: Headers, taskId: string, body: Record<string, unknown> = {}) =>
  postCall(t, h, '/toolproxy/v1/query', { task_id: taskId, ...body });

export async function queried(t: Hub, h: Headers, taskId: string, body: Record<string, unknown> = {}): Promise<ToolTaskResponse> {
  const res = await queryCall(t, h, taskId, body);
  expect(res.statusCode, res.body).toBe(200);
  return toolTaskResponseSchema.parse(res.json());
}

const ended = (answer: ToolTaskResponse) => answer.common_rsp.state === 'done' || answer.common_rsp.state === 'failed';

/** Polls the task until it is done or failed, as the page does; `seen` gets every answer. */
export async function untilEnded(t: Hub, h: Headers, taskId: string, seen: (answer: ToolTaskResponse) => void = () => undefined): Promise<ToolTaskResponse> {
  const deadline = Date.now() + 60_000;
  for (let pause = 20; ; pause = Math.min(200, pause * 2)) {
    const answer = await queried(t, h, taskId);
    seen(answer);
    if (ended(answer)) return answer;
    if (Date.now() > deadline) throw new Error(`task ${taskId} did not end: ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/** The visitor's uses left today of a scene, as the tip bar reads them. */
export async function leftUses(t: Hub, h: Headers, scene: string): Promise<number> {
  const res = await getCall(t, h, `/api/getEquityConsumeCount?scene=${scene}`);
  expect(res.statusCode, res.body).toBe(200);
  return consumeCountResponseSchema.parse(res.json()).data.leftTime;
}

/** A page's upload: a credential for the file type, then the upload2cos form; the object key. */
/** Uploads a file as a page does (credential, then the embedded store's upload): the store's answer. */
export interface UploadOptions {
  fileType?: string;
  contentType?: string;
  name?: string;
}

export async function uploadPageCall(t: Hub, h: Headers, file: Buffer, { fileType = 'png', contentType = 'image/png', name = 'photo.png' }: UploadOptions = {}) {
  const credentialRes = await postCall(t, h, '/api/getcoscredential', { fileType });
  const credential = cosCredentialResponseSchema.parse(credentialRes.json()).data;
  const form = new FormData();
  for (const [field, value] of Object.entries(upload2CosFieldsOf(credential))) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: contentType }), name);
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/pdfconvert/upload2cos',
    headers: { ...h, 'content-type': encoded.headers.get('content-type') as string },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

/** An upload that must be stored: the stored object's name. */
export async function uploadAsPage(t: Hub, h: Headers, file: Buffer, options: UploadOptions = {}): Promise<string> {
  const res = await uploadPageCall(t, h, file, options);
  expect(res.statusCode, res.body).toBe(200);
  return upload2CosResponseSchema.parse(res.json()).data.cos_file_name;
}

/** The scene of the catalog's one tool of a request type: the scene its tasks are charged to. */
export async function sceneOfType(t: Hub, type: number): Promise<string> {
  const tools = (await registryOf(t.app)?.tools())?.filter((tool) => tool.reqType === type) ?? [];
  if (tools.length !== 1) throw new Error(`request type ${type} has ${tools.length} tools in the catalog: name the scene`);
  return tools[0].scene;
}

export interface RecognitionCall {
  subReqType: number;
  /** The catalog scene of the sub_req_type's tool unless given (two tools share type 5). */
  scene?: string;
  /** The screens' cloud-proxy OCR call by default; a tool's own request type to call it directly. */
  type?: number;
  toolId?: number;
}

/**
 * A recognition of an uploaded object through the real task engine, as a recognition screen
 * makes it: the ended task, and how many of the scene's uses it took.
 */
export async function recognitionCall(t: Hub, h: Headers, key: string, { subReqType, scene: given, type = REQ_TYPES.CloudProxyOCR, toolId = TOOL_IDS.CloudProxy }: RecognitionCall) {
  const scene = given ?? (await sceneOfType(t, subReqType));
  const before = await leftUses(t, h, scene);
  const res = await createCall(t, h, { type, toolId, scene, data: recognitionInput(subReqType, key), isAsync: false });
  expect(res.statusCode, res.body).toBe(200);
  const taskId = toolTaskResponseSchema.parse(res.json()).common_rsp.task_id;
  const answer = await untilEnded(t, h, taskId);
  return { answer, taskId, used: before - (await leftUses(t, h, scene)) };
}

/** A new visitor uploads `image` as a page does and recognises it. */
export async function uploadAndRecognise(t: Hub, image: Buffer, call: RecognitionCall, upload: UploadOptions = {}) {
  const h = await sessionHeaders(t.app);
  const key = await uploadAsPage(t, h, image, upload);
  return { ...(await recognitionCall(t, h, key, call)), h };
}
