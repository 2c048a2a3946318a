/**
 * The extractive answer: from the best passage, the sentences that share the most of the
 * question's words, quoted as they stand, in their order. Nothing is written that the
 * document does not say.
 */
import { contentWords } from '../common/tokens';
import { sentencesOfParagraph } from '../common/sentences';

const ANSWER_SENTENCES = 2;

export function extractiveAnswer(passage: string, question: string): string {
  const wanted = new Set(contentWords(question));
  const sentences = sentencesOfParagraph(passage);
  if (sentences.length <= ANSWER_SENTENCES) return passage;
  const scored = sentences.map((sentence, index) => ({ index, shared: new Set(contentWords(sentence).filter((word) => wanted.has(word))).size }));
  const best = scored
    .filter((entry) => entry.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, ANSWER_SENTENCES)
    .sort((a, b) => a.index - b.index);
  if (best.length === 0) return passage;
  const joiner = /[\u3400-\u9fff]/.test(passage) ? '' : ' ';
  return best.map((entry) => sentences[entry.index]!).join(joiner);
}
