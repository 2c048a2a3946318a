/**
 * Words of Chinese and English text for scoring: jieba (@node-rs/jieba, MIT, its own
 * dictionary) cuts Chinese; Latin words are lower-cased and crudely stemmed so "models" and
 * "model" meet. Stop words and punctuation are dropped: they would make every sentence alike.
 */
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

let jieba: Jieba | undefined;
/** The dictionary takes about 0.2 s to load: once per worker thread, on first use. */
const cutter = () => (jieba ??= Jieba.withDict(dict));

const ZH_STOP = new Set(
  '的 了 和 是 在 也 有 就 都 而 及 与 或 等 这 那 之 其 着 把 被 让 给 对 从 向 为 以 于 上 下 中 个 些 我 你 他 她 它 我们 你们 他们 她们 它们 这个 那个 这些 那些 一个 没有 不是 什么 因为 所以 但是 如果 可以 已经 还是 就是 自己 这样 那样 非常 以及 并且 而且 然后 之后 其中 通过 进行 可能 一些 很多 不 很 又 还 再 更 最 能 会 要 将 把 吧 吗 呢 啊 哦'.split(' '),
);
const EN_STOP = new Set(
  'a an the and or but if of to in on at by for with from as is are was were be been being it its this that these those he she they we you i me my our your their his her them us not no do does did have has had will would can could should may might must shall than then so such there here what which who whom when where why how all any each both few more most other some into over under about after before also just only very out up down off again once too own same s t don'.split(' '),
);
const LATIN_WORD = /^[a-z][a-z0-9'-]*$/;
const CJK = /[\u3400-\u9fff]/;

/** A Latin word without its plural / tense ending (a light Porter step 1 — enough to match forms). */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 3 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('es') && /(ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The content words of a text, in order, normalised for matching. */
export function contentWords(text: string): string[] {
  const words: string[] = [];
  for (const raw of cutter().cut(text, true)) {
    const word = raw.trim().toLowerCase();
    if (!word) continue;
    if (CJK.test(word)) {
      if (!ZH_STOP.has(word)) words.push(word);
    } else if (LATIN_WORD.test(word) && !EN_STOP.has(word)) words.push(stem(word));
    else if (/^\d+(\.\d+)?%?$/.test(word)) words.push(word);
  }
  return words;
}

/** 'zh' when Chinese characters are at least a fifth of the letters, else 'en'. */
export function languageOf(text: string): 'zh' | 'en' {
  let cjk = 0;
  let latin = 0;
  for (const char of text) {
    if (CJK.test(char)) cjk += 1;
    else if (/[A-Za-z]/.test(char)) latin += 1;
  }
  // A Chinese character carries about as much as a Latin word of five letters.
  return cjk * 5 >= latin ? 'zh' : 'en';
}
