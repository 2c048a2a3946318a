/**
 * The compatibility gate: a remote must take React, the SDK and the other singletons from
 * the shell (DESIGN §3), so a version whose required range the shell's copy does not
 * satisfy would load a second React or none at all. Such a version is refused before any
 * visitor can get it, with a message naming the package and both ranges.
 */
import semver from 'semver';
import { GATED_SINGLETONS, type SharedDep } from '@toolhub/contracts';

export interface Incompatibility {
  pkg: string;
  /** What the remote asks for. */
  required: string;
  /** What the shell provides, and the range it asks of others. */
  provided: string;
  providedRange?: string;
}

export function incompatibilities(remote: SharedDep[], shell: SharedDep[]): Incompatibility[] {
  const found: Incompatibility[] = [];
  for (const pkg of GATED_SINGLETONS) {
    const wanted = remote.find((dep) => dep.name === pkg);
    const required = wanted?.requiredVersion;
    if (!wanted || !required || required === '*') continue;
    const provided = shell.find((dep) => dep.name === pkg);
    if (provided && semver.satisfies(provided.version, required, { includePrerelease: true })) continue;
    found.push({ pkg, required, provided: provided?.version ?? 'nothing', providedRange: provided?.requiredVersion });
  }
  return found;
}

export function describeIncompatibility(what: string, env: string, problem: Incompatibility): string {
  const shellSide = problem.provided === 'nothing'
    ? `the shell in ${env} does not provide it`
    : `the shell in ${env} provides ${problem.provided}${problem.providedRange ? ` (range ${problem.providedRange})` : ''}`;
  return `${what} needs ${problem.pkg} ${problem.required}, but ${shellSide}`;
}
