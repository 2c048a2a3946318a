/**
 * The storage keys a PDF task reads, checked by the task engine to be the visitor's own
 * before it runs (`inputObjects` in registry.ts). Apart from the engines so the server
 * process imports none of their code.
 */
import { pdfCompressInputSchema, pdfDecryptInputSchema, pdfEncryptInputSchema, pdfMergeInputSchema, pdfSplitInputSchema } from '@toolhub/contracts';

type OneFileSchema = typeof pdfSplitInputSchema | typeof pdfEncryptInputSchema | typeof pdfDecryptInputSchema | typeof pdfCompressInputSchema;

/** The one file of a split, encrypt, decrypt or compress. */
export const oneFileObjects =
  (schema: OneFileSchema) =>
  (input: unknown): string[] => {
    const parsed = schema.safeParse(input);
    return parsed.success ? [parsed.data.file] : [];
  };

/** The files of a merge, once each. */
export function mergeObjects(input: unknown): string[] {
  const parsed = pdfMergeInputSchema.safeParse(input);
  return parsed.success ? [...new Set(parsed.data.files.map((source) => source.file))] : [];
}

export const splitObjects = oneFileObjects(pdfSplitInputSchema);
export const encryptObjects = oneFileObjects(pdfEncryptInputSchema);
export const decryptObjects = oneFileObjects(pdfDecryptInputSchema);
export const compressObjects = oneFileObjects(pdfCompressInputSchema);
