/**
 * Teams and people of the admin side (issue 22). Three kinds of caller reach the admin API:
 *
 * - an ops **person**, signed in on /ops with a name and password, with one role: `viewer`
 *   reads, `releaser` also releases, promotes, rolls back and switches remotes on and off,
 *   `admin` does everything, people, teams and tokens included;
 * - a **team** token (bearer), which publishes versions of the team's own remotes and nothing
 *   else — releasing is ops' decision, so a team's CI cannot push its build to visitors;
 * - the bootstrap **admin token** (TOOLHUB_ADMIN_TOKEN): the CLI's and break-glass credential,
 *   with every right, and the way the first admin person is made.
 *
 * The audit log names who acted: the person's name, `team:<name>`, or `admin-token`.
 * One table of rights here serves the server's checks and the ops page's buttons alike.
 */
import { z } from 'zod/mini';
import { deferred } from './deferred';
import { envelope } from './api';
import { ADMIN_API_PREFIX } from './admin-session';
import { OPS_ROLES } from './ops-roles';
import { remoteNameSchema } from './registry';

export * from './ops-roles';

/** The audit actor of the bootstrap admin token; reserved, so no person can be named so. */
export const ADMIN_TOKEN_ACTOR = 'admin-token';
export const teamActor = (team: string) => `team:${team}`;

/** Letters and digits of any script, then also `.`, `_`, `-`: at most 64, no spaces or colons (`team:` is the teams'). */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}._-]{0,63}$/u;
export const TEAM_NAME_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;
/** Long enough that the lockout makes guessing hopeless; a passphrase fits. */
export const MIN_PASSWORD_LENGTH = 12;

export const personNameSchema = deferred(() => z
  .string()
  .check(
    z.regex(PERSON_NAME_PATTERN, 'not a valid name (letters, digits, . _ -; at most 64)'),
    z.refine((name) => name !== ADMIN_TOKEN_ACTOR, `${ADMIN_TOKEN_ACTOR} is reserved for the bootstrap token`),
  ));
export const teamNameSchema = deferred(() => z.string().check(z.regex(TEAM_NAME_PATTERN, 'not a valid team name (a–z, 0–9, -; 2–40 characters)')));
export const passwordSchema = deferred(() => z.string().check(z.minLength(MIN_PASSWORD_LENGTH, `at least ${MIN_PASSWORD_LENGTH} characters`), z.maxLength(256)));

export const PEOPLE_PATH = `${ADMIN_API_PREFIX}people`;
export const TEAMS_PATH = `${ADMIN_API_PREFIX}teams`;

// ---- people -----------------------------------------------------------------------------

export const opsPersonSchema = deferred(() => z.object({
  name: z.string(),
  role: z.enum(OPS_ROLES),
  created_at: z.int(),
  updated_at: z.int(),
}));
export type OpsPerson = z.infer<typeof opsPersonSchema>;
export const peopleResponseSchema = deferred(() => envelope(z.array(opsPersonSchema)));

/** POST /admin/api/people. Without a password the hub makes one and answers it, once. */
export const addPersonRequestSchema = deferred(() => z.object({
  name: personNameSchema,
  role: z.enum(OPS_ROLES),
  password: z.optional(passwordSchema),
}));
export type AddPersonRequest = z.infer<typeof addPersonRequestSchema>;

/** POST /admin/api/people/:name: a new role and/or a new password (`reset_password` makes one). Ends the person's sessions when the password changes. */
export const changePersonRequestSchema = deferred(() => z.object({
  role: z.optional(z.enum(OPS_ROLES)),
  password: z.optional(passwordSchema),
  reset_password: z.optional(z.boolean()),
}));
export type ChangePersonRequest = z.infer<typeof changePersonRequestSchema>;

/** The person as stored, and the password the hub made — shown once, never stored in clear. */
export const personAnswerSchema = deferred(() => z.object({ person: opsPersonSchema, password: z.optional(z.string()) }));
export type PersonAnswer = z.infer<typeof personAnswerSchema>;
export const personResponseSchema = deferred(() => envelope(personAnswerSchema));
/** DELETE of a person or a team: nothing to say but done. */
export const removedResponseSchema = deferred(() => envelope(z.object({})));

// ---- teams --------------------------------------------------------------------------------

export const opsTeamSchema = deferred(() => z.object({
  name: z.string(),
  /** The remotes the team's token may publish; each remote belongs to one team at most. */
  remotes: z.array(z.string()),
  /** The live token's first characters (to tell tokens apart) and when it was made; null: no token. */
  token: z.nullable(z.object({ hint: z.string(), created_at: z.int() })),
  created_at: z.int(),
}));
export type OpsTeam = z.infer<typeof opsTeamSchema>;
export const teamsResponseSchema = deferred(() => envelope(z.array(opsTeamSchema)));

/** POST /admin/api/teams (create), POST /admin/api/teams/:name (new remotes). */
export const teamRequestSchema = z.object({
  name: teamNameSchema,
  remotes: z.array(remoteNameSchema).check(z.maxLength(100)),
});
export const teamRemotesRequestSchema = deferred(() => z.object({ remotes: teamRequestSchema.shape.remotes }));
export const teamResponseSchema = deferred(() => envelope(opsTeamSchema));

/** POST /admin/api/teams/:name/token: a new token (the old one stops working); shown this once. */
export const teamTokenSchema = deferred(() => z.object({ team: opsTeamSchema, token: z.string() }));
export type TeamToken = z.infer<typeof teamTokenSchema>;
export const teamTokenResponseSchema = deferred(() => envelope(teamTokenSchema));
