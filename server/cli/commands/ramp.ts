/**
 * Scheduled ramps (issue 22): `ramp <remote> <version>` takes a canary through steps of
 * visitors (10,50,100 by default) with a hold between them and the hub's health gate before
 * each, the last step a promote; `--stop` stops the running one; without either it shows it.
 */
import {
  DEFAULT_RAMP_HOLD_MS,
  DEFAULT_RAMP_STEPS,
  MAX_RAMP_HOLD_MS,
  MIN_RAMP_HOLD_MS,
  RAMP_MAX_HOLDS,
  rampRequestSchema,
  rampResponseSchema,
  registryOverviewResponseSchema,
  remoteNameSchema,
  versionSchema,
  type Ramp,
  type RampRequest,
} from '@toolhub/contracts';
import { booleanFlag, stringFlag } from '../args';
import { checked, envOf, type Command } from '../command';
import { UsageError } from '../errors';
import { formatTime } from '../format';

const rampPath = (env: string, remote: string) => `/admin/api/envs/${encodeURIComponent(env)}/remotes/${encodeURIComponent(remote)}/ramp`;

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `30m`, `90s`, `2h`, `1d`, or plain minutes. */
export function parseDuration(text: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(text.trim());
  const ms = match ? Number(match[1]) * UNITS[match[2] || 'm'] : NaN;
  if (!Number.isFinite(ms) || ms < MIN_RAMP_HOLD_MS || ms > MAX_RAMP_HOLD_MS) {
    throw new UsageError(`--every must be a duration from 1s to 7d such as 30m, 90s or 2h, not "${text}"`);
  }
  return ms;
}

export function parseSteps(text: string): number[] {
  const steps = text.split(/[\s,]+/).filter(Boolean).map((step) => (/^\d+$/.test(step) ? Number(step) : NaN));
  const problem = rampRequestSchema.safeParse({ version: '0.0.0', steps }).error?.issues[0];
  if (problem || steps.some(Number.isNaN)) throw new UsageError(`--steps must be rising percents from 1 to 100 ending at 100, such as 10,50,100, not "${text}"`);
  return steps;
}

const duration = (ms: number) => (ms % 3_600_000 === 0 ? `${ms / 3_600_000}h` : ms % 60_000 === 0 ? `${ms / 60_000}m` : `${Math.round(ms / 1000)}s`);

/** One line of where a ramp is. */
export function describeRamp(ramp: Ramp): string {
  const head = `${ramp.remote} in ${ramp.env}: ramp of ${ramp.version} (${ramp.steps.join(' → ')} %, every ${duration(ramp.hold_ms)}, by ${ramp.started_by})`;
  const at = `step ${ramp.step + 1} of ${ramp.steps.length} (${ramp.steps[ramp.step]}%)`;
  if (ramp.state === 'done') return `${head}: done, ${ramp.version} is stable`;
  if (ramp.state === 'stopped') return `${head}: stopped at ${at}: ${ramp.ended ?? ''}`;
  const next = `next ${ramp.steps[ramp.step + 1]}% at ${ramp.next_at === null ? '-' : formatTime(ramp.next_at)}`;
  const gate = !ramp.gate
    ? 'gate not checked yet'
    : `gate ${ramp.gate.result === 'ok' ? 'passed' : `holding (${ramp.gate.result})`}: ${ramp.gate.failures}/${ramp.gate.loads} failed on ${ramp.gate.networks} networks`;
  const holding = ramp.state === 'holding' ? `, stops if still held ${RAMP_MAX_HOLDS}× the hold after it was due` : '';
  return `${head}: ${at}, ${next}; ${gate}${holding}`;
}

export const ramp: Command = {
  name: 'ramp',
  usage: `<remote> [<version>] --env <env> [--steps ${DEFAULT_RAMP_STEPS.join(',')}] [--every ${duration(DEFAULT_RAMP_HOLD_MS)}] [--reason text] | <remote> --env <env> --stop`,
  summary: "take a canary to more visitors step by step, the hub's health gate before each step, the last a promote; --stop stops it; without a version, shows it",
  flags: { env: 'string', steps: 'string', every: 'string', reason: 'string', stop: 'boolean' },
  positionals: [1, 2],
  async run(ctx, args) {
    const remote = checked(remoteNameSchema, args.positionals[0]);
    const env = envOf(ctx, args);
    const reason = stringFlag(args, 'reason');
    if (booleanFlag(args, 'stop')) {
      if (args.positionals[1]) throw new UsageError('--stop takes the remote only');
      const stopped = await ctx.admin().post(`${rampPath(env, remote)}/stop`, reason ? { reason } : {}, rampResponseSchema);
      ctx.out(describeRamp(stopped));
      return;
    }
    if (!args.positionals[1]) {
      const overview = await ctx.admin().get('/admin/api/registry', registryOverviewResponseSchema);
      const current = overview.ramps?.find((r) => r.env === env && r.remote === remote);
      ctx.out(current ? describeRamp(current) : `${remote} in ${env}: no ramp`);
      return;
    }
    const version = checked(versionSchema, args.positionals[1]);
    const steps = stringFlag(args, 'steps');
    const every = stringFlag(args, 'every');
    const body: RampRequest = {
      version,
      ...(steps === undefined ? {} : { steps: parseSteps(steps) }),
      ...(every === undefined ? {} : { hold_ms: parseDuration(every) }),
      ...(reason ? { reason } : {}),
    };
    const started = await ctx.admin().post(rampPath(env, remote), body, rampResponseSchema);
    ctx.out(describeRamp(started));
  },
};
