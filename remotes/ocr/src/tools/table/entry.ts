import type { ToolMeta } from '@toolhub/contracts';

/**
 * Table recognition in the catalog. The ids are written out (TOOL_IDS.TableRecognize,
 * REQ_TYPES.TableRecognize): the build reads the catalog in Node; the catalog test holds them
 * to the contracts.
 */
export const tableOcrEntry: ToolMeta = {
  toolid: 55,
  path: 'table-ocr',
  name: '表格识别',
  keyword: '表格识别 图片转表格 图片转Excel 表格提取 截图转表格 OCR',
  category: '文字识别',
  icon: '▦',
  scene: 'table_ocr',
  reqType: 5,
  needCharge: false,
  module: './TableOcr',
  description: '把图片里的表格还原成单元格，合并单元格照样保留，可下载 Excel 或 CSV。',
  en: {
    name: 'Table recognition',
    keyword: 'table ocr recognition excel csv image to table',
    category: 'Text recognition',
    description: 'Turns a table in a picture back into cells, merged cells included, to download as Excel or CSV.',
  },
};
