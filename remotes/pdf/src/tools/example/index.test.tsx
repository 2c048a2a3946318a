import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '@toolhub/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../catalog';
import { countText } from './count';
import Example from './index';

const tool = catalog.find((t) => t.module === './Example')!;
/** The figure shown under a label. */
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  setLocale('zh-CN');
});

describe('the example tool', () => {
  it('counts each Chinese character as a word and English words as runs of letters', () => {
    expect(countText('你好，world！\nit’s 2 o-clock')).toEqual({ characters: 24, charactersNoSpaces: 21, words: 6, lines: 2 });
    expect(countText('')).toEqual({ characters: 0, charactersNoSpaces: 0, words: 0, lines: 0 });
  });

  it('counts what the visitor types, and clears it', () => {
    render(<Example tool={tool} />);
    expect(screen.getByRole('heading', { name: tool.name })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('输入或粘贴文本'), { target: { value: '你好 world\n再见' } });
    expect(figure('字数')).toBe('5');
    expect(figure('行数')).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(figure('字符数')).toBe('0');
    expect((screen.getByRole('button', { name: '清空' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the version of the remote it was built as', () => {
    vi.stubEnv('TOOLHUB_REMOTE_VERSION', '1.2.3');
    render(<Example tool={tool} />);
    expect(screen.getByText('版本 1.2.3')).toBeTruthy();
  });

  it('speaks English when the visitor chose it', () => {
    render(<Example tool={tool} />);
    act(() => setLocale('en'));
    expect(screen.getByLabelText('Type or paste text')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
  });
});
