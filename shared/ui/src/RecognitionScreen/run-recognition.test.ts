import { recognitionRequestSchema } from '@toolhub/contracts';
import { loadQuota, runTask, setLocale, tellRefusedUse, upload, type TaskResult, type UploadResult } from '@toolhub/sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { basicOcrTool, succeeded } from '../test-support/recognition';
import { readRecognitionData } from './result-data';
import { runRecognition, type RecognitionRun } from './run-recognition';

vi.mock('@toolhub/sdk', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@toolhub/sdk')>()),
  upload: vi.fn(),
  runTask: vi.fn(),
  loadQuota: vi.fn(async () => ({})),
  tellRefusedUse: vi.fn(async () => undefined),
}));

const tool = basicOcrTool;
const texts = { errorReadingFile: '读取文件出错', noText: '未识别到文字', noObject: '未识别到物体', noCard: '未识别到卡证信息' } as const;
const file = new File([new Uint8Array(100)], 'page.png', { type: 'image/png' });
const run = (overrides: Partial<RecognitionRun<unknown>> = {}) =>
  runRecognition({ file, tool, subReqType: 15, readResult: readRecognitionData, text: (key) => texts[key], ...overrides });

const stored: UploadResult = { cosName: 'uploads/abc/page.png', file };
const lines = { TextDetections: [{ DetectedText: '第一行', Confidence: 99, Polygon: [] }] };
const failed = (message: string, code?: number): TaskResult => ({ ok: false, taskId: 't1', message, code });

describe('one recognition', () => {
  beforeEach(() => {
    setLocale('zh-CN');
    vi.clearAllMocks();
    vi.mocked(upload).mockResolvedValue(stored);
  });

  it('uploads recompressed within the limit, then asks the cloud-proxy OCR call synchronously', async () => {
    vi.mocked(runTask).mockResolvedValue(succeeded(lines));
    await expect(run()).resolves.toEqual({ type: 'succeeded', result: lines });
    expect(upload).toHaveBeenCalledWith(file, { compress: true, maxSize: 7340032, toolid: 52, silent: true });
    const task = vi.mocked(runTask).mock.calls[0][0];
    expect(task).toMatchObject({ toolName: '通用文字识别', type: 55, toolId: 39, scene: 'basic_ocr', charging: false, isAsync: false });
    expect(task.data).toEqual({ req_type: 0, sub_req_type: 15, req_data: { item: { file_type: 1, data_type: 2, raw_data: 'uploads/abc/page.png' } } });
    expect(recognitionRequestSchema.safeParse(task.data).success).toBe(true);
    // The server took a use: the tip bar's count is read again.
    expect(loadQuota).toHaveBeenCalledWith('basic_ocr');
  });

  it('sends the card side only when the tool has sides, and charges when the tool does', async () => {
    vi.mocked(runTask).mockResolvedValue(succeeded(lines));
    await run({ cardSide: 'BACK', tool: { ...tool, needCharge: true, maxsize: 1000 } });
    expect(upload).toHaveBeenCalledWith(file, expect.objectContaining({ maxSize: 1000 }));
    const task = vi.mocked(runTask).mock.calls[0][0];
    expect(task.charging).toBe(true);
    expect(task.data).toMatchObject({ req_data: { item: { extend: { cardSide: 'BACK' } } } });
  });

  it("says '<tool name>失败！' with the upload's reason when nothing was stored, and runs no task", async () => {
    vi.mocked(upload).mockResolvedValue({ cosName: '', failure: { reason: 'upload', message: '上传失败，请重试' } });
    await expect(run()).resolves.toEqual({ type: 'failed', error: '通用文字识别失败！上传失败，请重试' });
    expect(runTask).not.toHaveBeenCalled();
  });

  it("says the engine's known details in the page's language", async () => {
    vi.mocked(runTask).mockResolvedValue(failed('通用文字识别失败！error reading file', 1300));
    await expect(run()).resolves.toEqual({ type: 'failed', error: '通用文字识别失败！读取文件出错' });
    vi.mocked(runTask).mockResolvedValue(failed('通用文字识别失败！no text recognised', 1300));
    await expect(run()).resolves.toEqual({ type: 'failed', error: '通用文字识别失败！未识别到文字' });
    // A card recognition that found none of the card's fields: another card, or the other side.
    vi.mocked(runTask).mockResolvedValue(failed('身份证识别失败！no card recognised', 1300));
    await expect(run({ tool: { ...tool, name: '身份证识别' } })).resolves.toEqual({ type: 'failed', error: '身份证识别失败！未识别到卡证信息' });
    vi.mocked(runTask).mockResolvedValue(failed('通用文字识别失败！服务异常，请稍后再试', 1300));
    await expect(run()).resolves.toEqual({ type: 'failed', error: '通用文字识别失败！服务异常，请稍后再试' });
    // A failure takes no use: nothing to read again.
    expect(loadQuota).not.toHaveBeenCalled();
  });

  it("says what tellRefusedUse answers for a refused use in place of the refusal's words, and those words when it answers nothing", async () => {
    // Wiring only: what tellRefusedUse answers to whom is refused-use.test.ts's. Here it answers
    // the invitation it gives a visitor not logged in.
    vi.mocked(tellRefusedUse).mockResolvedValueOnce('今日免费试用已用完，登录后每天可免费使用3次');
    vi.mocked(runTask).mockResolvedValue(failed('通用文字识别失败！请登录后使用', 1101));
    await expect(run()).resolves.toEqual({ type: 'failed', error: '通用文字识别失败！今日免费试用已用完，登录后每天可免费使用3次' });
    expect(tellRefusedUse).toHaveBeenCalledWith('basic_ocr', 1101);
    // It answers nothing (as to a logged-in visitor without equity or paid uses): the server's own words.
    vi.mocked(runTask).mockResolvedValue(failed('通用文字识别失败！今日次数已用完，请明天再来', 2));
    await expect(run()).resolves.toEqual({ type: 'failed', error: '通用文字识别失败！今日次数已用完，请明天再来' });
    expect(tellRefusedUse).toHaveBeenLastCalledWith('basic_ocr', 2);
  });

  it("says 'no text recognised' for an empty result", async () => {
    vi.mocked(runTask).mockResolvedValue(succeeded({ TextDetections: [] }));
    await expect(run()).resolves.toEqual({ type: 'failed', error: '未识别到文字' });
    vi.mocked(runTask).mockResolvedValue(succeeded([]));
    await expect(run()).resolves.toEqual({ type: 'failed', error: '未识别到文字' });
    vi.mocked(runTask).mockResolvedValue(succeeded('not json'));
    await expect(run()).resolves.toEqual({ type: 'failed', error: '未识别到文字' });
  });

  it('hands name / value pairs on as they came', async () => {
    const pairs = [{ Name: '发票号码', Value: '12345678' }];
    vi.mocked(runTask).mockResolvedValue(succeeded(pairs));
    await expect(run()).resolves.toEqual({ type: 'succeeded', result: pairs });
  });
});
