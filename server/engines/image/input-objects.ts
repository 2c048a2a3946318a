/**
 * The storage keys an image effect task reads, checked by the task engine to be the visitor's
 * own before it runs (`inputObjects` in registry.ts): the image, and human split's background
 * image. Apart from the engines so the server process imports none of their code.
 */
export function imageEffectObjects(input: unknown): string[] {
  if (typeof input !== 'object' || input === null) return [];
  const { file, backgroundFile } = input as { file?: unknown; backgroundFile?: unknown };
  return [file, backgroundFile].filter((key): key is string => typeof key === 'string' && key.length > 0);
}
