// @vitest-environment happy-dom
/**
 * The upload pipeline with the network boundary mocked: the credential call (the request
 * layer) and cos-js-sdk-v5's transfer. compressorjs is replaced too (happy-dom has no canvas).
 */
import type COS from 'cos-js-sdk-v5';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const seen = vi.hoisted(() => ({
  cosLoaded: 0,
  compressorLoaded: 0,
  cosOptions: [] as Record<string, unknown>[],
  uploads: [] as Record<string, unknown>[],
  compressorOptions: [] as Record<string, unknown>[],
  cancelled: [] as string[],
  /** How the fake storage answers an upload. */
  behaviour: 'succeed' as 'succeed' | 'fail' | 'tooLarge' | 'hang',
  /** What the fake compressor makes of a file: its size after compression. */
  compressedSize: 100,
}));

vi.mock('../request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../request')>()),
  api: { get: vi.fn(), post: vi.fn(), request: vi.fn() },
}));

vi.mock('cos-js-sdk-v5', () => {
  seen.cosLoaded += 1;
  class FakeCos {
    constructor(readonly options: Record<string, unknown>) {
      seen.cosOptions.push(options);
    }
    uploadFile(params: Record<string, unknown>, callback: (error: unknown, data?: unknown) => void) {
      seen.uploads.push(params);
      (params.onTaskReady as (id: string) => void)('task-1');
      const size = (params.Body as Blob).size;
      const progress = params.onProgress as (info: { loaded: number; total: number }) => void;
      if (seen.behaviour === 'hang') return;
      setTimeout(() => {
        progress({ loaded: size / 2, total: size });
        progress({ loaded: size, total: size });
        if (seen.behaviour === 'fail') callback({ code: 'AccessDenied', message: 'signature mismatch' });
        else if (seen.behaviour === 'tooLarge') callback({ statusCode: 413, code: 'EntityTooLarge', message: 'EntityTooLarge' });
        else callback(null, { statusCode: 200 });
      }, 0);
    }
    cancelTask(id: string) {
      seen.cancelled.push(id);
    }
  }
  return { default: FakeCos };
});

vi.mock('compressorjs', () => {
  seen.compressorLoaded += 1;
  class FakeCompressor {
    constructor(file: File, options: { mimeType: string; success: (blob: Blob) => void }) {
      seen.compressorOptions.push(options as unknown as Record<string, unknown>);
      setTimeout(() => options.success(new Blob([new Uint8Array(seen.compressedSize)], { type: options.mimeType })), 0);
    }
  }
  return { default: FakeCompressor };
});

const ENDPOINT = 'http://127.0.0.1:8080/cos/toolhub-1250000000';
const credential = (key: string) => ({
  ret: 0,
  data: {
    bucket: 'toolhub-1250000000',
    region: 'ap-guangzhou',
    secret_id: 'tmp-id',
    secret_key: 'tmp-key',
    token: 'session-token',
    expired_time: 1_900_000_600,
    cos_file_name: key,
    endpoint: ENDPOINT,
  },
});

const image = (size: number, name = 'photo.jpg', type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });

async function load() {
  vi.resetModules();
  const { api } = await import('../request');
  const post = vi.mocked(api.post);
  post.mockImplementation(async (_url, data) => credential(`u/dev/${(data as { fileType: string }).fileType}-object`));
  const sdk = await import('../index');
  const { sdkStore } = await import('../store');
  const { dialogsAtom } = await import('../dialog');
  const { toastsAtom } = await import('../toast');
  const answerCompliance = async (agree: boolean) => {
    await vi.waitFor(() => expect(sdkStore.get(dialogsAtom)).toHaveLength(1));
    sdkStore.get(dialogsAtom)[0].resolve(agree);
  };
  const toasts = () => sdkStore.get(toastsAtom).map((toast) => toast.message);
  return { sdk, post, sdkStore, dialogsAtom, answerCompliance, toasts };
}

const acceptComplianceBeforehand = () => localStorage.setItem(`_qbtool_compliance_${location.pathname}`, '1');

beforeEach(() => {
  Object.assign(seen, { cosLoaded: 0, compressorLoaded: 0, cosOptions: [], uploads: [], compressorOptions: [], cancelled: [], behaviour: 'succeed', compressedSize: 100 });
  localStorage.clear();
  history.replaceState(null, '', '/general-ocr.html');
  vi.clearAllMocks();
});
afterEach(() => vi.restoreAllMocks());

describe('upload: loading on demand', () => {
  it('loads neither cos-js-sdk-v5 nor compressorjs with the sdk, only when the first upload starts', async () => {
    const { sdk } = await load();
    expect(typeof sdk.upload).toBe('function');
    expect(seen.cosLoaded).toBe(0);
    expect(seen.compressorLoaded).toBe(0);
    acceptComplianceBeforehand();
    await sdk.upload(image(2000), { compress: true });
    expect(seen.cosLoaded).toBe(1);
    expect(seen.compressorLoaded).toBe(1);
  });
});

describe('upload: compliance first', () => {
  it('opens the agreement before anything else, and goes on once it is accepted', async () => {
    const { sdk, post, answerCompliance } = await load();
    const pending = sdk.upload(image(2000), { compress: true });
    await answerCompliance(true);
    const result = await pending;
    expect(result.cosName).toBe('u/dev/jpg-object');
    expect(localStorage.getItem('_qbtool_compliance_/general-ocr.html')).toBe('1');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('does nothing while the modal is open: no compression, no credential, no storage sdk', async () => {
    const { sdk, post, sdkStore, dialogsAtom } = await load();
    const pending = sdk.upload(image(2000), { compress: true });
    await vi.waitFor(() => expect(sdkStore.get(dialogsAtom)).toHaveLength(1));
    expect(sdkStore.get(dialogsAtom)[0]).toMatchObject({ title: '温馨提示', confirmText: '同意并继续', cancelText: '不同意' });
    expect(seen.compressorLoaded + seen.cosLoaded).toBe(0);
    expect(post).not.toHaveBeenCalled();
    sdkStore.get(dialogsAtom)[0].resolve(true);
    await pending;
  });

  it('stops when the agreement is declined, keeps it unaccepted, and asks again next time', async () => {
    const { sdk, post, answerCompliance, toasts } = await load();
    const pending = sdk.upload(image(2000), { compress: true });
    await answerCompliance(false);
    await expect(pending).resolves.toEqual({ cosName: '', failure: { reason: 'declined', message: '需同意上传须知后才能上传' } });
    expect(post).not.toHaveBeenCalled();
    expect(seen.compressorLoaded + seen.cosLoaded).toBe(0);
    expect(localStorage.getItem('_qbtool_compliance_/general-ocr.html')).toBeNull();
    expect(toasts()).toEqual([]);

    const again = sdk.upload(image(2000));
    await answerCompliance(true);
    expect((await again).cosName).toBe('u/dev/jpg-object');
  });

  it('asks once per path, and once for uploads that wait together', async () => {
    const { sdk, sdkStore, dialogsAtom } = await load();
    const both = Promise.all([sdk.upload(image(10)), sdk.upload(image(20))]);
    await vi.waitFor(() => expect(sdkStore.get(dialogsAtom)).toHaveLength(1));
    sdkStore.get(dialogsAtom)[0].resolve(true);
    expect((await both).map((r) => r.cosName)).toEqual(['u/dev/jpg-object', 'u/dev/jpg-object']);
    expect(sdk.hasAcceptedCompliance('/general-ocr.html')).toBe(true);
    expect(sdk.hasAcceptedCompliance('/invoice-ocr.html')).toBe(false);
  });
});

describe('upload: compression', () => {
  it('keeps a png a png, and makes anything else a jpg, at quality 0.3', async () => {
    const { sdk } = await load();
    expect(sdk.compressionFor({ type: 'image/png' })).toEqual({ mimeType: 'image/png', extension: 'png', quality: 0.3 });
    for (const type of ['image/jpeg', 'image/webp', 'image/gif', 'image/bmp', 'image/avif']) {
      expect(sdk.compressionFor({ type }), type).toEqual({ mimeType: 'image/jpeg', extension: 'jpg', quality: 0.3 });
    }
    for (const type of ['application/pdf', 'image/svg+xml', '']) expect(sdk.compressionFor({ type }), type).toBeUndefined();
  });

  it('uploads the compressed image, renamed after its new type, and asks a credential for that type', async () => {
    const { sdk, post } = await load();
    acceptComplianceBeforehand();
    const result = await sdk.upload(image(5000, 'scan.webp', 'image/webp'), { compress: true, toolid: 52 });
    expect(seen.compressorOptions[0]).toMatchObject({ mimeType: 'image/jpeg', quality: 0.3, convertSize: Infinity });
    expect(result.file?.name).toBe('scan.jpg');
    expect(result.file?.type).toBe('image/jpeg');
    expect(result.file?.size).toBe(100);
    expect(post).toHaveBeenCalledWith('/api/getcoscredential', { fileType: 'jpg', toolid: 52 }, expect.objectContaining({ silent: false }));

    await sdk.upload(image(5000, 'shot.png', 'image/png'), { compress: true });
    expect(seen.compressorOptions[1]).toMatchObject({ mimeType: 'image/png' });
    expect(post).toHaveBeenLastCalledWith('/api/getcoscredential', { fileType: 'png' }, expect.anything());
  });

  it('leaves a pdf alone, and uploads it as it is', async () => {
    const { sdk, post } = await load();
    acceptComplianceBeforehand();
    const pdf = new File(['%PDF-1.7'], 'a.pdf', { type: 'application/pdf' });
    const result = await sdk.upload(pdf, { compress: true });
    expect(seen.compressorOptions).toEqual([]);
    expect(result.file).toBe(pdf);
    expect(post).toHaveBeenCalledWith('/api/getcoscredential', { fileType: 'pdf' }, expect.anything());
  });
});

describe('upload: size check', () => {
  it("refuses a file not smaller than maxSize with '文件过大', before asking for a credential", async () => {
    const { sdk, post, toasts } = await load();
    acceptComplianceBeforehand();
    const result = await sdk.upload(image(1000), { maxSize: 1000 });
    expect(result).toEqual({ cosName: '', failure: { reason: 'tooLarge', message: '文件过大' } });
    expect(toasts()).toEqual(['文件过大']);
    expect(post).not.toHaveBeenCalled();
    expect((await sdk.upload(image(999), { maxSize: 1000 })).cosName).toBe('u/dev/jpg-object');
  });

  it('checks the size after compression: a photo that compresses below the limit goes', async () => {
    const { sdk } = await load();
    acceptComplianceBeforehand();
    seen.compressedSize = 400;
    expect((await sdk.upload(image(2500), { compress: true, maxSize: 1000 })).cosName).toBe('u/dev/jpg-object');
    seen.compressedSize = 1500;
    expect((await sdk.upload(image(2500), { compress: true, maxSize: 1000 })).failure?.reason).toBe('tooLarge');
  });

  it('refuses a type the hub does not store', async () => {
    const { sdk, post, toasts } = await load();
    acceptComplianceBeforehand();
    const result = await sdk.upload(new File(['x'], 'run.exe', { type: 'application/octet-stream' }));
    expect(result.failure).toEqual({ reason: 'unsupportedType', message: '不支持该文件类型' });
    expect(toasts()).toEqual(['不支持该文件类型']);
    expect(post).not.toHaveBeenCalled();
  });
});

describe('upload: to storage', () => {
  it('points cos-js-sdk-v5 at the endpoint, hands it the credential, and reports progress', async () => {
    const { sdk, sdkStore } = await load();
    acceptComplianceBeforehand();
    const progress: number[] = [];
    const result = await sdk.upload(image(800), { onProgress: (p) => progress.push(p.ratio) });
    expect(result).toMatchObject({ cosName: 'u/dev/jpg-object' });

    const options = seen.cosOptions[0] as { Domain: string; getAuthorization: (o: unknown, cb: (c: unknown) => void) => void };
    expect(options.Domain).toBe(ENDPOINT);
    let handed: unknown;
    options.getAuthorization({}, (given) => (handed = given));
    expect(handed).toEqual({ TmpSecretId: 'tmp-id', TmpSecretKey: 'tmp-key', SecurityToken: 'session-token', StartTime: 1_900_000_000, ExpiredTime: 1_900_000_600 });
    expect(seen.uploads[0]).toMatchObject({ Bucket: 'toolhub-1250000000', Region: 'ap-guangzhou', Key: 'u/dev/jpg-object', SliceSize: Infinity });

    expect(progress).toEqual([0, 0, 0.5, 1, 1]);
    expect(sdkStore.get(sdk.uploadProgressAtom)).toEqual({ phase: 'done', loaded: 800, total: 800, ratio: 1 });
  });

  it('the real cos-js-sdk-v5 puts to <endpoint>/<key> with the Domain it is given', async () => {
    const { default: RealCos } = await vi.importActual<{ default: typeof COS }>('cos-js-sdk-v5');
    const cos = new RealCos({ Domain: ENDPOINT, getAuthorization: () => undefined });
    const url = cos.getObjectUrl({ Bucket: 'toolhub-1250000000', Region: 'ap-guangzhou', Key: 'u/dev/图 1.png', Sign: false }, () => undefined);
    expect(url).toBe(`${ENDPOINT}/u/dev/%E5%9B%BE%201.png`);
  });

  it('answers an empty name when storage refuses, logs it, and says so', async () => {
    const { sdk, sdkStore, toasts } = await load();
    acceptComplianceBeforehand();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    seen.behaviour = 'fail';
    const result = await sdk.upload(image(800));
    expect(result).toEqual({ cosName: '', failure: { reason: 'upload', message: '上传失败，请重试' } });
    expect(logged).toHaveBeenCalledWith('[toolhub] upload failed', 'u/dev/jpg-object', expect.objectContaining({ message: 'signature mismatch' }));
    expect(toasts()).toEqual(['上传失败，请重试']);
    expect(sdkStore.get(sdk.uploadProgressAtom)?.phase).toBe('failed');
  });

  it("says '文件过大' when storage refuses the bytes as too large", async () => {
    const { sdk, toasts } = await load();
    acceptComplianceBeforehand();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    seen.behaviour = 'tooLarge';
    const result = await sdk.upload(image(800));
    expect(result).toEqual({ cosName: '', failure: { reason: 'tooLarge', message: '文件过大' } });
    expect(toasts()).toEqual(['文件过大']);
  });

  it('passes on the catalogue message of a refused credential call without a second notice', async () => {
    const { sdk, post, toasts } = await load();
    acceptComplianceBeforehand();
    post.mockResolvedValueOnce({ imgApiError: true, errMsg: '请登录后使用', code: 1101, status: 403 });
    const result = await sdk.upload(image(800));
    expect(result).toEqual({ cosName: '', failure: { reason: 'credential', message: '请登录后使用' } });
    expect(toasts()).toEqual([]);
    expect(seen.uploads).toEqual([]);
  });

  it('cancels the transfer when aborted, and says it was aborted', async () => {
    const { sdk, toasts } = await load();
    acceptComplianceBeforehand();
    seen.behaviour = 'hang';
    const controller = new AbortController();
    const pending = sdk.upload(image(800), { signal: controller.signal });
    await vi.waitFor(() => expect(seen.uploads).toHaveLength(1));
    controller.abort();
    expect((await pending).failure?.reason).toBe('aborted');
    expect(seen.cancelled).toEqual(['task-1']);
    expect(toasts()).toEqual([]);
  });

  it('speaks English on an English page', async () => {
    const { sdk } = await load();
    sdk.setLocale('en');
    acceptComplianceBeforehand();
    expect((await sdk.upload(image(1000), { maxSize: 10 })).failure?.message).toBe('File too large');
    sdk.setLocale('zh-CN');
  });
});
