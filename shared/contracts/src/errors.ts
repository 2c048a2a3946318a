/**
 * The error catalogue (spec §8). A failed API call answers an HTTP error status whose
 * body is `"<code>,<message>"`; the browser reads the leading number as the code.
 */
export const ERROR_CODES = {
  NOT_OPEN: 1,
  QUOTA_USED_UP: 2,
  RATE_TOO_HIGH: 3,
  SERVICE: 1000,
  SERVICE_1100: 1100,
  LOGIN_REQUIRED: 1101,
  SERVICE_1200: 1200,
  NO_IMAGE: 1201,
  /** Also a service error in the catalogue; the server uses it for a malformed request. */
  BAD_REQUEST: 1300,
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The catalogue's messages, zh-CN as the product shows them, and en. */
export const ERROR_MESSAGES: Record<number, { 'zh-CN': string; en: string }> = {
  1: { 'zh-CN': '功能暂未开放，敬请期待', en: 'This feature is not open yet, please wait' },
  2: { 'zh-CN': '今日次数已用完，请明天再来', en: "Today's quota is used up, come back tomorrow" },
  3: { 'zh-CN': '请求频率过高，请稍后再试', en: 'Too many requests, try again later' },
  1000: { 'zh-CN': '服务异常，请稍后再试', en: 'Service error, try again later' },
  1100: { 'zh-CN': '服务异常，请稍后再试', en: 'Service error, try again later' },
  1101: { 'zh-CN': '请登录后使用', en: 'Please log in to use this' },
  1200: { 'zh-CN': '服务异常，请稍后再试', en: 'Service error, try again later' },
  1201: { 'zh-CN': '似乎没有检测到图片，请重试', en: 'No image seems detected, please try again' },
  1300: { 'zh-CN': '服务异常，请稍后再试', en: 'Service error, try again later' },
};

/** Substring of the body the server answers for a stale `Timestamp` header. */
export const INVALID_TIMESTAMP = 'invalid timestamp';
export const INVALID_TIMESTAMP_ALERT = {
  'zh-CN': '系统时间不正确，请将电脑时间设置为自动获取',
  en: 'Your system time is wrong; set it to automatic',
};

/** Builds the error body `"<code>,<message>"`. */
export function errorBody(code: number, detail?: string): string {
  const message = ERROR_MESSAGES[code]?.['zh-CN'] ?? '服务异常，请稍后再试';
  return `${code},${detail ? `${message}：${detail}` : message}`;
}

/** Reads the code of an error body; undefined when the body does not start with a number. */
export function parseErrorBody(body: unknown): { code: number; message: string } | undefined {
  if (typeof body !== 'string') return undefined;
  const match = /^\s*(-?\d+)\s*,?(.*)$/s.exec(body);
  if (!match) return undefined;
  return { code: Number(match[1]), message: match[2].trim() };
}
