import { act, fireEvent, render, screen } from '@testing-library/react';
import { taskFailureText } from '@toolhub/sdk';
import { describe, expect, it, vi } from 'vitest';
import { chooseDocument, documentFile, lastTaskInput, press, resultFile, screenTestSetup, taskFails, taskFinishes, toolOf } from '../../test-support/screens';
import ParseFile from './index';

vi.mock('@toolhub/sdk', (importOriginal) => import('@toolhub/sdk/test-support/sdk-without-server').then((m) => m.sdkWithoutServer(importOriginal)));

const tool = toolOf('./ParseFile');

screenTestSetup();

describe('parse file', () => {
  it('parses the uploaded file and shows its full text, a download, and its pages', async () => {
    render(<ParseFile tool={tool} />);
    await chooseDocument(documentFile('report.pdf'));
    taskFinishes({ Format: 'pdf', Text: 'First page text\n\nSecond page text', Characters: 28, Pages: ['First page text', 'Second page text'] }, [resultFile('report.txt')]);
    await press('开始解析');
    expect(lastTaskInput()).toMatchObject({ type: 123, scene: 'parse_file', data: { file: 'uploads/visitor/report.pdf', name: 'report.pdf' } });
    expect(screen.getByText('格式：PDF · 28 字')).toBeTruthy();
    expect(screen.getByText(/First page text\s+Second page text/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /下载文本/ }).getAttribute('href')).toBe('https://hub.example/files/report.txt');
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: '结构' })));
    expect(screen.getByRole('region', { name: '第 2 页' }).textContent).toContain('Second page text');
  });

  it('says a password-protected file must be unlocked first', async () => {
    render(<ParseFile tool={tool} />);
    await chooseDocument(documentFile('locked.docx'));
    taskFails(taskFailureText(tool.name, 'document is encrypted'));
    await press('开始解析');
    expect(screen.getByText(/文件有密码保护，请先解除密码再上传/)).toBeTruthy();
  });
});
