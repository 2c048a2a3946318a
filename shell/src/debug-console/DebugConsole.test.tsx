import { SNAPSHOT_ELEMENT_ID } from '@toolhub/contracts';
import { TELEMETRY_EVENT, setLocale } from '@toolhub/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byText, cleanup, click, perform, render, wait } from '../chrome/test-utils';
import { startCapture } from './capture';
import { DebugConsole } from './DebugConsole';

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const tab = (name: RegExp) => [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((element) => name.test(element.textContent ?? ''))!;

describe('the debug console', () => {
  beforeEach(() => setLocale('zh-CN'));
  afterEach(cleanup);

  it("opens from its button and lists the page's logs, its telemetry events and the device", async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    document.body.innerHTML = `<script id="${SNAPSHOT_ELEMENT_ID}" type="application/json">${JSON.stringify({ env: 'test', remotes: [{ name: 'ocr', version: '1.2.0', manifestUrl: '/remotes/ocr/1.2.0/mf-manifest.json' }], tools: [], page: { path: '', status: 200 }, guid: 'g-1' })}</script>`;
    startCapture();
    console.info('[toolhub] track', { act_module: 'tool_card' });
    await render(<DebugConsole />);
    expect(dialog()).toBeNull();
    await click(byText('调试', 'button'));
    expect(dialog()?.getAttribute('aria-label')).toBe('调试面板');
    expect(dialog()?.textContent).toContain('[toolhub] track {"act_module":"tool_card"}');

    await perform(() =>
      dispatchEvent(
        new CustomEvent(TELEMETRY_EVENT, {
          detail: { name: 'error', at: Date.now(), fields: { page_id: 'ocr', act_module: 'remote' }, context: {}, error: { source: 'remote', message: 'remote ocr failed' } },
        }),
      ),
    );
    await wait(80);
    await click(tab(/^事件/));
    expect(tab(/^事件/).textContent).toBe('事件 (1)');
    expect(dialog()?.textContent).toContain('remote: remote ocr failed');

    await click(tab(/设备/));
    expect(dialog()?.textContent).toMatch(/host\s*other/);
    expect(dialog()?.textContent).toContain('qua2');
    expect(dialog()?.textContent).toContain('ocr@1.2.0');
  });
});
