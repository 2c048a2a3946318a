/**
 * Figures of the text family — never a pass or a fail on a time (issue 19 asks: summary ≤ 100 ms
 * for 5,000 characters, a document answer ≤ 300 ms on a 50-page PDF after indexing, parsing a
 * 50-page PDF ≤ 2 s). In this process, the engines alone (a task adds the worker hop and
 * reading the stored object), medians of several runs after a first run that loads jieba's
 * dictionary. The documents are made here: a Chinese and an English article of 5,000
 * characters from varied sentences, and a 50-page English PDF (pdf-lib) of about 330 words a
 * page, each page on its own subject. `pnpm exec tsx text.ts` runs it alone.
 */
import { answerQuestion } from '../server/engines/text/doc-ai/task';
import { documentIndex } from '../server/engines/text/doc-ai/document-index';
import { readDocument } from '../server/engines/text/parse-file/read-document';
import { summarise } from '../server/engines/text/summary/task';
import { pdfOfPages } from '../server/engines/text/test-support/documents';

const RUNS = 7;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const signal = new AbortController().signal;

async function timed(run: () => unknown, runs = RUNS): Promise<number> {
  await run();
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

const ZH_SUBJECTS = ['城市交通', '农业生产', '医疗服务', '学校教育', '环境保护', '科技创新', '文化旅游', '体育运动', '金融市场', '住房建设'];
const ZH_FRAMES = [
  '近年来，{s}领域发生了明显的变化，越来越多的人开始关注这一话题。',
  '专家指出，{s}的发展需要政府、企业和市民共同努力。',
  '数据显示，今年{s}方面的投入比去年增长了百分之{n}。',
  '在一些地方，{s}仍然面临资金不足和人才短缺的问题。',
  '不少市民表示，{s}的改善让日常生活变得更加方便。',
  '为了推动{s}，有关部门出台了一系列新的政策措施。',
];
const EN_SUBJECTS = ['public transport', 'farming', 'health care', 'schools', 'the environment', 'research', 'tourism', 'sport', 'banking', 'housing'];
const EN_FRAMES = [
  'In recent years {s} has changed a great deal, and more people now follow the subject closely.',
  'Experts say that progress in {s} needs the government, businesses and residents to work together.',
  'Figures show that spending on {s} rose by {n} percent compared with last year.',
  'In some regions {s} still suffers from a lack of money and of trained staff.',
  'Many residents say that improvements in {s} have made daily life easier.',
  'To support {s}, the authorities have introduced a series of new measures.',
];

/** An article of about `chars` characters: paragraphs of one subject each, from the frames above. */
function article(subjects: string[], frames: string[], chars: number, joiner: string): string {
  const paragraphs: string[] = [];
  let length = 0;
  for (let index = 0; length < chars; index++) {
    const subject = subjects[index % subjects.length]!;
    const sentences = frames.map((frame, at) => frame.replace('{s}', subject).replace('{n}', String(((index * 7 + at * 3) % 40) + 5)));
    const paragraph = sentences.slice(0, 3 + (index % 4)).join(joiner);
    paragraphs.push(paragraph);
    length += paragraph.length;
  }
  return paragraphs.join('\n').slice(0, chars);
}

/** A 50-page handbook: each page a subject, its paragraphs saying different things about it. */
function handbookPages(): string[][] {
  const topics = ['annual leave', 'sick leave', 'expenses', 'travel', 'security', 'laptops', 'training', 'payroll', 'pensions', 'parking'];
  return Array.from({ length: 50 }, (_, page) => {
    const topic = `${topics[page % topics.length]} ${Math.floor(page / topics.length) + 1}`;
    return Array.from({ length: 6 }, (_, paragraph) =>
      `Section ${page + 1}.${paragraph + 1} on ${topic}: employees who need ${topic} must ask their manager ${paragraph + 2} days ahead, ` +
      `fill in form ${page * 10 + paragraph} on the portal, and keep the receipts for ${paragraph + 3} months. ` +
      `The office of ${topic} answers questions within ${paragraph + 1} working days and publishes its rules every quarter.`,
    );
  });
}

export async function textFigures(): Promise<string[]> {
  const zh = article(ZH_SUBJECTS, ZH_FRAMES, 5000, '');
  const en = article(EN_SUBJECTS, EN_FRAMES, 5000, ' ');
  const lines = [`text (extractive TextRank summary, BM25 document answers, poppler parsing), median of ${RUNS}:`];
  lines.push(`  summary of ${zh.length} Chinese characters (medium)  ${Math.round(await timed(() => summarise(zh, 'medium')))} ms`);
  lines.push(`  summary of ${en.length} English characters (medium)  ${Math.round(await timed(() => summarise(en, 'medium')))} ms`);

  const pdf = await pdfOfPages(handbookPages());
  const parse = await timed(() => readDocument(pdf, 'handbook.pdf', signal), 5);
  lines.push(`  parse a 50-page PDF (${Math.round(pdf.length / 1024)} KB, pdfinfo + pdftotext -layout)  ${Math.round(parse)} ms`);

  const indexStart = performance.now();
  const index = await documentIndex(pdf, 'handbook.pdf', signal);
  const indexing = performance.now() - indexStart;
  lines.push(`  document AI: first question's parse + index of the 50-page PDF (${index.passages.length} passages)  ${Math.round(indexing)} ms`);
  const questions = ['How many days ahead must I ask for parking?', 'Which form is for pensions?', 'How long do I keep the receipts for expenses?', 'When does the training office answer?'];
  let asked = 0;
  const answer = await timed(async () => {
    // The same stored file again: the cached index, then retrieval and the quoted answer.
    const cached = await documentIndex(pdf, 'handbook.pdf', signal);
    await answerQuestion(cached, questions[asked++ % questions.length]!, undefined, signal);
  }, 20);
  lines.push(`  document AI answer after indexing (cache hit + BM25 + quote), 50-page PDF  ${answer.toFixed(1)} ms`);
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) console.info((await textFigures()).join('\n'));
