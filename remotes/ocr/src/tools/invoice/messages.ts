import { defineMessages } from '@toolhub/sdk';

/** The strings of the invoice recognition screen: zh-CN (default) and en. */
export const { t, useT } = defineMessages({
  'zh-CN': {
    resultTitle: '发票信息',
    fieldCount: '共 {count} 项',
    fieldName: '项目',
    fieldValue: '内容',
    copyAll: '复制全部',
    copied: '已复制全部发票信息',
    copyFailed: '复制失败，请选中表格后手动复制',
    downloadCsv: '下载 CSV',
    fileName: '发票识别结果',
    uncertain: '待核对',
    checkColumn: '核对',
    uncertainNote: '标“待核对”的项与发票上的其他金额对不上（如金额 + 税额 ≠ 价税合计），请对照原票核对。',
  },
  en: {
    resultTitle: 'Invoice fields',
    fieldCount: '{count} fields',
    fieldName: 'Field',
    fieldValue: 'Value',
    copyAll: 'Copy all',
    copied: 'All invoice fields copied',
    copyFailed: 'Copying failed; select the table and copy it by hand',
    downloadCsv: 'Download CSV',
    fileName: 'invoice-fields',
    uncertain: 'Check this',
    checkColumn: 'Check',
    uncertainNote: "Fields marked 'Check this' do not agree with the invoice's other amounts (such as amount + tax ≠ total): compare them with the paper invoice.",
  },
});
