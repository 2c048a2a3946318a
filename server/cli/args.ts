/** The flags and arguments of one command, checked against what the command takes. */
import { parseArgs } from 'node:util';
import { UsageError } from './errors';

/** A command's flags by name (without `--`): a value, or a switch. */
export type FlagSpec = Record<string, 'string' | 'boolean'>;

export interface ParsedArgs {
  positionals: string[];
  flags: Record<string, string | boolean | undefined>;
}

export function parseCommandArgs(argv: string[], flags: FlagSpec, positionals: readonly [min: number, max: number]): ParsedArgs {
  const options = Object.fromEntries(Object.entries(flags).map(([name, type]) => [name, { type }]));
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(parseFailure(error));
  }
  const [min, max] = positionals;
  if (parsed.positionals.length < min) throw new UsageError('missing argument');
  if (parsed.positionals.length > max) throw new UsageError(`unexpected argument "${parsed.positionals[max]}"`);
  return { positionals: parsed.positionals, flags: parsed.values as ParsedArgs['flags'] };
}

export const stringFlag = (args: ParsedArgs, name: string): string | undefined => {
  const value = args.flags[name];
  return typeof value === 'string' ? value : undefined;
};

export const booleanFlag = (args: ParsedArgs, name: string): boolean => args.flags[name] === true;

/** An integer flag within [min, max], or undefined when not given. */
export function integerFlag(args: ParsedArgs, name: string, min: number, max: number): number | undefined {
  const value = stringFlag(args, name);
  if (value === undefined) return undefined;
  const number = /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, not "${value}"`);
  }
  return number;
}

/** node:util's wording, without its advice on positionals that begin with '-'. */
function parseFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code;
  const option = /'(-[^' ]+)/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) return `unknown flag ${option}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) {
    return message.includes('does not take') ? `${option} takes no value` : `${option} needs a value`;
  }
  return message;
}
