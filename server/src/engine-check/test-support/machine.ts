/** A made-up machine for the engine check's tests. */
import type { Machine } from '../machine';

/** A machine with these programs, fonts (null: it has no fc-list) and files, counting what is asked. */
export function fakeMachine({ programs = [], fonts = [], files = [] }: { programs?: string[]; fonts?: string[] | null; files?: string[] }) {
  const asked: string[] = [];
  const machine: Machine = {
    hasProgram: (name) => (asked.push(`program ${name}`), programs.includes(name)),
    fontFamilies: () => (asked.push('fonts'), fonts ? new Set(fonts.map((family) => family.toLowerCase())) : undefined),
    hasFile: (file) => (asked.push(`file ${file}`), files.includes(file)),
  };
  return { machine, asked };
}
