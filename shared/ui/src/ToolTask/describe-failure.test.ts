import { setLocale } from '@toolhub/sdk';
import { describe, expect, it } from 'vitest';
import { describeTaskFailure } from './describe-failure';

const DETAILS = { noFace: 'no face found', tooLarge: 'image too large' } as const;
const WORDS = { noFace: '没有找到人脸', tooLarge: '图片尺寸太大' } as const;
const word = (failure: keyof typeof DETAILS) => WORDS[failure];

describe('describeTaskFailure', () => {
  setLocale('zh-CN');

  it("says a known detail in the page's language and keeps which one it was", () => {
    expect(describeTaskFailure('人脸特效失败！no face found', '人脸特效', DETAILS, word)).toEqual({ failure: 'noFace', message: '人脸特效失败！没有找到人脸' });
  });

  it('leaves any other message as it came: an unknown detail, another tool’s message', () => {
    expect(describeTaskFailure('人脸特效失败！disk full', '人脸特效', DETAILS, word)).toEqual({ message: '人脸特效失败！disk full' });
    expect(describeTaskFailure('今日次数已用完', '人脸特效', DETAILS, word)).toEqual({ message: '今日次数已用完' });
  });
});
