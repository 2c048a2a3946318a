/** The bench's recognition page: a one-megapixel printed page of Chinese and English lines, and its text. */
import { printedPage } from '../server/engines/ocr/test-support/pages';

export const PAGE_LINES = [
  '小工具帮你把图片里的文字变成可以编辑的文本。',
  '识别结果可以一键复制，也可以下载为表格。',
  'Recognition runs on the server, offline, in a worker.',
  '发票号码 04419203 开票日期 2026年11月21日',
  '金额 ¥1,280.00 税额 ¥166.40 价税合计 ¥1,446.40',
  'The quick brown fox jumps over 13 lazy dogs.',
  '今天天气很好，适合出门散步，也适合在家读书。',
  'Order #20261121-0042 shipped to Shenzhen, China.',
  '请在七个工作日内完成付款，逾期订单将自动取消。',
  'Contact: support@example.com  Tel: 0755-8888 6666',
  '本页面用于测试文字识别的速度和准确率。',
  'Version 1.4.0 (build 2026.11.21) release notes',
];

export const recognitionPage = () => printedPage(PAGE_LINES, { width: 1000, height: 1000, fontSize: 30 });
