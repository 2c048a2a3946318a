import type { ToolMeta } from '@toolhub/contracts';

/**
 * 音频转文字 in the catalog (SPEECH_TYPES.AudioToText 132, scene `audio_to_text`, written out for
 * the build; the catalog test holds them to the contracts). Transcribing takes the server a
 * third of the recording's length and keeps the visitor's recording: a login first, and it
 * counts against the quota. maxsize is ASR_MAX_BYTES (50 MB).
 */
export const audioToTextEntry: ToolMeta = {
  toolid: 132,
  path: 'audio-to-text',
  name: '音频转文字',
  keyword: '音频转文字 语音转文字 录音转文字 语音识别 听写 字幕 SRT speech to text transcribe ASR',
  category: '语音工具',
  icon: '🎙️',
  scene: 'audio_to_text',
  reqType: 132,
  needCharge: true,
  maxsize: 52428800,
  module: './AudioToText',
  description: '上传或现场录制音频，转成带时间戳的文字，可复制或下载 TXT、SRT 字幕。',
  en: {
    name: 'Audio to text',
    keyword: 'speech recognition transcribe audio subtitles srt',
    category: 'Speech',
    description: 'Upload or record audio and get the text with timestamps, to copy or download as TXT or SRT subtitles.',
  },
};
