import { act } from '@testing-library/react';
import { setLocale } from '@toolhub/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { describeFailure, isPasswordFailure } from './failures';

afterEach(() => setLocale('zh-CN'));

describe("a failed task's message", () => {
  it("translates the engine's known detail and says which failure it was", () => {
    expect(describeFailure('PDF解密失败！wrong password', 'PDF解密')).toEqual({ message: 'PDF解密失败！密码错误', failure: 'wrongPassword' });
    expect(describeFailure('PDF拆分失败！password required', 'PDF拆分')).toEqual({ message: 'PDF拆分失败！文件有密码，请输入密码后重试', failure: 'passwordRequired' });
    expect(describeFailure('PDF转图片失败！too many pages', 'PDF转图片').message).toBe('PDF转图片失败！页数太多，一次最多转换 200 页');
    // An engine may name the file after the detail.
    expect(describeFailure('PDF合并失败！wrong password: b.pdf', 'PDF合并').failure).toBe('wrongPassword');
  });

  it('keeps any other message as it came', () => {
    expect(describeFailure('PDF压缩失败！服务异常，请稍后再试', 'PDF压缩')).toEqual({ message: 'PDF压缩失败！服务异常，请稍后再试' });
    expect(describeFailure('PDF压缩失败！', 'PDF压缩')).toEqual({ message: 'PDF压缩失败！' });
    expect(describeFailure('network down', 'PDF压缩')).toEqual({ message: 'network down' });
  });

  it('speaks English on an English page', () => {
    act(() => setLocale('en'));
    expect(describeFailure('PDF解密 failed! wrong password', 'PDF解密').message).toBe('PDF解密 failed! wrong password');
    expect(describeFailure('PDF解密 failed! damaged PDF', 'PDF解密').message).toBe('PDF解密 failed! the PDF is damaged');
  });

  it('tells the failures a password mends', () => {
    expect(isPasswordFailure('wrongPassword')).toBe(true);
    expect(isPasswordFailure('passwordRequired')).toBe(true);
    expect(isPasswordFailure('damaged')).toBe(false);
    expect(isPasswordFailure(undefined)).toBe(false);
  });
});
