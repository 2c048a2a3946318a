import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { catalog } from '../../catalog';
import { pdfFile } from '../../test-support/pdf-reader-fake';
import { chooseFiles, downloadFile, lastTaskInput, rowOf, screenTestSetup, taskFinishes } from '../../test-support/screen-test-support';
import PdfEncrypt from './index';

vi.mock('@toolhub/sdk', (importOriginal) => import('@toolhub/sdk/test-support/sdk-without-server').then((m) => m.sdkWithoutServer(importOriginal)));
vi.mock('../../shared/pdf-reader', () => import('../../test-support/pdf-reader-fake'));

const tool = catalog.find((entry) => entry.module === './PdfEncrypt')!;
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => act(() => fireEvent.change(field(label), { target: { value } }));
const encryptButton = () => screen.getByRole('button', { name: '加密 PDF' }) as HTMLButtonElement;
/** The error read with a field (its aria-describedby), if any. */
const errorOf = (label: string) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .map((element) => (element?.getAttribute('role') === 'alert' ? element : element?.querySelector('[role="alert"]')))
    .find(Boolean)?.textContent;

screenTestSetup();

describe('PDF encrypt', () => {
  it('shows and hides a password with a toggle button', async () => {
    render(<PdfEncrypt tool={tool} />);
    const [reveal] = screen.getAllByRole('button', { name: '显示密码' });
    expect(field('打开密码').type).toBe('password');
    expect(reveal.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(reveal));
    expect(field('打开密码').type).toBe('text');
    expect(reveal.getAttribute('aria-pressed')).toBe('true');
  });

  it('asks for the open password twice and says when the two differ', async () => {
    render(<PdfEncrypt tool={tool} />);
    await chooseFiles([pdfFile('report.pdf', { pages: 4 })]);
    expect(encryptButton().disabled).toBe(true);
    expect(screen.getByText('请设置打开密码')).toBeTruthy();
    await type('打开密码', 'secret');
    await type('再次输入打开密码', 'sec');
    // Still being typed: not an error yet.
    expect(errorOf('再次输入打开密码')).toBeUndefined();
    await type('再次输入打开密码', 'secreT');
    expect(errorOf('再次输入打开密码')).toBe('两次输入的密码不一致');
    expect(encryptButton().disabled).toBe(true);
    await type('再次输入打开密码', 'secret');
    expect(errorOf('再次输入打开密码')).toBeUndefined();
    await type('权限密码（可选）', 'secret');
    expect(errorOf('权限密码（可选）')).toBe('权限密码不能与打开密码相同');
    expect(encryptButton().disabled).toBe(true);
    await type('权限密码（可选）', 'owner-only');
    expect(encryptButton().disabled).toBe(false);
  });

  it('encrypts with the passwords and the permissions chosen, and says what is restricted', async () => {
    taskFinishes({ InputBytes: 4000, OutputBytes: 4500, InputPages: 4, Files: [{ Name: 'encrypted.pdf', Bytes: 4500, Pages: 4 }] }, [downloadFile('encrypted.pdf')]);
    render(<PdfEncrypt tool={tool} />);
    await chooseFiles([pdfFile('report.pdf', { pages: 4 })]);
    await type('打开密码', 'secret');
    await type('再次输入打开密码', 'secret');
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: '复制文字和图片' })));
    await act(async () => fireEvent.click(encryptButton()));
    expect(lastTaskInput()).toMatchObject({ type: 33, toolId: 27, scene: 'pdf_encrypt' });
    expect(lastTaskInput()?.data).toEqual({ file: 'uploads/visitor/report.pdf', userPassword: 'secret', permissions: { print: true, copy: false, modify: true } });
    const result = screen.getByRole('region', { name: '处理完成' });
    expect(result.textContent).toContain('已用 AES-256 加密，打开需要输入密码。 已限制：复制文字和图片');
    expect(within(result).getByRole('link', { name: '下载 encrypted.pdf' })).toBeTruthy();
  });

  it('encrypts a file that has a password already once it is given', async () => {
    taskFinishes({ InputBytes: 4000, OutputBytes: 4500, InputPages: 4, Files: [{ Name: 'encrypted.pdf', Bytes: 4500, Pages: 4 }] }, [downloadFile('encrypted.pdf')]);
    render(<PdfEncrypt tool={tool} />);
    await chooseFiles([pdfFile('locked.pdf', { pages: 4, password: 'old' })]);
    expect(rowOf('locked.pdf').textContent).toContain('此文件已有密码');
    await type('打开密码', 'new');
    await type('再次输入打开密码', 'new');
    expect(encryptButton().disabled).toBe(true);
    expect(screen.getByText('请先输入文件密码')).toBeTruthy();
    await act(async () => fireEvent.change(within(rowOf('locked.pdf')).getByLabelText('文件密码'), { target: { value: 'old' } }));
    await act(async () => fireEvent.click(within(rowOf('locked.pdf')).getByRole('button', { name: '确定' })));
    await act(async () => fireEvent.click(encryptButton()));
    expect(lastTaskInput()?.data).toMatchObject({ userPassword: 'new', password: 'old' });
  });
});
