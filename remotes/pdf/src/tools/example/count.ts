export interface TextCounts {
  characters: number;
  charactersNoSpaces: number;
  /** Chinese counts every character as a word (字数); other scripts count runs of letters and digits. */
  words: number;
  lines: number;
}

const WORD = /\p{Script=Han}|(?:(?!\p{Script=Han})[\p{L}\p{N}])+(?:['’-](?:(?!\p{Script=Han})[\p{L}\p{N}])+)*/gu;

export function countText(text: string): TextCounts {
  // Code points, so an emoji or a rare character outside the BMP counts once.
  const characters = [...text];
  return {
    characters: characters.length,
    charactersNoSpaces: characters.filter((char) => !/\s/u.test(char)).length,
    words: text.match(WORD)?.length ?? 0,
    lines: text ? text.split(/\r\n|\r|\n/).length : 0,
  };
}
