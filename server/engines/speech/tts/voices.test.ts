import { describe, expect, it } from 'vitest';
import { runProgram } from '../audio/run-program';
import { ESPEAK_MANDARIN_VOICE } from './voices';

const phonemesOf = async (voice: string, text: string) => (await runProgram('espeak-ng', ['-q', '-x', '-b', '1', '-v', voice], { stdin: text })).toString('utf8');

describe("espeak-ng's Mandarin", () => {
  it('reads Chinese characters as Mandarin syllables with tones, never switching to English', async () => {
    const phonemes = await phonemesOf(ESPEAK_MANDARIN_VOICE, '你好，春天来了。');
    expect(phonemes).not.toContain('(en)');
    // 春天 chūntiān: both syllables high level tone (55).
    expect(phonemes).toMatch(/u@55n_\| th'iE55n/);
  });
});
