/** What a test hears of an audio file: its length and how loud it is, decoded by ffmpeg as the recogniser would. */
import { decodeToPcm } from '../audio/decode';
import { durationOf, rmsOf } from '../audio/pcm';
import { runProgram } from '../audio/run-program';

export async function listen(bytes: Uint8Array): Promise<{ seconds: number; loudness: number }> {
  const pcm = await decodeToPcm(bytes);
  return { seconds: durationOf(pcm), loudness: rmsOf(pcm.samples) };
}

/** Three seconds of silence as a WAV, as a quiet room records it. */
export function silentWav(seconds = 3, sampleRate = 16000): Buffer {
  const samples = seconds * sampleRate;
  const out = Buffer.alloc(44 + samples * 2);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + samples * 2, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(samples * 2, 40);
  return out;
}

/** Eight seconds of a C major chord with a tremolo and a hiss, as an MP3: music, no words. */
export const chordMp3 = () =>
  runProgram('ffmpeg', [
    '-nostdin', '-loglevel', 'error',
    '-f', 'lavfi', '-i', 'sine=frequency=262:duration=8', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=8', '-f', 'lavfi', '-i', 'sine=frequency=392:duration=8',
    '-f', 'lavfi', '-i', 'anoisesrc=color=white:amplitude=0.05:duration=8',
    '-filter_complex', '[0][1][2][3]amix=inputs=4,volume=2,tremolo=f=4:d=0.9', '-ar', '44100', '-f', 'mp3', 'pipe:1',
  ]);

/** The audio in another container and codec, as a visitor's recording comes: Opus in WebM (MediaRecorder's), or bare ADTS AAC. */
export const reencoded = (audio: Buffer, format: 'webm' | 'adts') =>
  runProgram('ffmpeg', ['-nostdin', '-loglevel', 'error', '-i', 'pipe:0', '-c:a', format === 'webm' ? 'libopus' : 'aac', '-f', format, 'pipe:1'], { stdin: audio });
