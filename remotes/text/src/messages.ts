import { defineMessages } from '@toolhub/sdk';

/**
 * What every screen of the text family says: the document, the run, the copy / download and
 * the failures. zh-CN (default) and en; each tool's own words are in its folder.
 */
const zh = {
  // ---- the document ----
  documentHint: '支持 PDF、Word、Excel、PPT 文件',
  uploading: '正在上传 {percent}%',
  uploaded: '已上传：{name}',
  uploadFailed: '上传失败：{reason}',
  notADocument: '不支持该文件类型，请选择 {types} 文件',
  fileTooLarge: '文件过大，请选择 {size} 以内的文件',
  replaceDocument: '更换文件',
  chooseFirst: '请先选择文件',
  waitForUpload: '文件上传完成后即可开始',
  // ---- the run ----
  working: '处理中，请稍候...',
  needsLogin: '登录后即可使用',
  usedUp: '今日次数已用完',
  copy: '复制',
  copied: '已复制',
  downloadText: '下载文本',
  characters: '{count} 字',
  // ---- failures (the engines' details, in the page's language) ----
  failure_noText: '没有找到文字：文档可能是扫描件或图片',
  failure_tooLong: '内容太长，请缩短后再试',
  failure_notText: '内容不是可读的文字',
  failure_unreadable: '无法读取这个文件，文件可能已损坏',
  failure_unsupported: '不支持这种文件格式',
  failure_encrypted: '文件有密码保护，请先解除密码再上传',
  failure_tooLarge: '文件过大或解压后过大，无法处理',
  failure_urlRefused: '无法访问这个网址：只支持公开网站的 http(s) 地址',
  failure_fetchFailed: '网页打不开或响应太慢，请检查网址后重试',
  failure_noArticle: '这个网页上没有找到文章正文',
  failure_notWxArticle: '请输入微信公众号文章链接（mp.weixin.qq.com）',
  failure_noAnswer: '文档中没有找到与问题相关的内容，换个问法试试',
  failure_llmDown: '问答模型暂时不可用，请稍后再试',
};

const en: typeof zh = {
  documentHint: 'PDF, Word, Excel and PowerPoint files',
  uploading: 'Uploading {percent}%',
  uploaded: 'Uploaded: {name}',
  uploadFailed: 'Upload failed: {reason}',
  notADocument: 'This file type is not supported; choose a {types} file',
  fileTooLarge: 'The file is too large; choose one under {size}',
  replaceDocument: 'Choose another file',
  chooseFirst: 'Choose a file first',
  waitForUpload: 'You can start once the file is uploaded',
  working: 'Working on it…',
  needsLogin: 'Log in to use this',
  usedUp: "Today's uses are gone",
  copy: 'Copy',
  copied: 'Copied',
  downloadText: 'Download text',
  characters: '{count} characters',
  failure_noText: 'No text found: the document may be a scan or a picture',
  failure_tooLong: 'Too long; shorten it and try again',
  failure_notText: 'This is not readable text',
  failure_unreadable: 'This file cannot be read; it may be damaged',
  failure_unsupported: 'This file format is not supported',
  failure_encrypted: 'The file is password protected; remove the password and upload it again',
  failure_tooLarge: 'The file is too large, or unpacks too large, to read',
  failure_urlRefused: 'This address cannot be read: only http(s) addresses of public sites are',
  failure_fetchFailed: 'The page did not open or was too slow; check the address and try again',
  failure_noArticle: 'No article was found on this page',
  failure_notWxArticle: 'Enter a WeChat article link (mp.weixin.qq.com)',
  failure_noAnswer: 'Nothing in the document matches the question; try asking another way',
  failure_llmDown: 'The answering model is not available right now; try again later',
};

export const { useT, t } = defineMessages({ 'zh-CN': zh, en });
export type FamilyText = keyof typeof zh;
