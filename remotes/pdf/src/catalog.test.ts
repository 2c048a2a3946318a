import { CONVERT_TYPES, PDF_FAMILY_SCENES, REQ_TYPES, TOOL_IDS, catalogSchema } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { catalog } from './catalog';

const entry = (module: string) => catalog.find((tool) => tool.module === module);

describe('pdf catalog', () => {
  it('is a valid catalog with unique paths, ids and scenes, all in one category', () => {
    expect(catalogSchema.safeParse(catalog).success).toBe(true);
    expect(new Set(catalog.map((tool) => tool.path)).size).toBe(catalog.length);
    expect(new Set(catalog.map((tool) => tool.toolid)).size).toBe(catalog.length);
    expect(new Set(catalog.map((tool) => tool.scene)).size).toBe(catalog.length);
    expect(new Set(catalog.map((tool) => tool.category))).toEqual(new Set(['文档处理']));
  });

  it("holds the PDF tools to the spec's tool ids and request types", () => {
    expect(entry('./PdfSplit')).toMatchObject({ toolid: TOOL_IDS.PdfSplit, reqType: REQ_TYPES.PdfSplit, path: 'pdf-split', scene: 'pdf_split', needCharge: false });
    expect(entry('./PdfMerge')).toMatchObject({ toolid: TOOL_IDS.PdfMerge, reqType: REQ_TYPES.PdfMerge, path: 'pdf-merge', scene: 'pdf_merge', needCharge: false });
    expect(entry('./PdfEncrypt')).toMatchObject({ toolid: TOOL_IDS.PdfEncrypt, reqType: REQ_TYPES.PdfEncrypt, path: 'pdf-encrypt', scene: 'pdf_encrypt', needCharge: false });
    expect(entry('./PdfDecrypt')).toMatchObject({ toolid: TOOL_IDS.PdfDecrypt, reqType: REQ_TYPES.PdfDecrypt, path: 'pdf-decrypt', scene: 'pdf_decrypt', needCharge: false });
    expect(entry('./PdfCompress')).toMatchObject({ toolid: TOOL_IDS.PdfCompress, reqType: REQ_TYPES.PdfCompress, path: 'pdf-compress', scene: 'pdf_compress', needCharge: true });
  });

  it('gives the conversions CONVERT_TYPES and free ids of 60 and up that no spec tool has, all charged', () => {
    const conversions = {
      './OfficeToPdf': CONVERT_TYPES.OfficeToPdf,
      './ImageToPdf': CONVERT_TYPES.ImagesToPdf,
      './PdfToImage': CONVERT_TYPES.PdfToImages,
      './PdfToText': CONVERT_TYPES.PdfToText,
      './PdfToWord': CONVERT_TYPES.PdfToWord,
    };
    for (const [module, type] of Object.entries(conversions)) {
      const tool = entry(module);
      expect(tool).toMatchObject({ reqType: type, needCharge: true });
      expect(tool?.toolid).toBeGreaterThanOrEqual(60);
      expect(Object.values(TOOL_IDS)).not.toContain(tool?.toolid);
    }
  });

  it('declares exactly the scenes the equity texts word as PDF work (PDF_FAMILY_SCENES)', () => {
    expect(new Set(catalog.map((tool) => tool.scene))).toEqual(new Set(PDF_FAMILY_SCENES));
  });
});
