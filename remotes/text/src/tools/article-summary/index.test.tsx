import { act, fireEvent, render, screen } from '@testing-library/react';
import { runTask, setLocale, taskFailureText } from '@toolhub/sdk';
import { describe, expect, it, vi } from 'vitest';
import { lastTaskInput, press, screenTestSetup, taskFails, taskFinishes, toolOf } from '../../test-support/screens';
import ArticleSummary from './index';

vi.mock('@toolhub/sdk', (importOriginal) => import('@toolhub/sdk/test-support/sdk-without-server').then((m) => m.sdkWithoutServer(importOriginal)));

const tool = toolOf('./ArticleSummary');
const ARTICLE = '人工智能正在改变各行各业。在医疗领域，人工智能可以帮助医生诊断疾病。今天天气很好。';
const RESULT = {
  Engine: 'textrank',
  Language: 'zh',
  Summary: '人工智能正在改变各行各业。',
  Sentences: [
    { Text: '人工智能正在改变各行各业。', Key: true, Paragraph: 0 },
    { Text: '在医疗领域，人工智能可以帮助医生诊断疾病。', Key: false, Paragraph: 0 },
    { Text: '今天天气很好。', Key: false, Paragraph: 0 },
  ],
  Characters: 40,
  Keywords: ['人工智能'],
};

screenTestSetup();

describe('article summary', () => {
  it('says on the screen that the summary is extractive, and is free to use without logging in', () => {
    render(<ArticleSummary tool={tool} />);
    expect(screen.getByText(/抽取式摘要.*原样取自原文/)).toBeTruthy();
    expect((screen.getByRole('button', { name: '生成摘要' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses an empty paste on the page, then summarises at the chosen length and marks the key sentence in the original', async () => {
    render(<ArticleSummary tool={tool} />);
    await press('生成摘要');
    expect(screen.getByText('请先粘贴文章')).toBeTruthy();
    expect(runTask).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: /文章内容/ }), { target: { value: ARTICLE } });
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: '简短' })));
    taskFinishes(RESULT);
    await press('生成摘要');
    expect(lastTaskInput()).toMatchObject({ type: 121, toolId: 121, scene: 'article_summary', data: { text: ARTICLE, length: 'short' } });
    const marked = screen.getByText((_, element) => element?.tagName === 'MARK' && element.textContent === '关键句：人工智能正在改变各行各业。');
    expect(marked).toBeTruthy();
    expect(screen.getByText('原文 40 字，共 3 句，选出 1 句')).toBeTruthy();
    expect(screen.getByRole('button', { name: '复制' })).toBeTruthy();
  });

  it('takes a web address instead, and words a refused address in the page language', async () => {
    setLocale('en');
    render(<ArticleSummary tool={tool} />);
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Web address' })));
    fireEvent.change(screen.getByRole('textbox', { name: /Web address/ }), { target: { value: 'ftp://example.com/a' } });
    await press('Summarise');
    expect(screen.getByText('Enter an address starting with http:// or https://')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Web address/ }), { target: { value: 'http://0177.0.0.1/' } });
    taskFails(taskFailureText(tool.name, 'url not allowed'));
    await press('Summarise');
    expect(lastTaskInput()).toMatchObject({ data: { url: 'http://0177.0.0.1/', length: 'medium' } });
    expect(screen.getByText(/This address cannot be read: only http\(s\) addresses of public sites are/)).toBeTruthy();
  });
});
