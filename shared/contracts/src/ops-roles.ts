/** The roles of ops people and what each may do (issue 22; see ops-people.ts). */

export const OPS_ROLES = ['viewer', 'releaser', 'admin'] as const;
export type OpsRole = (typeof OPS_ROLES)[number];

/**
 * What a caller may do: read anything, change releases, publish, run the hub (envs, people,
 * teams, tokens), and import the data tools look up (finance CSVs). Importing is a releaser's:
 * like a release it changes what visitors see, and it is previewed, checked and audited.
 */
export type OpsRight = 'read' | 'release' | 'publish' | 'manage' | 'import';

const RIGHTS: Record<OpsRole, readonly OpsRight[]> = {
  viewer: ['read'],
  releaser: ['read', 'release', 'import'],
  admin: ['read', 'release', 'publish', 'manage', 'import'],
};

export const roleMay = (role: OpsRole, right: OpsRight) => RIGHTS[role].includes(right);
