/**
 * The engine check: which of each engine's needs this machine lacks. Pure over a Machine,
 * so tests give it a fake PATH or font list; the server gives it the real one at start-up.
 */
import type { MissingPiece } from '@toolhub/contracts';
import type { Machine } from './machine';
import { installCommand, nameOf, type EngineDeclaration, type Need } from './needs';

export interface CheckedEngine {
  declaration: EngineDeclaration;
  /** The needs the machine lacks, each with its install command; empty when the engine is ready. */
  missing: (MissingPiece & { need: Need })[];
}

function has(machine: Machine, need: Need): boolean {
  switch (need.kind) {
    case 'program':
      return need.file ? machine.hasFile(need.file) : machine.hasProgram(need.name);
    case 'font':
      // Without fc-list nothing says the font is there, and the engines find fonts the same way.
      return machine.fontFamilies()?.has(need.family.toLowerCase()) ?? false;
    case 'model': {
      let files: string[];
      try {
        files = need.files();
      } catch {
        return false; // its npm package is not installed at all
      }
      return files.every((file) => machine.hasFile(file));
    }
  }
}

/** Each need is asked once however many engines share it (qpdf, the OCR models). */
export function checkEngines(declarations: readonly EngineDeclaration[], machine: Machine): CheckedEngine[] {
  const answers = new Map<string, boolean>();
  const present = (need: Need) => {
    const key = `${need.kind}:${nameOf(need)}`;
    if (!answers.has(key)) answers.set(key, has(machine, need));
    return answers.get(key) as boolean;
  };
  return declarations.map((declaration) => ({
    declaration,
    missing: declaration.needs.filter((need) => !present(need)).map((need) => ({ kind: need.kind, name: nameOf(need), install: installCommand(need), need })),
  }));
}
