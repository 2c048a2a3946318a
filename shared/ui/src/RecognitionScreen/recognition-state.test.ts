import { describe, expect, it } from 'vitest';
import type { PreviewImage } from './image-file';
import { initialRecognitionState, recognitionReducer, type RecognitionEvent, type RecognitionState } from './recognition-state';

const image = (name: string): PreviewImage => ({ url: `blob:${name}`, width: 10, height: 10, name });
const run = (events: RecognitionEvent<string>[], from: RecognitionState<string> = initialRecognitionState) =>
  events.reduce<RecognitionState<string>>(recognitionReducer, from);

describe('recognition status', () => {
  it('goes before → ready → doing → done', () => {
    const ready = run([{ type: 'chosen', image: image('a') }]);
    expect(ready).toEqual({ status: 'ready', image: image('a') });
    const doing = run([{ type: 'started' }], ready);
    expect(doing.status).toBe('doing');
    expect(run([{ type: 'succeeded', result: 'text' }], doing)).toEqual({ status: 'done', image: image('a'), result: 'text' });
  });

  it('ends a failure in done too, with the error', () => {
    const done = run([{ type: 'chosen', image: image('a') }, { type: 'started' }, { type: 'failed', error: '通用文字识别失败！' }]);
    expect(done).toEqual({ status: 'done', image: image('a'), error: '通用文字识别失败！' });
  });

  it('cannot start without an image, and ignores a second start while doing', () => {
    expect(run([{ type: 'started' }])).toEqual(initialRecognitionState);
    const doing = run([{ type: 'chosen', image: image('a') }, { type: 'started' }]);
    expect(run([{ type: 'started' }], doing)).toBe(doing);
  });

  it('returns to ready when the image changes, clearing the result and the error', () => {
    const done = run([{ type: 'chosen', image: image('a') }, { type: 'started' }, { type: 'succeeded', result: 'text' }]);
    expect(run([{ type: 'chosen', image: image('b') }], done)).toEqual({ status: 'ready', image: image('b') });
    const failed = run([{ type: 'started' }, { type: 'failed', error: 'x' }], done);
    expect(run([{ type: 'chosen', image: image('c') }], failed)).toEqual({ status: 'ready', image: image('c') });
  });

  it('keeps the image and the result when a file is refused, and says why', () => {
    const done = run([{ type: 'chosen', image: image('a') }, { type: 'started' }, { type: 'succeeded', result: 'text' }]);
    expect(run([{ type: 'refused', error: '文件过大' }], done)).toEqual({ ...done, error: '文件过大' });
    expect(run([{ type: 'refused', error: '文件过大' }])).toEqual({ status: 'before', error: '文件过大' });
  });

  it('ignores a choice or a refusal arriving while a run is going, and a late outcome', () => {
    const doing = run([{ type: 'chosen', image: image('a') }, { type: 'started' }]);
    expect(run([{ type: 'chosen', image: image('b') }], doing)).toBe(doing);
    expect(run([{ type: 'refused', error: 'x' }], doing)).toBe(doing);
    const ready = run([{ type: 'chosen', image: image('a') }]);
    expect(run([{ type: 'succeeded', result: 'late' }], ready)).toBe(ready);
  });

  it('runs the same image again from done', () => {
    const done = run([{ type: 'chosen', image: image('a') }, { type: 'started' }, { type: 'failed', error: 'x' }]);
    expect(run([{ type: 'started' }], done)).toEqual({ status: 'doing', image: image('a') });
  });
});
