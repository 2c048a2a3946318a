import { FILE_TOO_LARGE } from '@toolhub/contracts';
import { defineMessages } from '../i18n';

export const uploadMessages = defineMessages({
  'zh-CN': {
    fileTooLarge: FILE_TOO_LARGE,
    fileTypeUnsupported: '不支持该文件类型',
    uploadFailed: '上传失败，请重试',
    complianceDeclined: '需同意上传须知后才能上传',
    aborted: '上传已取消',
  },
  en: {
    fileTooLarge: 'File too large',
    fileTypeUnsupported: 'This file type is not supported',
    uploadFailed: 'Upload failed, please try again',
    complianceDeclined: 'Uploading needs your agreement first',
    aborted: 'Upload cancelled',
  },
});
