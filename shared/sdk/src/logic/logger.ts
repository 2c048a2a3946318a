import { LOGGER_MAX_CHARS, LOGGER_MERGE_COUNT, type LoggerOptions } from '@toolhub/contracts';

export interface MergingLogger {
  log: (...parts: unknown[]) => void;
  /** Writes whatever is buffered, e.g. before the page unloads. */
  flush: () => void;
}

function stringify(part: unknown): string {
  if (typeof part === 'string') return part;
  if (part instanceof Error) return part.stack ?? `${part.name}: ${part.message}`;
  try {
    return JSON.stringify(part) ?? String(part);
  } catch {
    return String(part); // cyclic objects
  }
}

/** Cuts a text into chunks of at most `maxCharCount` characters, each starting with `prefix`. */
export function splitIntoChunks(text: string, maxCharCount: number, prefix = ''): string[] {
  const room = Math.max(1, maxCharCount - prefix.length);
  const chunks: string[] = [];
  for (let start = 0; start < text.length; start += room) chunks.push(prefix + text.slice(start, start + room));
  return chunks.length ? chunks : [prefix];
}

/**
 * A logger that merges messages (spec §9): every `mergeCount` messages (3) are written as one
 * entry joined by `separator`, cut into chunks of at most `maxCharCount` characters (5000),
 * so a log service with a per-entry limit gets fewer, complete entries. In debug mode every
 * message is written at once, so a developer sees it as it happens.
 */
export function createMergingLogger(options: LoggerOptions, write: (chunk: string) => void): MergingLogger {
  const {
    isDebug = false,
    tag = '',
    mergeCount = LOGGER_MERGE_COUNT,
    separator = '\n',
    maxCharCount = LOGGER_MAX_CHARS,
  } = options;
  const prefix = tag ? `[${tag}] ` : '';
  let buffer: string[] = [];

  const flush = () => {
    if (!buffer.length) return;
    const merged = buffer.join(separator);
    buffer = [];
    for (const chunk of splitIntoChunks(merged, maxCharCount, prefix)) write(chunk);
  };

  return {
    log: (...parts) => {
      buffer.push(parts.map(stringify).join(' '));
      if (isDebug || buffer.length >= mergeCount) flush();
    },
    flush,
  };
}
