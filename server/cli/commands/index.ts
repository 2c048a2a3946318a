import type { Command } from '../command';
import { audit } from './audit';
import { envs } from './envs';
import { finance } from './finance';
import { people } from './people';
import { publish } from './publish';
import { ramp } from './ramp';
import { release, releaseActions } from './release';
import { status } from './status';
import { teams } from './teams';
import { versions } from './versions';

/** In the order `help` lists them: a team's steps, then ops'. */
export const COMMANDS: readonly Command[] = [publish, versions, status, release, ...releaseActions, ramp, audit, envs, people, teams, finance];
