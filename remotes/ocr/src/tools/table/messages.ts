import { defineMessages } from '@toolhub/sdk';

/** The strings of the table recognition screen: zh-CN (default) and en. */
export const { t, useT } = defineMessages({
  'zh-CN': {
    resultTitle: '识别出的表格',
    tableSize: '{rows} 行 × {columns} 列',
    tableCaption: '表格 {index}',
    downloadXlsx: '下载 Excel',
    downloadCsv: '下载 CSV',
    fileName: '表格识别结果',
    sheetName: '表格{index}',
    cellsHint: '悬停或聚焦单元格，会在图片上标出它的位置',
  },
  en: {
    resultTitle: 'Recognised table',
    tableSize: '{rows} rows × {columns} columns',
    tableCaption: 'Table {index}',
    downloadXlsx: 'Download Excel',
    downloadCsv: 'Download CSV',
    fileName: 'recognised-table',
    sheetName: 'Table {index}',
    cellsHint: 'Hover over or focus a cell to mark it on the image',
  },
});
