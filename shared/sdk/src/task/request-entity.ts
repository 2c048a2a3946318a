/** The tool task request entity of spec §3, as /toolproxy/v1/create and /query take it. */
import {
  ACCOUNT_TYPES_BY_LOGIN_TYPE,
  TASK_AUTH_TYPES,
  loginTypeSchema,
  type BackendLoginParam,
  type ToolTaskRequest,
} from '@toolhub/contracts';
import { getDeviceInfo } from '../device';
import { getLoginInfo, type LoginInfo } from '../login';

export interface TaskRequestInput {
  /** business_data.type: the request type (REQ_TYPES). */
  type: number;
  /** req_header.tool_id (TOOL_IDS). */
  toolId: number;
  /** The quota scene the task counts against. */
  scene: string;
  /** business_data.data: the engine's input; anything but a string is sent as its JSON. */
  data: unknown;
  /** The tool charges (needCharge): the login rides along as login_auth_info (auth_type 1). */
  charging?: boolean;
  /** false: the create waits for the result and answers it (default true: create, then query). */
  isAsync?: boolean;
  gptInfo?: { chat_id?: string; session_id?: string };
}

type UserInfo = BackendLoginParam['userInfo'];

/** The backend login parameter (spec §3) of a logged-in visitor. */
export function backendLoginParam(login: LoginInfo, userInfo: UserInfo): BackendLoginParam {
  const loginType = loginTypeSchema.safeParse(login.logintype);
  const types = loginType.success ? ACCOUNT_TYPES_BY_LOGIN_TYPE[loginType.data] : undefined;
  return {
    account: { accountId: login.account_id ?? '', accountType: login.account_type ?? types?.accountType ?? 0, appid: login.appid ?? '' },
    userQbid: login.qbid ?? '',
    token: { token: login.token ?? '', tokenType: login.token_type ?? types?.tokenType ?? 0 },
    userInfo,
  };
}

/**
 * Builds the request. Charging and logged in: auth_type 1 with the login. Otherwise auth_type 0
 * and no auth_info: the page's own session speaks, and a charging tool answers 1101 to an
 * anonymous visitor, which opens the login panel.
 */
export async function buildTaskRequest(input: TaskRequestInput): Promise<ToolTaskRequest> {
  const { guid, qimei36, qua2 } = getDeviceInfo();
  const userInfo = { guid, qimei36, qua2 };
  const login = input.charging ? await getLoginInfo() : undefined;
  const loginAuth = login?.isLogin ? backendLoginParam(login, userInfo) : undefined;
  return {
    business_data: { data: typeof input.data === 'string' ? input.data : JSON.stringify(input.data ?? null), type: input.type },
    req_header: {
      auth_info: loginAuth ? { login_auth_info: loginAuth } : {},
      bussiness_info: { appid: 'tool', scene: input.scene },
      gpt_info: input.gptInfo ?? {},
      tool_id: input.toolId,
      user_info: userInfo,
    },
    is_async: input.isAsync ?? true,
    auth_type: loginAuth ? TASK_AUTH_TYPES.login : TASK_AUTH_TYPES.none,
  };
}
