/** Business constants and limits (spec §9). */
export const REQUEST_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 100;
export const TOKEN_PREFETCH_DELAY_MS = 1000;
export const RATING_STARS = 5;
export const DOUBLE_CLICK_MS = 500;
export const SEARCH_DEBOUNCE_MS = 100;
export const WARNING_FLASH_MS = 1000;
export const TOAST_MS = 3000;
export const DEFAULT_MAX_UPLOAD_BYTES = 7340032;
export const UPLOAD_COMPRESS_QUALITY = 0.3;
export const DEFAULT_COMPRESS_QUALITY = 0.5;
export const INITIAL_LEFT_COUNT_CACHE = -999;
export const INITIAL_LEFT_COUNT_SCREEN = -1;
/** The ids of §3, and 30 and 35 of §9's range 29 to 45 (see EQUITY_TEXT). */
export const EQUITY_TEXT_IDS = [29, 30, 33, 34, 35, 36, 38, 39, 40, 41, 42, 43, 44, 45] as const;
export const NOTICE_DIALOG_WIDTH = 400;
export const NATIVE_CALL_TIMEOUT_MS = 1000;
export const PAY_FRAME_CLOSE_DELAY_MS = 300;
export const PAY_FRAME_SIZE = { width: 1200, height: 800 } as const;
/** The one platform variant's pay frame. */
export const PAY_FRAME_SIZE_COMPACT = { width: 794, height: 575 } as const;
export const PAY_QUERY = { appid: 'tool', scene: 'new_pc_entry_bangxm', from: 'web' } as const;
export const PAY_PATH = '/pay';
export const PAYEND_POST_MSG = 'PAYEND_POST_MSG';
/**
 * Local storage key set when a visitor must leave before paying (the tip clicked before logging
 * in; the chat app's way to the official account and back): once logged in and back, the pay
 * panel opens once and the key is removed (spec §3).
 */
export const AUTO_CARD_FLAG_KEY = '_qbtool_auto_card_';
export const LOGGER_MERGE_COUNT = 3;
export const LOGGER_MAX_CHARS = 5000;
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const SCROLL_THROTTLE_MS = 100;
export const NAV_SCROLLER = { bounceTime: 800, resizePolling: 60, swipeTime: 2500 } as const;
export const QR = { minVersion: 1, maxVersion: 40, defaultMargin: 4, defaultScale: 4, shareLevel: 'M' } as const;
export const DOWNLOAD_MIN_HOST_VERSION = '12.5.0';
export const USER_ID_COOKIE_DAYS = 3650;
/** Default share description: "help with a small favour, a small helper for you". */
export const DEFAULT_SHARE_DESC = '帮忙小事，贴心小助手';
export const IMAGE_TYPES = ['png', 'gif', 'jpg', 'jpeg', 'avif', 'jxl', 'webp', 'wp2', 'bmp'] as const;
export const FEEDBACK_URL = 'https://support.qq.com/product/toolhub';
export const PAGE_FLAG_NAMES = [
  'isDebug', 'isPreview', 'showLog', 'showVConsole', 'page', 'reurl', 'mttPosId', 'parentUrl', 'fingerprintId', 'beaconDeviceId',
] as const;
/** Token lifetime, and how far a request's `Timestamp` may be from the server's clock. */
export const TOKEN_TTL_SECONDS = 2 * 60 * 60;
export const TIMESTAMP_SKEW_SECONDS = 5 * 60;
/** Equity tip: the four user states and their keys in the tip dictionary (spec §4). */
export const EQUITY_TIP_KEYS = { no_login: 1, login_no_equity: 4, login_equity: 2, LOGIN_PAID: 3 } as const;
export const QR_ERROR_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export const SHARE_CHANNELS = ['wx', 'qq', 'pc', 'qb'] as const;
export const PAGE_VALUES = ['AdMiddlePage', 'CloudGameWelfare'] as const;
