import type { ToolMeta } from '@toolhub/contracts';

/**
 * 文字转语音 in the catalog. The build reads the catalog in Node, where the contracts' values do
 * not load: the ids are written out (SPEECH_TYPES.TextToSpeech 131, scene `tts`) and the catalog
 * test holds them to the contracts. Free without a login: a sentence read aloud costs the
 * server well under a second.
 */
export const textToSpeechEntry: ToolMeta = {
  toolid: 131,
  path: 'text-to-speech',
  name: '文字转语音',
  keyword: '文字转语音 文本转语音 朗读 配音 语音合成 TTS text to speech read aloud MP3 WAV',
  category: '语音工具',
  icon: '🔊',
  scene: 'tts',
  reqType: 131,
  needCharge: false,
  module: './TextToSpeech',
  description: '把中文或英文文字朗读出来，可调语速和音调，在线试听并下载 MP3 或 WAV。',
  en: {
    name: 'Text to speech',
    keyword: 'text to speech read aloud tts voice mp3',
    category: 'Speech',
    description: 'Reads Chinese or English text aloud at the speed and pitch you choose; listen here and download MP3 or WAV.',
  },
};
