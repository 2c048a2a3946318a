import { wordRestoreResultSchema } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { resultFile } from '../../test-support/shapes';
import { readImageResult } from './result';

const read = readImageResult(wordRestoreResultSchema, 'restored');
const data = { Width: 800, Height: 600, SkewDegrees: 2.5, LightSpreadBefore: 40, LightSpreadAfter: 1 };
const file = resultFile;

describe('reading an image result', () => {
  it("picks the engine's result image, PNG or JPEG, among the task's files", () => {
    expect(read(data, [file('notes.txt'), file('restored.jpg')])).toEqual({ data, file: file('restored.jpg') });
    expect(read(data, [file('restored.png')])?.file.name).toBe('restored.png');
  });

  it('answers undefined without the image or without valid figures', () => {
    expect(read(data, [])).toBeUndefined();
    expect(read(data, [file('restored.pdf'), file('other.png')])).toBeUndefined();
    expect(read({ Width: 'wide' }, [file('restored.png')])).toBeUndefined();
    expect(read({ TextDetections: [] }, [file('restored.png')])).toBeUndefined();
  });
});
