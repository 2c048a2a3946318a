import type { HubTool } from '@toolhub/contracts';
import { setLocale, startChargingFlow } from '@toolhub/sdk';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../shared/sdk/src/request';
import { cleanup, queryByText, render, wait } from '../../chrome/test-utils';
import { ToolPage } from './ToolPage';

vi.mock('../../../../shared/sdk/src/request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../shared/sdk/src/request')>()),
  api: { get: vi.fn(), post: vi.fn(), request: vi.fn() },
}));
vi.mock('@toolhub/sdk', async (importOriginal) => ({ ...(await importOriginal<typeof import('@toolhub/sdk')>()), startChargingFlow: vi.fn() }));
// The remote's screen (with its upload box) stands in as one line: what matters is whether it is there.
vi.mock('../../remotes/RemoteTool', () => ({ RemoteTool: () => <p data-testid="remote-tool">upload box</p> }));

const pdfMerge: HubTool = {
  toolid: 21,
  path: 'pdf-merge',
  name: 'PDF合并',
  keyword: '',
  category: '文档处理',
  icon: '🧩',
  scene: 'pdf_merge',
  reqType: 27,
  needCharge: true,
  module: './PdfMerge',
  remote: 'pdf',
};
const missingQpdf = { reason: 'its engine pdf is missing program qpdf (apt-get install -y qpdf)', missing: ['qpdf'] };

async function renderPage(tool: HubTool) {
  await render(
    <MemoryRouter initialEntries={[`/${tool.path}.html`]}>
      <ToolPage tool={tool} />
    </MemoryRouter>,
  );
  await wait();
}

describe('the page of a tool this server cannot run', () => {
  beforeEach(() => {
    setLocale('zh-CN');
    vi.mocked(api.get).mockResolvedValue({ ret: 0, data: {} });
    vi.mocked(api.post).mockResolvedValue({ ret: 0, data: {} });
  });
  afterEach(async () => {
    await cleanup();
    vi.clearAllMocks();
  });

  it('says so with what is missing, offers no upload and asks for no login or payment', async () => {
    await renderPage({ ...pdfMerge, unavailable: missingQpdf });
    const notice = document.querySelector('[data-testid="engine-missing"]');
    expect(notice?.querySelector('h2')?.textContent).toBe('此工具在本服务器上暂不可用');
    expect(notice?.textContent).toContain('本服务器缺少「PDF合并」处理文件所需的组件');
    expect([...(notice?.querySelectorAll('code') ?? [])].map((piece) => piece.textContent)).toEqual(['qpdf']);
    expect(queryByText('看看其他小工具', 'a')?.getAttribute('href')).toBe('/');
    expect(document.querySelector('[data-testid="remote-tool"]')).toBeNull();
    expect(startChargingFlow).not.toHaveBeenCalled();
  });

  it('in English too', async () => {
    setLocale('en');
    await renderPage({ ...pdfMerge, unavailable: missingQpdf });
    expect(document.querySelector('[data-testid="engine-missing"] h2')?.textContent).toBe('This tool is not available on this server');
  });

  it('a tool the server can run shows its screen and starts its charging flow as before', async () => {
    await renderPage(pdfMerge);
    expect(document.querySelector('[data-testid="remote-tool"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="engine-missing"]')).toBeNull();
    expect(startChargingFlow).toHaveBeenCalledWith('pdf_merge');
  });
});
