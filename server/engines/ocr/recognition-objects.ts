/**
 * The storage keys a recognition request reads, checked by the task engine to be the
 * visitor's own before it runs. Apart from the engine so the server imports no model code.
 */
import { recognitionRequestSchema } from '@toolhub/contracts';

export function recognitionObjects(input: unknown): string[] {
  const parsed = recognitionRequestSchema.safeParse(input);
  return parsed.success ? [parsed.data.req_data.item.raw_data] : [];
}
