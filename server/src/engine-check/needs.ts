/**
 * How an engine says what it needs from the machine, beside its code
 * (`server/engines/<family>/requirements.ts`): the programs it starts, the fonts it draws
 * with and the model files it opens, each with what installs it. The server checks them at
 * start-up (check.ts) and marks the tools of an engine that lacks any as unavailable.
 */

/**
 * A program the engine starts by name, found on PATH as `spawn` finds it — or a part of a
 * program that comes in a package of its own, found by a file only that package installs.
 */
export interface ProgramNeed {
  kind: 'program';
  name: string;
  /** The Debian packages that install it (LibreOffice needs its writer, calc and impress parts). */
  debianPackages: string[];
  /**
   * For a part (LibreOffice's Writer, Calc, Impress: `soffice` starts without them and fails on
   * the file), the file on disk that says it is installed; a program on PATH has none.
   */
  file?: string;
}

/** A font family fontconfig must list (LibreOffice, poppler and librsvg find fonts through it). */
export interface FontNeed {
  kind: 'font';
  family: string;
  debianPackages: string[];
}

/** Model files inside an npm package: nothing is downloaded at run time (DESIGN §5). */
export interface ModelNeed {
  kind: 'model';
  name: string;
  npmPackage: string;
  /** The files the engine opens; throws when the package cannot be found at all. */
  files: () => string[];
}

export type Need = ProgramNeed | FontNeed | ModelNeed;

/**
 * A tool an engine runs, as a catalog names it: its `reqType` (the task's request type, or,
 * for the recognitions, the `sub_req_type` their one call sends) and, when a scene picks
 * the engine among several of one type, that scene (see engines/ocr/recognise.ts).
 */
export interface EngineJob {
  reqType: number;
  scene?: string;
}

export interface EngineDeclaration {
  /** `pdf`, or `convert/office-to-pdf` where a family's parts need different things. */
  engine: string;
  runs: EngineJob[];
  needs: Need[];
}

export const program = (name: string, ...debianPackages: string[]): ProgramNeed => ({ kind: 'program', name, debianPackages });
export const programPart = (name: string, file: string, ...debianPackages: string[]): ProgramNeed => ({ kind: 'program', name, debianPackages, file });
export const font = (family: string, ...debianPackages: string[]): FontNeed => ({ kind: 'font', family, debianPackages });

/** What installs a need: the exact command a person types (as root) on Debian or Ubuntu. */
export function installCommand(need: Need): string {
  return need.kind === 'model' ? 'pnpm install' : `apt-get install -y ${need.debianPackages.join(' ')}`;
}

export const nameOf = (need: Need) => (need.kind === 'font' ? need.family : need.name);
