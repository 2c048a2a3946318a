/**
 * The storage keys a recognition request reads, checked by the task engine to be the
 * visitor's own before it runs, and the recognition it asks for. Apart from the engine so
 * the server imports no model code.
 */
import { recognitionRequestSchema } from '@toolhub/contracts';

export function recognitionObjects(input: unknown): string[] {
  const parsed = recognitionRequestSchema.safeParse(input);
  return parsed.success ? [parsed.data.req_data.item.raw_data] : [];
}

/** The recognition a request asks for (recognise.ts runs it): the tool's catalog reqType. */
export function recognitionSubType(input: unknown): number | undefined {
  const parsed = recognitionRequestSchema.safeParse(input);
  return parsed.success ? parsed.data.sub_req_type : undefined;
}
