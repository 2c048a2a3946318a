import { CARD_TYPES, CONVERT_TYPES, REQ_TYPES, SCENE_RECOGNITIONS, TOOL_IDS, catalogSchema } from '@toolhub/contracts';
import { searchTools } from '@toolhub/sdk';
import { describe, expect, it } from 'vitest';
import { catalog } from './catalog';

describe('ocr catalog', () => {
  it('is a valid catalog with unique paths and ids', () => {
    expect(catalogSchema.safeParse(catalog).success).toBe(true);
    expect(new Set(catalog.map((tool) => tool.path)).size).toBe(catalog.length);
    expect(new Set(catalog.map((tool) => tool.toolid)).size).toBe(catalog.length);
  });

  it('every recognition tool is found by searching 识别', () => {
    expect(searchTools(catalog, '识别').map((tool) => tool.path).sort()).toEqual(catalog.map((tool) => tool.path).sort());
  });

  it("holds basic text recognition to the spec's ids", () => {
    const basic = catalog.find((tool) => tool.module === './BasicOcr');
    expect(basic).toMatchObject({ toolid: TOOL_IDS.BasicOcr, reqType: REQ_TYPES.BasicOcr, path: 'basic-ocr', name: '通用文字识别', scene: 'basic_ocr', needCharge: false, category: '文字识别' });
  });

  it("holds invoice recognition to the spec's ids, a charged tool", () => {
    const invoice = catalog.find((tool) => tool.module === './InvoiceOcr');
    expect(invoice).toMatchObject({ toolid: TOOL_IDS.InvoiceRecognize, reqType: REQ_TYPES.InvoiceRecognize, path: 'invoice-ocr', category: '文字识别', needCharge: true });
  });

  it("holds image recognition to the spec's tool id and its scene (no request type of its own)", () => {
    const image = catalog.find((tool) => tool.module === './ImageRecognize');
    expect(image).toMatchObject({ toolid: TOOL_IDS.ImageRecognize, reqType: SCENE_RECOGNITIONS.imageRecognize.subReqType, scene: SCENE_RECOGNITIONS.imageRecognize.scene, path: 'image-recognize', category: '文字识别', needCharge: false });
  });

  it("holds table recognition to the spec's ids", () => {
    const table = catalog.find((tool) => tool.module === './TableOcr');
    expect(table).toMatchObject({ toolid: TOOL_IDS.TableRecognize, reqType: REQ_TYPES.TableRecognize, path: 'table-ocr', category: '文字识别' });
  });

  it("holds handwriting erasure and word restoration to the spec's ids", () => {
    const erasure = catalog.find((tool) => tool.module === './HandwritingErasure');
    expect(erasure).toMatchObject({ toolid: TOOL_IDS.HandwritingErasure, reqType: REQ_TYPES.HandwritingErasure, path: 'handwriting-erasure', name: '手写体擦除', scene: 'handwriting_erasure', category: '文字识别', needCharge: false });
    const restore = catalog.find((tool) => tool.module === './WordRestore');
    expect(restore).toMatchObject({ toolid: TOOL_IDS.WordRestore, reqType: REQ_TYPES.WordRestore, path: 'word-restore', name: '文档图像修复', scene: 'word_restore', category: '文字识别', needCharge: false });
  });

  it("holds advertisement-font recognition to the spec's scene and type 5, with the tool id 56 the spec leaves open", () => {
    const adFont = catalog.find((tool) => tool.module === './AdFont');
    expect(adFont).toMatchObject({ toolid: 56, reqType: SCENE_RECOGNITIONS.advertisementFont.subReqType, scene: SCENE_RECOGNITIONS.advertisementFont.scene, path: 'ad-font', name: '广告字体识别', category: '文字识别', needCharge: false });
    expect(Object.values(TOOL_IDS)).not.toContain(56);
  });

  it('holds the card recognitions to CARD_TYPES: charged like the invoice, each its own page and scene, request types no other tool or conversion uses', () => {
    const cards = [
      { module: './IdCardOcr', reqType: CARD_TYPES.IdCard, path: 'id-card-ocr', name: '身份证识别', scene: 'idcard_ocr' },
      { module: './BankCardOcr', reqType: CARD_TYPES.BankCard, path: 'bank-card-ocr', name: '银行卡识别', scene: 'bankcard_ocr' },
      { module: './BusinessLicenceOcr', reqType: CARD_TYPES.BusinessLicence, path: 'business-licence-ocr', name: '营业执照识别', scene: 'business_license_ocr' },
    ];
    for (const { module, ...expected } of cards) {
      expect(catalog.find((tool) => tool.module === module)).toMatchObject({ ...expected, category: '文字识别', needCharge: true });
    }
    const taken = [...Object.values(REQ_TYPES), ...Object.values(CONVERT_TYPES), ...Object.values(SCENE_RECOGNITIONS).map((r) => r.subReqType)];
    for (const type of Object.values(CARD_TYPES)) expect(taken).not.toContain(type);
    expect(new Set(catalog.map((tool) => tool.scene)).size).toBe(catalog.length);
    for (const { module } of cards) expect(Object.values(TOOL_IDS)).not.toContain(catalog.find((tool) => tool.module === module)?.toolid);
  });
});
