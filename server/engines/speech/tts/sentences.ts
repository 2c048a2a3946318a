/**
 * A text cut into the sentences a voice reads one at a time (so a long text shows progress and
 * the first audio comes early), each marked with its language: a sentence with Chinese
 * characters is Mandarin, any other is English. A sentence longer than a voice reads well is
 * cut again at commas, then at spaces.
 */

export type SentenceLanguage = 'zh' | 'en';

export interface Sentence {
  text: string;
  language: SentenceLanguage;
}

const MAX_SENTENCE = 200;
const HAN = /\p{Script=Han}/u;

export const languageOf = (text: string): SentenceLanguage => (HAN.test(text) ? 'zh' : 'en');

/** Ends of sentences: Chinese full stops (which need no space after them), and . ! ? before a space. */
const SENTENCE_END = /(?<=[。！？；!?…]+["”’」』)]*)|(?<=[.](?:["”’)]*))\s+(?=\S)|\n+/u;

function cutLong(sentence: string): string[] {
  if (sentence.length <= MAX_SENTENCE) return [sentence];
  const pieces: string[] = [];
  let current = '';
  for (const part of sentence.split(/(?<=[，,、：:])|(?<=\s)/u)) {
    if (current.length + part.length > MAX_SENTENCE && current) {
      pieces.push(current);
      current = '';
    }
    current += part;
    while (current.length > MAX_SENTENCE) {
      pieces.push(current.slice(0, MAX_SENTENCE));
      current = current.slice(MAX_SENTENCE);
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/** Something a voice can say: a sentence of only symbols or spaces is dropped. */
const sayable = (text: string) => /[\p{L}\p{N}]/u.test(text);

export function splitSentences(text: string): Sentence[] {
  return text
    .split(SENTENCE_END)
    .map((part) => part.trim())
    .filter(sayable)
    .flatMap(cutLong)
    .map((part) => part.trim())
    .filter(sayable)
    .map((part) => ({ text: part, language: languageOf(part) }));
}
