/**
 * The words a prompt is read for, Chinese and English: each names a motif the scene paints
 * (a moon, the sea), a time of day or a season that sets the palette. Chinese is matched as a
 * substring (it has no spaces); English as a whole word with an optional plural. The words
 * nobody listed still count: their hashes turn the palette's hue and join the seed, so
 * "moon over Paris" and "moon over Rome" differ.
 */

export const MOTIFS = [
  'mountain',
  'sea',
  'lake',
  'moon',
  'sun',
  'sunset',
  'dawn',
  'night',
  'star',
  'flower',
  'tree',
  'forest',
  'city',
  'snow',
  'rain',
  'mist',
  'bird',
  'boat',
  'cat',
  'autumn',
  'spring',
] as const;
export type Motif = (typeof MOTIFS)[number];

const WORDS: Record<Motif, { zh: string[]; en: string[] }> = {
  mountain: { zh: ['山', '峰', '岭', '峦', '岳'], en: ['mountain', 'peak', 'hill', 'cliff', 'alps', 'range'] },
  sea: { zh: ['海', '洋', '浪', '潮', '沙滩'], en: ['sea', 'ocean', 'wave', 'beach', 'coast', 'tide', 'shore'] },
  lake: { zh: ['湖', '河', '江', '溪', '水', '潭'], en: ['lake', 'river', 'stream', 'pond', 'water', 'creek'] },
  moon: { zh: ['月', '婵娟'], en: ['moon', 'moonlight', 'moonlit', 'lunar'] },
  sun: { zh: ['日', '太阳', '阳光', '烈日', '晴', '红日'], en: ['sun', 'sunny', 'sunshine', 'sunlight', 'noon'] },
  sunset: { zh: ['日落', '夕阳', '黄昏', '晚霞', '落日', '傍晚'], en: ['sunset', 'dusk', 'evening', 'twilight'] },
  dawn: { zh: ['日出', '朝阳', '黎明', '清晨', '早晨', '晨'], en: ['sunrise', 'dawn', 'morning', 'daybreak'] },
  night: { zh: ['夜', '晚上', '午夜', '深夜', '夜景'], en: ['night', 'midnight', 'nocturne', 'dark'] },
  star: { zh: ['星', '银河', '宇宙'], en: ['star', 'starry', 'galaxy', 'cosmos', 'constellation', 'milky'] },
  flower: { zh: ['花', '梅', '樱', '荷', '桃', '兰', '菊'], en: ['flower', 'blossom', 'bloom', 'rose', 'lotus', 'cherry', 'sakura', 'plum', 'petal', 'tulip'] },
  tree: { zh: ['树', '松', '柳', '竹', '木'], en: ['tree', 'pine', 'willow', 'bamboo', 'oak'] },
  forest: { zh: ['森林', '林', '丛林'], en: ['forest', 'wood', 'woods', 'jungle', 'grove'] },
  city: { zh: ['城市', '城', '楼', '街', '都市', '夜景', '大厦'], en: ['city', 'town', 'building', 'street', 'skyline', 'skyscraper', 'downtown', 'tokyo', 'shanghai', 'cyberpunk'] },
  snow: { zh: ['雪', '冬', '冰'], en: ['snow', 'snowy', 'winter', 'ice', 'frost'] },
  rain: { zh: ['雨'], en: ['rain', 'rainy', 'storm', 'drizzle'] },
  mist: { zh: ['云', '雾', '烟', '霭'], en: ['cloud', 'mist', 'misty', 'fog', 'foggy', 'haze'] },
  bird: { zh: ['鸟', '鹤', '雁', '燕', '鹰'], en: ['bird', 'crane', 'swallow', 'eagle', 'geese', 'goose'] },
  boat: { zh: ['船', '舟', '帆'], en: ['boat', 'ship', 'sail', 'sailboat', 'canoe'] },
  cat: { zh: ['猫', '喵'], en: ['cat', 'kitten', 'kitty'] },
  autumn: { zh: ['秋', '枫', '落叶'], en: ['autumn', 'fall', 'maple', 'harvest'] },
  spring: { zh: ['春', '绿', '草'], en: ['spring', 'green', 'meadow', 'grass', 'garden'] },
};

export interface PromptReading {
  motifs: Set<Motif>;
  /** The words (Chinese characters, English words) no motif claimed, in order. */
  otherWords: string[];
}

const ENGLISH_WORD = /[a-z]+/g;
const CHINESE_CHARACTER = /\p{Script=Han}/gu;

/** The English word as listed: "mountains" → "mountain", "beaches" → "beach", "skies" stays. */
function listedForm(word: string, listed: Set<string>): string | undefined {
  for (const form of [word, word.replace(/es$/, ''), word.replace(/s$/, '')]) if (listed.has(form)) return form;
  return undefined;
}

/** Every Chinese word with the motifs it names, longest first: 日落 is taken whole before anything reads its 日. */
const CHINESE_WORDS: [string, Motif[]][] = (() => {
  const byWord = new Map<string, Motif[]>();
  for (const motif of MOTIFS) for (const word of WORDS[motif].zh) byWord.set(word, [...(byWord.get(word) ?? []), motif]);
  return [...byWord.entries()].sort((a, b) => b[0].length - a[0].length);
})();
const ENGLISH_WORDS: [Set<string>, Motif][] = MOTIFS.map((motif) => [new Set(WORDS[motif].en), motif]);

export function readPrompt(prompt: string): PromptReading {
  const text = prompt.toLowerCase();
  const motifs = new Set<Motif>();
  let rest = text;
  for (const [word, named] of CHINESE_WORDS) {
    if (!rest.includes(word)) continue;
    for (const motif of named) motifs.add(motif);
    rest = rest.split(word).join(' ');
  }
  const otherWords: string[] = [...(rest.match(CHINESE_CHARACTER) ?? [])];
  for (const word of text.match(ENGLISH_WORD) ?? []) {
    let claimed = false;
    for (const [listed, motif] of ENGLISH_WORDS) {
      if (listedForm(word, listed)) {
        motifs.add(motif);
        claimed = true;
      }
    }
    // Short words (a, of, in) carry no meaning worth a colour.
    if (!claimed && word.length > 2) otherWords.push(word);
  }
  return { motifs, otherWords };
}
