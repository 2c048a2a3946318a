/**
 * The storage key a text task reads (its uploaded document), checked by the task engine to be
 * the visitor's own before it runs. Apart from the engines so the server process imports none of their code.
 */
export function textObjects(input: unknown): string[] {
  if (typeof input !== 'object' || input === null) return [];
  const { file } = input as { file?: unknown };
  return typeof file === 'string' && file.length > 0 ? [file] : [];
}
