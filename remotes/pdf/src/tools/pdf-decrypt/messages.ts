import { defineMessages } from '@toolhub/sdk';

/** PDF decryption's own words: zh-CN (default) and en. */
export const { useT } = defineMessages({
  'zh-CN': {
    hint: '支持加密的 PDF 文件，一次解密一个',
    password: '文件的打开密码',
    passwordHint: '输入打开这个文件时用的密码',
    noOpenPassword: '此文件打开时不需要密码；解密会去除它的权限限制，密码可以留空',
    decrypt: '解除密码',
    decrypted: '新文件不再需要密码，也没有打印、复制、修改的限制。',
  },
  en: {
    hint: 'Encrypted PDF files, one at a time',
    password: "The file's open password",
    passwordHint: 'The password you type to open this file',
    noOpenPassword: 'This file opens without a password; decrypting lifts its restrictions, so the password may stay empty',
    decrypt: 'Remove password',
    decrypted: 'The new file asks for no password and has no print, copy or edit restrictions.',
  },
});
