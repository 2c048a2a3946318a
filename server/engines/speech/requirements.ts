/**
 * What the speech family's engines need from the machine (issue 19), checked at start-up: text
 * to speech starts espeak-ng and festival (with its HTS voice) and ffmpeg for speed, pitch and
 * MP3; audio to text starts ffmpeg to decode every format and PocketSphinx with its US-English
 * model. sherpa-onnx models are optional (ops' folders), so they are not needs.
 */
import { SPEECH_TYPES } from '@toolhub/contracts';
import { program, programPart, type EngineDeclaration } from '../../src/engine-check/needs';

export const FFMPEG = program('ffmpeg', 'ffmpeg');

export const speechEngines: EngineDeclaration[] = [
  {
    engine: 'speech/text-to-speech',
    runs: [{ reqType: SPEECH_TYPES.TextToSpeech }],
    needs: [
      program('espeak-ng', 'espeak-ng'),
      program('text2wave', 'festival'),
      programPart('festival HTS voice', '/usr/share/festival/voices/us/cmu_us_slt_arctic_hts/festvox/cmu_us_slt_arctic_hts.scm', 'festvox-us-slt-hts'),
      FFMPEG,
    ],
  },
  {
    engine: 'speech/audio-to-text',
    runs: [{ reqType: SPEECH_TYPES.AudioToText }],
    needs: [
      FFMPEG,
      program('pocketsphinx_continuous', 'pocketsphinx'),
      programPart('PocketSphinx US English model', '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin', 'pocketsphinx-en-us'),
    ],
  },
];
