// @vitest-environment happy-dom
import { NATIVE_BRIDGE_GLOBAL, NATIVE_CALL_TIMEOUT_MS, type NativeCall } from '@toolhub/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostAccountInfo, hostCopy, hostOpenUrl, hostQua2 } from './calls';
import { qua2Field, readHostDevice } from './device';

type Answers = Partial<Record<NativeCall, unknown>>;

/** A browser host that answers some calls, never answers others, and records what it was asked. */
function fakeHost(answers: Answers, silent: NativeCall[] = []) {
  const asked: { name: NativeCall; args: unknown }[] = [];
  (globalThis as Record<string, unknown>)[NATIVE_BRIDGE_GLOBAL] = {
    call(name: NativeCall, args: unknown, reply: (answer: unknown) => void) {
      asked.push({ name, args });
      if (silent.includes(name)) return;
      setTimeout(() => reply(answers[name]), 5);
    },
  };
  return asked;
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[NATIVE_BRIDGE_GLOBAL];
  vi.useRealTimers();
});

describe('native calls', () => {
  it("answer with the host's reply, typed and checked", async () => {
    const asked = fakeHost({ getQua2: 'QV=3&PL=ADR&MO=V2307A&BR=vivo', getAccountInfo: { qbid: 'qb-1', mode: 2, ctk: 'c', nickName: '小王' }, copy: true });
    await expect(hostQua2()).resolves.toBe('QV=3&PL=ADR&MO=V2307A&BR=vivo');
    await expect(hostAccountInfo()).resolves.toMatchObject({ qbid: 'qb-1', mode: 2, nickName: '小王' });
    await expect(hostCopy('链接')).resolves.toBe(true);
    expect(asked.find((call) => call.name === 'copy')?.args).toEqual({ text: '链接' });
  });

  it('fall back after 1000 ms when the host never answers, and at once outside the host', async () => {
    vi.useFakeTimers();
    fakeHost({}, ['getQua2', 'openUrl']);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const qua2 = hostQua2();
    const opened = hostOpenUrl('https://example.com/');
    await vi.advanceTimersByTimeAsync(NATIVE_CALL_TIMEOUT_MS - 1);
    expect(open).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(qua2).resolves.toBe('');
    await expect(opened).resolves.toBe(true);
    expect(open).toHaveBeenCalledWith('https://example.com/', '_blank', 'noopener');

    delete (globalThis as Record<string, unknown>)[NATIVE_BRIDGE_GLOBAL];
    await expect(hostAccountInfo()).resolves.toBeNull();
  });

  it('fall back on a malformed answer or a bridge that throws', async () => {
    fakeHost({ getAccountInfo: { qbid: 42 } });
    await expect(hostAccountInfo()).resolves.toBeNull();
    (globalThis as Record<string, unknown>)[NATIVE_BRIDGE_GLOBAL] = {
      call() {
        throw new Error('bridge gone');
      },
    };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(hostQua2()).resolves.toBe('');
  });
});

describe('device info from the host', () => {
  it('reads the device type from MO= and the brand from BR= of QUA2', async () => {
    expect(qua2Field('QV=3&PL=ADR&MO=V2307A&BR=vivo', 'MO')).toBe('V2307A');
    expect(qua2Field('QV=3&PL=WIN', 'MO')).toBe('');
    await expect(readHostDevice()).resolves.toBeUndefined();
    fakeHost({ getGuid: 'host-guid', getQ36: 'q36', getQua2: 'QV=3&PL=ADR&MO=V2307A&BR=vivo', getConnectionType: 'wifi' });
    await expect(readHostDevice()).resolves.toEqual({ guid: 'host-guid', qimei36: 'q36', qua2: 'QV=3&PL=ADR&MO=V2307A&BR=vivo', networkType: 'wifi', deviceType: 'V2307A', brand: 'vivo' });
  });
});

describe('pay and share in the browser host', () => {
  it('opens the pay page in the native frame with its full address, and the overlay only when the host refuses', async () => {
    const { getEnv } = await import('../env');
    const { openPayPanel, payPanelAtom } = await import('../pay');
    const { sdkStore } = await import('../store');
    const env = getEnv();
    const kind = env.hostKind;
    env.hostKind = 'browser';
    try {
      const asked = fakeHost({ openPayFrame: true });
      openPayPanel();
      await vi.waitFor(() => expect(asked.map((call) => call.name)).toContain('openPayFrame'));
      expect((asked[0].args as { url: string }).url).toMatch(new RegExp(`^${location.origin}/.+\\?appid=tool&scene=new_pc_entry_bangxm&from=web$`));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(sdkStore.get(payPanelAtom)).toBeNull();

      fakeHost({ openPayFrame: false });
      openPayPanel();
      await vi.waitFor(() => expect(sdkStore.get(payPanelAtom)?.url).toMatch(/appid=tool/));
    } finally {
      env.hostKind = kind;
      sdkStore.set(payPanelAtom, null);
    }
  });
});
