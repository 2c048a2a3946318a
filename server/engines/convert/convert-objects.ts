/**
 * The storage keys a conversion request reads, checked by the task engine to be the
 * visitor's own before it runs. Apart from the engines so the server imports none of their code.
 */
import { convertInputSchema } from '@toolhub/contracts';

export function convertObjects(input: unknown): string[] {
  const parsed = convertInputSchema.safeParse(input);
  return parsed.success ? parsed.data.files.map((entry) => entry.file) : [];
}
