/** The roles of ops people and what each may do (issue 22; see ops-people.ts). */

export const OPS_ROLES = ['viewer', 'releaser', 'admin'] as const;
export type OpsRole = (typeof OPS_ROLES)[number];

/** What a caller may do: read anything, change releases, publish, run the hub (envs, people, teams, tokens). */
export type OpsRight = 'read' | 'release' | 'publish' | 'manage';

const RIGHTS: Record<OpsRole, readonly OpsRight[]> = {
  viewer: ['read'],
  releaser: ['read', 'release'],
  admin: ['read', 'release', 'publish', 'manage'],
};

export const roleMay = (role: OpsRole, right: OpsRight) => RIGHTS[role].includes(right);
