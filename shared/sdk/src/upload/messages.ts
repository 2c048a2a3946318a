import { FILE_TOO_LARGE, FILE_TYPE_MISMATCH } from '@toolhub/contracts';
import { defineMessages } from '../i18n';

export const uploadMessages = defineMessages({
  'zh-CN': {
    fileTooLarge: FILE_TOO_LARGE,
    fileTypeUnsupported: '不支持该文件类型',
    fileTypeMismatch: `${FILE_TYPE_MISMATCH}，请选择真实的文件`,
    uploadFailed: '上传失败，请重试',
    complianceDeclined: '需同意上传须知后才能上传',
    aborted: '上传已取消',
  },
  en: {
    fileTooLarge: 'File too large',
    fileTypeUnsupported: 'This file type is not supported',
    fileTypeMismatch: 'The file is not what its name says; choose the real file',
    uploadFailed: 'Upload failed, please try again',
    complianceDeclined: 'Uploading needs your agreement first',
    aborted: 'Upload cancelled',
  },
});
