import { z } from 'zod/mini';
import { deferred } from './deferred';

/** Login type codes (spec §3). Logged in means neither 0 nor -1. */
export const LOGIN_TYPE_CODES = { undefined: -1, none: 0, webToken: 1, chatApp: 2, open: 4, phone: 6 } as const;

/** Server-side login info as /api/getLoginInfo answers it (spec §3, §7). */
export const serverLoginInfoSchema = deferred(() => z.object({
  isLogin: z._default(z.boolean(), false),
  qbid: z.optional(z.string()),
  logo: z.optional(z.string()),
  nick_name: z.optional(z.string()),
  token: z.optional(z.string()),
  account_id: z.optional(z.string()),
  appid: z.optional(z.string()),
  logintype: z.optional(z.string()),
  account_type: z.optional(z.int()),
  token_type: z.optional(z.int()),
}));
export type ServerLoginInfo = z.infer<typeof serverLoginInfoSchema>;

/** The login types of the browser host and the sdk (spec §3). */
export const LOGIN_TYPES = ['wx', 'qq', 'qqsdk'] as const;
export const loginTypeSchema = deferred(() => z.enum(LOGIN_TYPES));
export type LoginType = z.infer<typeof loginTypeSchema>;

/** Account and token types sent to the backend for each login type (spec §9). */
export const ACCOUNT_TYPES_BY_LOGIN_TYPE = {
  wx: { accountType: 2, tokenType: 2 },
  qq: { accountType: 4, tokenType: 7 },
  qqsdk: { accountType: 4, tokenType: 8 },
} as const satisfies Record<LoginType, { accountType: number; tokenType: number }>;

/**
 * Which login type a host account mode stands for (spec §9). With the native bridge only
 * mode 2 is qq; without it the web modes 3 and 5 are named and anything else is the sdk login.
 */
export const LOGIN_MODE_MAPPING = {
  withNativeBridge: { modes: { 2: 'qq' }, otherwise: 'wx' },
  withoutNativeBridge: { modes: { 3: 'wx', 5: 'qq' }, otherwise: 'qqsdk' },
} as const satisfies Record<string, { modes: Record<number, LoginType>; otherwise: LoginType }>;

/** Login info as the browser host reports it (spec §3). */
export const hostLoginInfoSchema = deferred(() => z.object({
  isLogin: z._default(z.boolean(), false),
  avatar: z.optional(z.string()),
  nickName: z.optional(z.string()),
  openid: z.optional(z.string()),
  token: z.optional(z.string()),
  appid: z.optional(z.string()),
  qbid: z.optional(z.string()),
  /** The host hands it over as a JSON string; parsed when present. */
  qbLoginInfo: z.optional(z.record(z.string(), z.unknown())),
  loginType: z.optional(loginTypeSchema),
}));
export type HostLoginInfo = z.infer<typeof hostLoginInfoSchema>;

/** Login info of the helper layer (spec §3). `type` is one of LOGIN_TYPE_CODES. */
export const helperLoginInfoSchema = deferred(() => z.object({
  qbid: z.string(),
  type: z.int(),
  uin: z.optional(z.string()),
  token: z.optional(z.string()),
  appid: z.optional(z.string()),
  skey: z.optional(z.string()),
  /** False for a phone account whose social account expired: counts as a failed login. */
  isSocialAccountValid: z.optional(z.boolean()),
  avatar: z.optional(z.string()),
  nickname: z.optional(z.string()),
}));
export type HelperLoginInfo = z.infer<typeof helperLoginInfoSchema>;

/** Host account modes (spec §3). */
export const HOST_ACCOUNT_MODES = { none: 0, connect: 2, chatApp: 3, web: 5 } as const;

/** The browser host's account; `head` is the avatar (spec §3). */
export const hostAccountSchema = deferred(() => z.object({
  qbid: z.string(),
  mode: z.int(),
  uin: z.optional(z.string()),
  ctk: z.optional(z.string()),
  appid: z.optional(z.string()),
  faceUrl: z.optional(z.string()),
  nickName: z.optional(z.string()),
  head: z.optional(z.string()),
}));
export type HostAccount = z.infer<typeof hostAccountSchema>;

const userInfoSchema = z.object({ guid: z.string(), qimei36: z.string(), qua2: z.string() });

/** The login parameter the backend expects (spec §3 "Backend login parameter"). */
export const backendLoginParamSchema = deferred(() => z.object({
  account: z.object({ accountId: z.string(), accountType: z.int(), appid: z.string() }),
  userQbid: z.string(),
  token: z.object({ token: z.string(), tokenType: z.int() }),
  userInfo: userInfoSchema,
}));
export type BackendLoginParam = z.infer<typeof backendLoginParamSchema>;

/** Device info (spec §3); `deviceType` is the MO= field of qua2. */
export const deviceInfoSchema = deferred(() => z.object({
  brand: z.string(),
  guid: z.string(),
  ua: z.string(),
  qua2: z.string(),
  networkType: z.string(),
  qimei: z.string(),
  qimei36: z.string(),
  deviceType: z.string(),
  machineId: z.string(),
}));
export type FullDeviceInfo = z.infer<typeof deviceInfoSchema>;

/** The browser identity bundle (spec §3). */
export const browserIdentitySchema = deferred(() => z.object({
  guid: z.string(),
  tguid: z.string(),
  qimei36: z.string(),
  qua2: z.string(),
  version: z.string(),
}));
export type BrowserIdentity = z.infer<typeof browserIdentitySchema>;

/** POST /cgi-bin/tools/upload (spec §3 "Upload"): the file, as a multipart part or base64 text. */
const uploadFieldsShape = {
  custom_name: z.optional(z.string()),
  /** The tool uploading: its `maxsize` applies instead of the kind's default. */
  toolid: z.optional(z.coerce.number()),
};
export const uploadRequestSchema = deferred(() => z.object({
  file_data: z.union([z.string().check(z.minLength(1)), z.instanceof(Blob)]),
  ...uploadFieldsShape,
}));
/** The same call as JSON: file_data as base64 text. */
export const uploadBase64RequestSchema = deferred(() => z.object({ file_data: z.string().check(z.minLength(1)), ...uploadFieldsShape }));
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

/** Upload answer; success requires header.retCode 0 (spec §5). */
export const uploadResponseSchema = deferred(() => z.object({
  header: z.object({ retCode: z.int() }),
  tempUrl: z.optional(z.string()),
  /** The stored object's key, for a task that reads the file (as raw_data). */
  cos_file_name: z.optional(z.string()),
}));
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** Equity types: the field is spelled `enquity_type` on the wire (spec §3). */
export const ENQUITY_TYPE = { BASE: 0, EXTRA: 1 } as const;
export const equityEntrySchema = deferred(() => z.object({
  enquity_type: z.union([z.literal(ENQUITY_TYPE.BASE), z.literal(ENQUITY_TYPE.EXTRA)]),
  /** Epoch seconds. */
  end_time: z.number(),
  /** The member chose auto-renew. */
  auto_renew: z.optional(z.boolean()),
}));
export type EquityEntry = z.infer<typeof equityEntrySchema>;

/** /api/getEquityInfo: valid only without a `code` field (spec §5). */
export const equityInfoResponseSchema = deferred(() => z.object({
  code: z.optional(z.int()),
  cards: z._default(z.array(equityEntrySchema), []),
}));
export type EquityInfoResponse = z.infer<typeof equityInfoResponseSchema>;

export const EQUITY_CARD_ACTIVE = 1;
export const AUTOPAY_AUTO_RENEW = 1;
export const couponSchema = deferred(() => z.object({ price: z.number() }));
export type Coupon = z.infer<typeof couponSchema>;

/** An equity card (spec §3). Prices are in fen; the wire has both autopay spellings. */
export const equityCardSchema = deferred(() => z.object({
  status: z.int(),
  autopay_type: z.optional(z.int()),
  autopayType: z.optional(z.int()),
  price: z.number(),
  coupons: z._default(z.array(couponSchema), []),
}));
export type EquityCard = z.infer<typeof equityCardSchema>;

/** /api/getEquityCardInfo */
export const equityCardResponseSchema = deferred(() => z.object({ cards: z._default(z.array(equityCardSchema), []) }));
export type EquityCardResponse = z.infer<typeof equityCardResponseSchema>;

/** One text of the equity text dictionary (ids in EQUITY_TEXT_IDS). */
export const equityTextSchema = deferred(() => z.object({ content: z.string() }));

/** /api/getEquitySceneText: valid only when ret is 0 (spec §5). */
export const sceneTextResponseSchema = deferred(() => z.object({
  ret: z.int(),
  data: z.object({
    /** Keyed by the numeric text id, as a string on the wire. */
    copywritingMap: z.record(z.string().check(z.regex(/^\d+$/)), equityTextSchema),
    extInfo: z.object({ sceneNumber: z.number() }),
  }),
}));
export type SceneTextResponse = z.infer<typeof sceneTextResponseSchema>;

/** /api/getEquityConsumeCount: valid only when ret is 0 (spec §5). */
export const consumeCountResponseSchema = deferred(() => z.object({
  ret: z.int(),
  data: z.object({
    leftTime: z.int(),
    isPaid: z.boolean(),
    /**
     * Free uses a day of this scene once logged in; given to a visitor who is not logged in,
     * whose tip says what logging in brings (their own leftTime may already be 0).
     */
    loginFreePerDay: z.optional(z.int()),
  }),
}));
export type ConsumeCountResponse = z.infer<typeof consumeCountResponseSchema>;

/** Quota of one scene; leftCount starts at -999 in the cache and -1 on the screen (spec §9). */
export const quotaSchema = deferred(() => z.object({ leftCount: z.int(), isPaid: z.boolean() }));
export type Quota = z.infer<typeof quotaSchema>;

/** auth_type of a tool task (spec §3). */
export const TASK_AUTH_TYPES = { none: 0, login: 1, token: 3 } as const;

/** Tool task request of /toolproxy/v1/create and /query (spec §3 "Tool task request"). */
export const toolTaskRequestSchema = deferred(() => z
  .object({
    business_data: z.object({
      /** A JSON string (the recognition data for the cloud-proxy OCR call). */
      data: z.string(),
      type: z.int(),
    }),
    req_header: z.object({
      auth_info: z.object({
        login_auth_info: z.optional(backendLoginParamSchema),
        token_auth_info: z.optional(z.object({ token: z.string() })),
      }),
      bussiness_info: z.object({ appid: z.literal('tool'), scene: z.string() }),
      gpt_info: z._default(z.partial(z.object({ chat_id: z.string(), session_id: z.string() })), {}),
      tool_id: z.int(),
      user_info: userInfoSchema,
    }),
    is_async: z._default(z.boolean(), true),
    auth_type: z.union([
      z.literal(TASK_AUTH_TYPES.none),
      z.literal(TASK_AUTH_TYPES.login),
      z.literal(TASK_AUTH_TYPES.token),
    ]),
  })
  .check(
    z.refine(
      (task) =>
        (task.auth_type !== TASK_AUTH_TYPES.login || task.req_header.auth_info.login_auth_info !== undefined) &&
        (task.auth_type !== TASK_AUTH_TYPES.token || task.req_header.auth_info.token_auth_info !== undefined),
      { message: 'auth_type 1 needs login_auth_info, auth_type 3 needs token_auth_info', path: ['req_header', 'auth_info'] },
    ),
  ));
export type ToolTaskRequest = z.infer<typeof toolTaskRequestSchema>;

/** Temporary object-storage credential (spec §3). */
export const cosCredentialSchema = deferred(() => z.object({
  bucket: z.string(),
  region: z.string(),
  secret_id: z.string(),
  secret_key: z.string(),
  token: z.string(),
  /**
   * Epoch seconds from which the credential is valid (as STS answers it). Handed to the SDK
   * as `StartTime` with `ExpiredTime`, it signs over the credential's own window, so a page
   * whose clock is off still uploads.
   */
  start_time: z.optional(z.number()),
  /** Epoch seconds after which the credential is refused. */
  expired_time: z.number(),
  /** The one object key the credential may put. */
  cos_file_name: z.string(),
  /**
   * Where the hub's embedded store answers the COS object protocol for this bucket
   * (`http(s)://host/cos/<bucket>`): the upload goes there instead of Tencent COS. Absent
   * when the hub runs on Tencent COS.
   */
  endpoint: z.optional(z.string()),
}));
export type CosCredential = z.infer<typeof cosCredentialSchema>;

export const CARD_SIDES = ['FRONT', 'BACK'] as const;
/** The side of a card a recognition reads, for card types that have sides. */
export type CardSide = (typeof CARD_SIDES)[number];

/** The recognition request, sent as business_data.data (spec §3). */
export const recognitionRequestSchema = deferred(() => z.object({
  req_type: z.literal(0),
  sub_req_type: z.int(),
  req_data: z.object({
    item: z.object({
      file_type: z.literal(1),
      data_type: z.literal(2),
      /** Storage object name of the uploaded image. */
      raw_data: z.string().check(z.minLength(1)),
      /** Only when the card type has sides. */
      extend: z.optional(z.object({ cardSide: z.enum(CARD_SIDES) })),
    }),
  }),
}));
export type RecognitionRequest = z.infer<typeof recognitionRequestSchema>;

/** The recognition answer (spec §3); business_data.data is parsed with recognitionDataSchema. */
export const recognitionResponseSchema = deferred(() => z.object({
  common_rsp: z.object({ task_status: z.int() }),
  business_data: z.object({ Type: z.int(), data: z.string() }),
  rsp_header: z._default(z.object({ reason: z.optional(z.string()) }), {}),
}));
export type RecognitionResponse = z.infer<typeof recognitionResponseSchema>;

/**
 * What business_data.data holds: detected lines, or name / value pairs. A pair may say it is
 * Uncertain (an invoice's figures that its own sums contradict): the screen asks for it to be
 * checked against the paper. The key is optional, so answers without it read as before.
 */
export const recognitionDataSchema = deferred(() => z.union([
  z.object({ TextDetections: z.array(z.object({ DetectedText: z.string() })) }),
  z.array(z.object({ Name: z.string(), Value: z.string(), Uncertain: z.optional(z.boolean()) })),
]));
export type RecognitionData = z.infer<typeof recognitionDataSchema>;

/** Share options (spec §3). */
export const shareOptionsSchema = deferred(() => z.object({
  title: z.string(),
  desc: z.string(),
  link: z.string(),
  img_url: z.string(),
}));
export type ShareOptions = z.infer<typeof shareOptionsSchema>;

/** Logger options (spec §3); the defaults are spec §9's. */
export const loggerOptionsSchema = deferred(() => z.object({
  isDebug: z._default(z.boolean(), false),
  tag: z._default(z.string(), ''),
  mergeCount: z._default(z.int().check(z.positive()), 3),
  separator: z._default(z.string(), '\n'),
  maxCharCount: z._default(z.int().check(z.positive()), 5000),
}));
export type LoggerOptions = z.input<typeof loggerOptionsSchema>;

/** Tracking event kinds (spec §9). */
export const TRACK_ACTIONS = ['click', 'expose', 'start', 'end', 'close'] as const;

/** extinfo1 of every tracking event (spec §3). */
export const SYSIDS = { windowsInBrowser: 1, windowsExternal: 2, macInBrowser: 3, macExternal: 4 } as const;

/** Tracking fields (spec §3). `aid` joins qbid, timestamp, qimei36, guid and fromid. */
export const trackingFieldsSchema = deferred(() => z.object({
  page_id: z.string(),
  page_name: z.string(),
  page_module: z.string(),
  act_type: z.enum(TRACK_ACTIONS),
  act_module: z.string(),
  appid: z.string(),
  sceneid: z.string(),
  fromid: z.string(),
  url_link: z.string(),
  aid: z.string(),
  extinfo1: z.string(),
  extinfo2: z.optional(z.string()),
  extinfo3: z.optional(z.string()),
  extinfo4: z.optional(z.string()),
  extinfo5: z.optional(z.string()),
}));
export type TrackingFields = z.infer<typeof trackingFieldsSchema>;
