import { act, fireEvent, render, screen } from '@testing-library/react';
import { runTask } from '@toolhub/sdk';
import { describe, expect, it, vi } from 'vitest';
import { catalog } from '../../catalog';
import { pdfFile } from '../../test-support/pdf-reader-fake';
import { chooseFiles, downloadFile, lastTaskInput, screenTestSetup, taskFails, taskFinishes } from '../../test-support/screen-test-support';
import PdfDecrypt from './index';

vi.mock('@toolhub/sdk', (importOriginal) => import('@toolhub/sdk/test-support/sdk-without-server').then((m) => m.sdkWithoutServer(importOriginal)));
vi.mock('../../shared/pdf-reader', () => import('../../test-support/pdf-reader-fake'));

const tool = catalog.find((entry) => entry.module === './PdfDecrypt')!;
const passwordField = () => screen.getByLabelText('文件的打开密码', { selector: 'input' }) as HTMLInputElement;
const decryptButton = () => screen.getByRole('button', { name: '解除密码' }) as HTMLButtonElement;
const typePassword = (value: string) => act(() => fireEvent.change(passwordField(), { target: { value } }));
const describedBy = () => (passwordField().getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

screenTestSetup();

describe('PDF decrypt', () => {
  it('checks a wrong password in the browser before spending a task on it', async () => {
    render(<PdfDecrypt tool={tool} />);
    await chooseFiles([pdfFile('locked.pdf', { pages: 3, password: 'right' })]);
    expect(decryptButton().disabled).toBe(true);
    await typePassword('wrong');
    await act(async () => fireEvent.click(decryptButton()));
    expect(runTask).not.toHaveBeenCalled();
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy()).toContain('密码错误');
    expect(document.activeElement).toBe(passwordField());
    // Typing again clears it.
    await typePassword('righ');
    expect(passwordField().getAttribute('aria-invalid')).toBeNull();
  });

  it('decrypts with the right password', async () => {
    taskFinishes({ InputBytes: 3000, OutputBytes: 2800, InputPages: 3, Files: [{ Name: 'decrypted.pdf', Bytes: 2800, Pages: 3 }] }, [downloadFile('decrypted.pdf')]);
    render(<PdfDecrypt tool={tool} />);
    await chooseFiles([pdfFile('locked.pdf', { pages: 3, password: 'right' })]);
    await typePassword('right');
    // Enter in the field submits its form.
    await act(async () => fireEvent.submit(passwordField().form as HTMLFormElement));
    expect(lastTaskInput()).toMatchObject({ type: 35, toolId: 28, scene: 'pdf_decrypt', data: { file: 'uploads/visitor/locked.pdf', password: 'right' } });
    expect(screen.getByRole('region', { name: '处理完成' }).textContent).toContain('新文件不再需要密码');
  });

  it("says '密码错误' when the server refuses the password, at the field and in the alert", async () => {
    taskFails('PDF解密失败！wrong password');
    render(<PdfDecrypt tool={tool} />);
    // A file the browser opens freely: only its restrictions to lift, so the password may be empty.
    await chooseFiles([pdfFile('restricted.pdf', { pages: 2 })]);
    expect(screen.getByText('此文件打开时不需要密码；解密会去除它的权限限制，密码可以留空')).toBeTruthy();
    expect(decryptButton().disabled).toBe(false);
    await typePassword('owner?');
    await act(async () => fireEvent.click(decryptButton()));
    expect(lastTaskInput()?.data).toEqual({ file: 'uploads/visitor/restricted.pdf', password: 'owner?' });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['密码错误', 'PDF解密失败！密码错误']);
    expect(document.activeElement).toBe(passwordField());
  });

  it('says when the file was not encrypted at all', async () => {
    taskFails('PDF解密失败！not encrypted');
    render(<PdfDecrypt tool={tool} />);
    await chooseFiles([pdfFile('plain.pdf', { pages: 2 })]);
    await act(async () => fireEvent.click(decryptButton()));
    expect(screen.getByRole('alert').textContent).toBe('PDF解密失败！文件没有加密，无需解密');
  });
});
