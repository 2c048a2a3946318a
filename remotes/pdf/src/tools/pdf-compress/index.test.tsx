import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { clickEquityTip, loadQuota, openLoginPanel, openPayPanel, runTask, tellRefusedUse, useLogin, useQuota } from '@toolhub/sdk';
import { describe, expect, it, vi } from 'vitest';
import { catalog } from '../../catalog';
import { pdfFile } from '../../test-support/pdf-reader-fake';
import { chooseFiles, downloadFile, lastTaskInput, logIn, screenTestSetup, taskFails, taskFinishes } from '../../test-support/screen-test-support';
import PdfCompress from './index';

vi.mock('@toolhub/sdk', (importOriginal) => import('@toolhub/sdk/test-support/sdk-without-server').then((m) => m.sdkWithoutServer(importOriginal)));
vi.mock('../../shared/pdf-reader', () => import('../../test-support/pdf-reader-fake'));

const tool = catalog.find((entry) => entry.module === './PdfCompress')!;
const compressButton = () => screen.getByRole('button', { name: '开始压缩' }) as HTMLButtonElement;

async function choosePhotos() {
  render(<PdfCompress tool={tool} />);
  await chooseFiles([pdfFile('photos.pdf', { pages: 3, size: 2_400_000 })]);
}

screenTestSetup();

describe('PDF compress, a charged tool', () => {
  it('asks an anonymous visitor to log in before compressing', async () => {
    await choosePhotos();
    expect(compressButton().disabled).toBe(true);
    expect(screen.getByText('登录后即可使用')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '立即登录' })));
    expect(openLoginPanel).toHaveBeenCalledWith({ title: '请先登录' });
  });

  it('offers membership when the day’s uses are gone, from the button and the tip bar', async () => {
    logIn();
    vi.mocked(useQuota).mockReturnValue({ leftCount: 0, isPaid: false });
    await choosePhotos();
    expect(compressButton().disabled).toBe(true);
    expect(screen.getByText('今日次数已用完，开通会员可继续使用')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '开通会员' })));
    expect(openPayPanel).toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '登录后每天可免费使用3次' })));
    expect(clickEquityTip).toHaveBeenCalled();
  });

  it('compresses at the chosen level and reports the sizes before and after', async () => {
    logIn();
    taskFinishes({ InputBytes: 2_400_000, OutputBytes: 880_000, InputPages: 3, Files: [{ Name: 'photos-compressed.pdf', Bytes: 880_000, Pages: 3 }] }, [downloadFile('photos-compressed.pdf')]);
    await choosePhotos();
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /强力/ })));
    await act(async () => fireEvent.click(compressButton()));
    expect(lastTaskInput()).toMatchObject({ type: 37, toolId: 29, scene: 'pdf_compress', charging: true, isAsync: true, data: { file: 'uploads/visitor/photos.pdf', level: 'strong' } });
    const result = screen.getByRole('region', { name: '处理完成' });
    expect(within(result).getByText('2.3 MB · 3 页')).toBeTruthy();
    expect(within(result).getByText('859 KB · 3 页')).toBeTruthy();
    expect(within(result).getByText('减小 63%')).toBeTruthy();
    // The server took a use: the tip bar's count is asked again.
    expect(loadQuota).toHaveBeenCalledWith('pdf_compress');
  });

  it('says so when the file could not get smaller', async () => {
    logIn();
    taskFinishes({ InputBytes: 9000, OutputBytes: 9000, InputPages: 1, Files: [{ Name: 'photos-compressed.pdf', Bytes: 9000, Pages: 1 }] }, [downloadFile('photos-compressed.pdf')]);
    await choosePhotos();
    await act(async () => fireEvent.click(compressButton()));
    expect(screen.getByText('文件已足够精简，没能再变小')).toBeTruthy();
  });

  it('shows the progress the engine reports while it works', async () => {
    logIn();
    let finish: () => void = () => undefined;
    vi.mocked(runTask).mockImplementation(
      (options) =>
        new Promise((resolve) => {
          options.onProgress?.(40);
          finish = () => resolve({ ok: false, message: 'PDF压缩失败！', code: 1000 });
        }),
    );
    await choosePhotos();
    await act(async () => fireEvent.click(compressButton()));
    expect(screen.getByRole('progressbar', { name: '处理进度' }).getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByRole('status').textContent).toBe('处理中，请稍候...');
    await act(async () => finish());
    expect(screen.queryByRole('progressbar', { name: '处理进度' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('PDF压缩失败！');
  });

  // Wiring only: what tellRefusedUse answers to whom is refused-use.test.ts's.
  it('shows what tellRefusedUse answers in place of the refusal: the login invitation, to a visitor who signed out while it ran', async () => {
    logIn();
    vi.mocked(runTask).mockImplementationOnce(async () => {
      // Signed out while the task was on its way: the server refuses it, and the SDK, finding
      // no login, answers its invitation.
      vi.mocked(useLogin).mockReturnValue({ isLogin: false } as ReturnType<typeof useLogin>);
      return { ok: false, taskId: 'task-1', message: 'PDF压缩失败！请登录后使用', code: 1101 };
    });
    vi.mocked(tellRefusedUse).mockResolvedValueOnce('今日免费试用已用完，登录后每天可免费使用3次');
    await choosePhotos();
    await act(async () => fireEvent.click(compressButton()));
    expect(tellRefusedUse).toHaveBeenCalledWith('pdf_compress', 1101);
    expect(screen.getByRole('alert').textContent).toBe('PDF压缩失败！今日免费试用已用完，登录后每天可免费使用3次');
  });

  it("shows the refusal's own words when tellRefusedUse answers nothing: a logged-in visitor whose uses are gone", async () => {
    logIn();
    taskFails('PDF压缩失败！今日次数已用完，明天再来吧', 2);
    await choosePhotos();
    await act(async () => fireEvent.click(compressButton()));
    expect(tellRefusedUse).toHaveBeenLastCalledWith('pdf_compress', 2);
    expect(screen.getByRole('alert').textContent).toBe('PDF压缩失败！今日次数已用完，明天再来吧');
  });
});
