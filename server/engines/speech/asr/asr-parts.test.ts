import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { segmentsOfOutput } from './pocketsphinx';
import { asrOffers, recogniserFor } from './recognisers';
import { speechSpans } from './speech-spans';
import { srtTime, transcriptSrt } from './transcript-files';
import { sherpaVoices } from '../tts/sherpa-voices';
import { voiceFor } from '../tts/voices';

const OUTPUT = `the quick brown fox
<s> 0.100 0.140 0.999200
the 0.150 0.260 0.885047
quick 0.270 0.530 0.150481
<sil> 0.540 0.600 0.9
brown(2) 0.610 0.930 0.998002
[NOISE] 0.940 1.000 0.5
</s> 1.010 1.200 1.000000
fox
<s> 2.000 2.100 0.9
fox 2.110 2.500 0.9
</s> 2.510 2.600 1.0
`;

describe("pocketsphinx's output", () => {
  it('becomes one timed segment per utterance, without fillers or pronunciation marks', () => {
    expect(segmentsOfOutput(OUTPUT)).toEqual([
      { Start: 0.15, End: 0.93, Text: 'the quick brown' },
      { Start: 2.11, End: 2.5, Text: 'fox' },
    ]);
  });

  it('drops a "word" held for seconds, as a chord of music comes back', () => {
    expect(segmentsOfOutput('you\n<s> 0.100 0.120 1.000000\nyou 0.130 7.990 1.000000\n')).toEqual([]);
  });

  it('drops the short guesses before a held "word" with it, but keeps speech that a short held noise follows', () => {
    expect(segmentsOfOutput('the new\n<s> 0.100 0.360 1.0\nthe(2) 0.370 0.850 0.827437\nnew(2) 0.860 7.990 1.000000\n')).toEqual([]);
    const speechThenHum = '<s> 0.000 0.100 1.0\nplease 0.100 0.500 0.9\ncall 0.500 0.900 0.9\nstella 0.900 1.600 0.9\nnow 1.600 2.000 0.9\nhum 2.000 3.700 1.0\n</s> 3.700 3.800 1.0\n';
    expect(segmentsOfOutput(speechThenHum)).toEqual([{ Start: 0.1, End: 2, Text: 'please call stella now' }]);
  });
});

describe('speech spans', () => {
  it('finds none in silence and two in two bursts of sound with a pause between', () => {
    const rate = 16000;
    expect(speechSpans({ sampleRate: rate, samples: new Int16Array(rate * 2) })).toEqual([]);
    const samples = new Int16Array(rate * 4);
    for (let i = 0; i < samples.length; i++) {
      const t = i / rate;
      if ((t > 0.5 && t < 1.5) || (t > 2.5 && t < 3.5)) samples[i] = Math.round(Math.sin(i / 3) * 8000);
    }
    const spans = speechSpans({ sampleRate: rate, samples });
    expect(spans).toHaveLength(2);
    expect(spans[0].start).toBeCloseTo(0.5, 1);
    expect(spans[1].end).toBeCloseTo(3.5, 1);
  });
});

describe('subtitles', () => {
  it('writes SRT times and cues', () => {
    expect(srtTime(3723.456)).toBe('01:02:03,456');
    expect(transcriptSrt([{ Start: 0, End: 1.5, Text: 'hello' }])).toBe('1\n00:00:00,000 --> 00:00:01,500\nhello\n');
  });
});

describe("ops' model folders", () => {
  it('an unset, missing or empty folder offers no neural voice and no Chinese recogniser; English stays with PocketSphinx', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'speech-models-'));
    for (const dir of [undefined, path.join(empty, 'missing'), empty]) {
      expect(sherpaVoices(dir)).toEqual([]);
      expect(recogniserFor('zh', dir)).toBeUndefined();
      expect(recogniserFor('en', dir)?.engine).toBe('pocketsphinx');
      expect(asrOffers(dir)).toEqual([{ language: 'en', engine: 'pocketsphinx', name: 'cmusphinx-en-us' }]);
      expect(voiceFor('auto', 'zh', dir).engine).toBe('espeak-ng');
      expect(voiceFor('auto', 'en', dir).engine).toBe('festival-hts');
    }
  });

  it('a folder with a model of a known kind is offered for its language; one without its files is not', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'speech-models-'));
    const paraformer = path.join(root, 'sherpa-onnx-paraformer-zh-small');
    fs.mkdirSync(paraformer);
    fs.writeFileSync(path.join(paraformer, 'model.int8.onnx'), '');
    fs.writeFileSync(path.join(paraformer, 'tokens.txt'), '');
    fs.mkdirSync(path.join(root, 'vits-piper-en_US-amy-low'));
    expect(recogniserFor('zh', root)).toMatchObject({ engine: 'sherpa-onnx', name: 'sherpa-onnx-paraformer-zh-small' });
    expect(asrOffers(root)).toEqual([
      { language: 'en', engine: 'pocketsphinx', name: 'cmusphinx-en-us' },
      { language: 'zh', engine: 'sherpa-onnx', name: 'sherpa-onnx-paraformer-zh-small' },
    ]);
    // The Piper folder has no model file yet: not a voice.
    expect(sherpaVoices(root)).toEqual([]);
  });
});
