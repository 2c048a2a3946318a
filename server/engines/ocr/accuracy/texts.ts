/** The ground truth of the accuracy sets (make-sets.ts draws these; the suite compares with them). */
export const SETS: Record<string, string[][]> = {
  'printed-zh': [
    [
      '小工具是一组免费的在线工具，帮你把小事做完。',
      '文字识别可以把图片里的文字变成可编辑的文本，',
      '识别结果能够一键复制，也可以下载保存。',
      '上传的图片只用于本次识别，二十四小时后自动删除。',
      '会员每天可以不限次数使用全部工具。',
    ],
    [
      '春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。',
      '床前明月光，疑是地上霜。举头望明月，低头思故乡。',
      '白日依山尽，黄河入海流。欲穷千里目，更上一层楼。',
      '千山鸟飞绝，万径人踪灭。孤舟蓑笠翁，独钓寒江雪。',
    ],
  ],
  'printed-en': [
    [
      'Toolhub is a collection of small online tools.',
      'Text recognition turns the words in a picture into text',
      'you can copy, edit and search. Uploaded images are kept',
      'for twenty-four hours and then deleted automatically.',
      'Members may use every tool without a daily limit.',
    ],
    [
      'The quick brown fox jumps over the lazy dog.',
      'Pack my box with five dozen liquor jugs.',
      'Invoice No. 20261121-0042, due on 5 December 2026.',
      'Total amount: $1,446.40 (tax included: $166.40).',
    ],
    // Small print, where PP-OCRv4 loses most word spaces (drawn at 18 px: PAGE_FONT_SIZES).
    [
      'Small print is where most spaces go missing.',
      'Please read the terms before you sign the form.',
      'Orders placed after 5 pm ship on the next working day.',
      'Questions? Write to help@toolhub.example or call us.',
      'Prices include 13% VAT unless stated otherwise.',
    ],
  ],
  screenshot: [
    [
      '您好，请问有什么可以帮您？',
      '我想把这张发票转成Excel表格',
      'OK，请上传发票图片，支持 JPG 和 PNG 格式。',
      '上传好了，大概需要多久？',
      '一般 3 秒内完成，完成后可下载 XLSX 文件。',
    ],
  ],
  photo: [
    [
      '会议纪要：2026年11月21日下午三点',
      '参会人员：产品组、研发组、运营组',
      '一、上周文字识别工具访问量增长 18%。',
      '二、发票识别的字段准确率需要继续提升。',
      '三、下周发布表格识别的新版本 1.4.0。',
    ],
  ],
};

/** Pages drawn at another size than their set's (make-sets.ts), by image name. */
export const PAGE_FONT_SIZES: Record<string, number> = { 'printed-en-3': 18 };
