import os from 'node:os';
import path from 'node:path';
import { SYNC_TASK_WAIT_MS, type ENVIRONMENTS } from '@toolhub/contracts';
import { DEFAULT_ANONYMOUS_FREE_PER_NETWORK } from './equity/anonymous-network';

export type Environment = (typeof ENVIRONMENTS)[number] | (string & {});

/** QQ Connect (OAuth 2.0 authorization code). `baseUrl` is https://graph.qq.com for the real one. */
export interface QqConnectConfig {
  appId: string;
  appKey: string;
  baseUrl: string;
}

/** WeChat open platform website login. The QR page and the API live on different hosts. */
export interface WxOpenConfig {
  appId: string;
  secret: string;
  /** https://open.weixin.qq.com for the real one (connect/qrconnect). */
  pageBaseUrl: string;
  /** https://api.weixin.qq.com for the real one (sns/oauth2/access_token, sns/userinfo). */
  apiBaseUrl: string;
}

/** WeChat Pay v3, Native (QR) payments. */
export interface WxPayConfig {
  mchId: string;
  appId: string;
  /** The 32-byte APIv3 key that decrypts notification resources (AES-256-GCM). */
  apiV3Key: string;
  /** The merchant's private key (PEM) that signs requests, and its certificate serial. */
  privateKey: string;
  serialNo: string;
  /** The platform's public key (PEM) that verifies notification signatures. */
  platformPublicKey: string;
  /** https://api.mch.weixin.qq.com for the real one. */
  baseUrl: string;
}

/**
 * The WeChat official account the hub is served under in the chat app: it names who pays there
 * (web authorization, snsapi_base; JSAPI payments when it is also WXPAY_APPID) and signs the
 * chat app's JS-SDK config (the share card).
 */
export interface WxMpConfig {
  appId: string;
  secret: string;
  /** https://open.weixin.qq.com for the real one (connect/oauth2/authorize). */
  pageBaseUrl: string;
  /** https://api.weixin.qq.com for the real one (sns/oauth2/access_token, cgi-bin/stable_token, cgi-bin/ticket/getticket). */
  apiBaseUrl: string;
  /** The chat app's JS-SDK script, loaded only in the chat app. */
  jsSdkUrl: string;
}

/** Tencent COS with STS credentials; the embedded store answers the same protocol otherwise. */
export interface CosConfig {
  secretId: string;
  secretKey: string;
  /** `name-appid`, e.g. toolhub-1250000000 */
  bucket: string;
  region: string;
  /**
   * COS_DOMAIN: another endpoint than `<bucket>.cos.<region>.myqcloud.com` (a private or
   * accelerated one), as the SDK's `Domain`; `{Bucket}` and `{Region}` are filled in.
   */
  domain?: string;
}

/** How the task engine runs engines. */
export interface TaskEngineConfig {
  /** Tasks running at once per process (worker threads, and jobs of a BullMQ worker process). */
  concurrency: number;
  /** A runner renews its lease on a running task; one that expired means the runner died. */
  leaseMs: number;
  /** Runs of a task before it fails for good (a crash mid-task counts as a run). */
  maxAttempts: number;
  /** How long an `is_async: false` create waits for the result before answering `pending`. */
  syncWaitMs: number;
  /** On shutdown, how long running tasks may finish before they are stopped and handed back. */
  drainMs: number;
  /** The BullMQ queue (with REDIS_URL); each deployment, or test, names its own. */
  queue: string;
  /** The JavaScript heap a task thread may grow to, MiB: past it the thread ends and its task fails. */
  heapMb: number;
  /**
   * Whether a process that runs tasks warms its engines up as it starts (loads the OCR model in
   * its first worker thread), so the first recognition does not wait for the load. Unset: on,
   * except in the test environment.
   */
  warmUp?: boolean;
}

/** When a canary is rolled back without a person (DESIGN §2 "Ops release"). */
export interface CanaryPolicy {
  /** Roll back once more than this share of the canary's visitors failed to load it… */
  maxFailureRate: number;
  /** …out of at least this many visitors who loaded it… */
  minLoads: number;
  /** …within this window… */
  windowMs: number;
  /**
   * …and the failures came from at least this many client networks (IPv4 /24, IPv6 /64),
   * more than `maxFailureRate` of the networks reporting: a new device is one cookie away,
   * a network is not, so one network's many devices weigh as one.
   */
  minNetworks: number;
  /** Load reports one network may send, and devices of one network recorded as served, per minute. */
  perNetworkPerMinute: number;
  /** How often each process looks for a scheduled ramp's due step (ramps.ts); 0: never (tests tick by hand). */
  rampTickMs?: number;
}

/** How admin tokens are guarded and how long an ops page stays signed in (issue 15, W9). */
export interface AdminAuthPolicy {
  /** Wrong admin tokens from one client network (IPv4 /24, IPv6 /64) before it is locked out… */
  maxFailures: number;
  /** …counted within this window, and locked out for as long. */
  lockoutMs: number;
  /** An ops page's session lasts this long after its sign-in. */
  sessionMs: number;
}

/** Configuration from environment variables (DESIGN §3); every one is optional on a laptop. */
export interface Config {
  port: number;
  host: string;
  env: Environment;
  dataDir: string;
  databaseUrl?: string;
  /** A PostgreSQL schema to work in (tests and the scale-out test isolate themselves so). */
  databaseSchema?: string;
  redisUrl?: string;
  adminToken?: string;
  /** Sign-in to the admin API and the ops page's sessions (registry/admin-auth.ts). */
  adminAuth: AdminAuthPolicy;
  /** Folder holding shell/ and remotes/ (the workspace root). */
  rootDir: string;
  /** HMAC secret for tokens; generated into dataDir when not given. */
  secret?: string;
  /**
   * The hub's public origin for OAuth redirect and pay notification URLs. Required outside dev
   * and test (http/public-origin.ts); without it the request's own origin, for loopback hosts
   * and `allowedHosts` only.
   */
  publicUrl?: string;
  /** TOOLHUB_ALLOWED_HOSTS: Host headers (`name` or `name:port`) taken as the hub's own when there is no public URL. */
  allowedHosts: string[];
  /** Real providers when configured; otherwise the built-in sandboxes (never in prod). */
  qqConnect?: QqConnectConfig;
  wxOpen?: WxOpenConfig;
  wxMp?: WxMpConfig;
  wxPay?: WxPayConfig;
  /**
   * Which proxies to believe about the client's address, scheme and host (X-Forwarded-*):
   * their addresses or CIDR ranges, comma-separated. None by default, so a client cannot
   * pick its own IP for the IP limit.
   */
  trustProxy: boolean | string[];
  /** Requests per minute allowed per device and per IP on the API (error 3 beyond). */
  rateLimits: { perDevicePerMinute: number; perIpPerMinute: number };
  /** Free uses a day of one tool scene that the anonymous visitors of one client network share (equity/anonymous-network.ts). */
  anonymousFreePerNetwork: number;
  cos?: CosConfig;
  tasks: TaskEngineConfig;
  canary: CanaryPolicy;
  /**
   * Origins besides the hub's own that a published remote's manifest may load files from
   * (TOOLHUB_REMOTE_ORIGINS, comma-separated, e.g. a CDN in front of `/remotes/`): ops vouch
   * that they serve the registry's own files. None by default.
   */
  remoteOrigins: string[];
}

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..');

/** True where the built-in sandbox login and pay providers may run. */
export const sandboxAllowed = (config: Pick<Config, 'env'>) => config.env !== 'prod';

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value) return false;
  if (value === 'true') return true;
  return value.split(',').map((address) => address.trim()).filter(Boolean);
}

/** `https://cdn.example.com, https://other.example/` → their origins; a value that is no URL stops the start. */
function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      const url = URL.canParse(origin) ? new URL(origin) : undefined;
      if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error(`TOOLHUB_REMOTE_ORIGINS: ${origin} is not an http(s) origin`);
      return url.origin;
    });
}

const pem = (value: string | undefined) => value?.replace(/\\n/g, '\n');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    env: env.TOOLHUB_ENV ?? 'dev',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(ROOT_DIR, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    redisUrl: env.REDIS_URL || undefined,
    adminToken: env.TOOLHUB_ADMIN_TOKEN || undefined,
    adminAuth: {
      maxFailures: Number(env.TOOLHUB_ADMIN_MAX_FAILURES ?? 10),
      lockoutMs: Number(env.TOOLHUB_ADMIN_LOCKOUT_MINUTES ?? 15) * 60_000,
      sessionMs: Number(env.TOOLHUB_ADMIN_SESSION_HOURS ?? 8) * 3_600_000,
    },
    rootDir: ROOT_DIR,
    secret: env.TOOLHUB_SECRET || undefined,
    publicUrl: env.TOOLHUB_PUBLIC_URL?.replace(/\/$/, '') || undefined,
    allowedHosts: (env.TOOLHUB_ALLOWED_HOSTS ?? '').split(',').map((host) => host.trim().toLowerCase()).filter(Boolean),
    qqConnect: env.QQ_CONNECT_APPID
      ? {
          appId: env.QQ_CONNECT_APPID,
          appKey: env.QQ_CONNECT_APPKEY ?? '',
          baseUrl: env.QQ_CONNECT_BASE_URL ?? 'https://graph.qq.com',
        }
      : undefined,
    wxOpen: env.WX_OPEN_APPID
      ? {
          appId: env.WX_OPEN_APPID,
          secret: env.WX_OPEN_SECRET ?? '',
          pageBaseUrl: env.WX_OPEN_PAGE_BASE_URL ?? 'https://open.weixin.qq.com',
          apiBaseUrl: env.WX_OPEN_API_BASE_URL ?? 'https://api.weixin.qq.com',
        }
      : undefined,
    wxMp: env.WX_MP_APPID
      ? {
          appId: env.WX_MP_APPID,
          secret: env.WX_MP_SECRET ?? '',
          pageBaseUrl: env.WX_MP_PAGE_BASE_URL ?? 'https://open.weixin.qq.com',
          apiBaseUrl: env.WX_MP_API_BASE_URL ?? 'https://api.weixin.qq.com',
          jsSdkUrl: env.WX_MP_JS_SDK_URL ?? 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js',
        }
      : undefined,
    wxPay: env.WXPAY_MCHID
      ? {
          mchId: env.WXPAY_MCHID,
          appId: env.WXPAY_APPID ?? '',
          apiV3Key: env.WXPAY_API_V3_KEY ?? '',
          privateKey: pem(env.WXPAY_PRIVATE_KEY) ?? '',
          serialNo: env.WXPAY_SERIAL_NO ?? '',
          platformPublicKey: pem(env.WXPAY_PLATFORM_PUBLIC_KEY) ?? '',
          baseUrl: env.WXPAY_BASE_URL ?? 'https://api.mch.weixin.qq.com',
        }
      : undefined,
    trustProxy: parseTrustProxy(env.TOOLHUB_TRUST_PROXY),
    rateLimits: {
      perDevicePerMinute: Number(env.TOOLHUB_RATE_PER_DEVICE ?? 600),
      perIpPerMinute: Number(env.TOOLHUB_RATE_PER_IP ?? 3000),
    },
    anonymousFreePerNetwork: Number(env.TOOLHUB_ANON_FREE_PER_NETWORK ?? DEFAULT_ANONYMOUS_FREE_PER_NETWORK),
    cos: env.COS_SECRET_ID
      ? {
          secretId: env.COS_SECRET_ID,
          secretKey: env.COS_SECRET_KEY ?? '',
          bucket: env.COS_BUCKET ?? '',
          region: env.COS_REGION ?? 'ap-guangzhou',
          domain: env.COS_DOMAIN || undefined,
        }
      : undefined,
    tasks: {
      concurrency: Number(env.TOOLHUB_TASK_CONCURRENCY ?? Math.max(1, os.availableParallelism())),
      leaseMs: Number(env.TOOLHUB_TASK_LEASE_MS ?? 30_000),
      maxAttempts: Number(env.TOOLHUB_TASK_ATTEMPTS ?? 2),
      syncWaitMs: Number(env.TOOLHUB_TASK_SYNC_WAIT_MS ?? SYNC_TASK_WAIT_MS),
      drainMs: Number(env.TOOLHUB_TASK_DRAIN_MS ?? 10_000),
      queue: env.TOOLHUB_TASK_QUEUE || 'toolhub-tasks',
      heapMb: Number(env.TOOLHUB_TASK_HEAP_MB ?? 2048),
      warmUp: env.TOOLHUB_TASK_WARM_UP ? env.TOOLHUB_TASK_WARM_UP !== '0' : undefined,
    },
    canary: {
      maxFailureRate: Number(env.TOOLHUB_CANARY_MAX_FAILURE_RATE ?? 0.2),
      minLoads: Number(env.TOOLHUB_CANARY_MIN_LOADS ?? 20),
      windowMs: Number(env.TOOLHUB_CANARY_WINDOW_MS ?? 10 * 60_000),
      minNetworks: Number(env.TOOLHUB_CANARY_MIN_NETWORKS ?? 3),
      perNetworkPerMinute: Number(env.TOOLHUB_CANARY_NETWORK_RATE ?? 60),
      rampTickMs: Number(env.TOOLHUB_RAMP_TICK_MS ?? 15_000),
    },
    remoteOrigins: parseOrigins(env.TOOLHUB_REMOTE_ORIGINS),
  };
}
