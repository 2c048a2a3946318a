import { defineMessages } from '@toolhub/sdk';

/**
 * What both screens of the speech family say: the run, the gate and the failures. zh-CN
 * (default) and en; each tool's own words are in its folder. The failures are
 * SPEECH_FAILURES' details in the visitor's words.
 */
export const { useT, t } = defineMessages({
  'zh-CN': {
    needsLogin: '登录后即可使用',
    usedUp: '今日次数已用完',
    startOver: '重新开始',
    download: '下载',
    failure_emptyText: '没有可朗读的文字',
    failure_textTooLong: '文字太长，请分段朗读',
    failure_notText: '内容不是可朗读的文字（可能粘贴了文件内容）',
    failure_voiceMissing: '服务器没有安装这个声音',
    failure_unreadable: '无法读取这个音频，文件可能已损坏或格式不支持',
    failure_tooLarge: '文件过大',
    failure_tooLong: '音频太长',
    failure_tooShort: '音频太短',
    failure_noSpeech: '没有识别到语音（静音、噪声或纯音乐），未扣次数',
    failure_noModel: '本服务器没有这种语言的识别模型，未扣次数',
  },
  en: {
    needsLogin: 'Log in to use this',
    usedUp: "Today's uses are used up",
    startOver: 'Start over',
    download: 'Download',
    failure_emptyText: 'There is no text to read',
    failure_textTooLong: 'The text is too long; read it in parts',
    failure_notText: 'This is not readable text (a file pasted as text?)',
    failure_voiceMissing: 'This server does not have that voice installed',
    failure_unreadable: 'This audio cannot be read: the file may be damaged or of an unsupported format',
    failure_tooLarge: 'File too large',
    failure_tooLong: 'The audio is too long',
    failure_tooShort: 'The audio is too short',
    failure_noSpeech: 'No speech recognised (silence, noise or music only); nothing was charged',
    failure_noModel: 'This server has no recognition model for that language; nothing was charged',
  },
});
