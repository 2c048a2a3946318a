/** The document-image engines and BasicOcr as a task runs them, for the tests: on one image, without the task engine. */
import { REQ_TYPES, textRecognitionResultSchema } from '@toolhub/contracts';
import { engineContext, recognitionInput } from '../../../src/tasks/test-support/engine-context';
import { recognise } from '../../ocr/recognise';

/** The recognition's output, and its one file's bytes. */
export async function runOn(image: Buffer, subReqType: number, scene: string) {
  const output = await recognise(recognitionInput(subReqType), engineContext(image, { scene }));
  const [file] = output.files ?? [];
  return { data: output.data, file, image: Buffer.from(file.bytes) };
}

/** What BasicOcr reads on an image, line by line. */
export async function readText(image: Buffer): Promise<string> {
  const output = await recognise(recognitionInput(REQ_TYPES.BasicOcr), engineContext(image));
  return textRecognitionResultSchema.parse(output.data).TextDetections.map((line) => line.DetectedText).join('\n');
}
