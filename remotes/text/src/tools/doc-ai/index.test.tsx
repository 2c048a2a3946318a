import { fireEvent, render, screen } from '@testing-library/react';
import { runTask, taskFailureText } from '@toolhub/sdk';
import { describe, expect, it, vi } from 'vitest';
import { chooseDocument, documentFile, lastTaskInput, loggedIn, press, screenTestSetup, taskFails, taskFinishes, toolOf } from '../../test-support/screens';
import DocAi from './index';

vi.mock('@toolhub/sdk', (importOriginal) => import('@toolhub/sdk/test-support/sdk-without-server').then((m) => m.sdkWithoutServer(importOriginal)));

const tool = toolOf('./DocAi');
const ANSWER = {
  Engine: 'bm25',
  Answer: 'Every employee has fifteen days of paid annual leave per year.',
  Quotes: [
    { Text: 'Annual leave: every employee has fifteen days of paid annual leave per year.', Page: 2, Paragraph: 1, Score: 4.2 },
    { Text: 'Sick leave needs a doctor’s note after two days.', Page: 2, Paragraph: 2, Score: 1.1 },
  ],
  Pages: 3,
  Passages: 6,
};

screenTestSetup();

describe('document questions', () => {
  it('is charged: a visitor not logged in is asked to log in first', () => {
    render(<DocAi tool={tool} />);
    expect((screen.getByRole('button', { name: '提问' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('登录后即可使用')).toBeTruthy();
  });

  it('asks about the uploaded document and shows the quoted answer with its page and paragraph, labelled as quoted', async () => {
    loggedIn();
    render(<DocAi tool={tool} />);
    await press('提问');
    expect(screen.getByText('请先选择文件')).toBeTruthy();
    expect(screen.getByText('请先输入问题')).toBeTruthy();

    await chooseDocument(documentFile('handbook.pdf'));
    expect(screen.getByText(/已上传：handbook.pdf/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /你的问题/ }), { target: { value: '年假有多少天？' } });
    taskFinishes(ANSWER);
    await press('提问');
    expect(lastTaskInput()).toMatchObject({ type: 122, scene: 'doc_ai', charging: true, data: { file: 'uploads/visitor/handbook.pdf', name: 'handbook.pdf', question: '年假有多少天？' } });
    expect(screen.getByText('Every employee has fifteen days of paid annual leave per year.')).toBeTruthy();
    expect(screen.getAllByText('第 2 页 · 第 1 段').length).toBeGreaterThan(0);
    expect(screen.getByText(/回答摘自文档原文.*BM25/)).toBeTruthy();
  });

  it('refuses a file type the hub does not store before uploading, and words "no answer found"', async () => {
    loggedIn();
    render(<DocAi tool={tool} />);
    await chooseDocument(documentFile('notes.zip'));
    expect(screen.getByRole('alert').textContent).toMatch(/不支持该文件类型/);
    await chooseDocument(documentFile('manual.docx'));
    fireEvent.change(screen.getByRole('textbox', { name: /你的问题/ }), { target: { value: 'quantum' } });
    taskFails(taskFailureText(tool.name, 'no answer found'));
    await press('提问');
    expect(runTask).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/文档中没有找到与问题相关的内容/)).toBeTruthy();
  });
});
