import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { runTask, toast, upload } from '@toolhub/sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseAndRecognise, screenTestSetup } from '../../screen-test-support';
import { catalog } from '../../catalog';
import BasicOcr from './index';

vi.mock('@toolhub/sdk', (importOriginal) => import('../../sdk-without-server').then((m) => m.sdkWithoutServer(importOriginal)));

const tool = catalog.find((entry) => entry.module === './BasicOcr')!;
const polygon = (top: number) => [
  { X: 40, Y: top },
  { X: 560, Y: top },
  { X: 560, Y: top + 50 },
  { X: 40, Y: top + 50 },
];
const detections = [
  { DetectedText: '通用文字识别 Hello OCR', Confidence: 99.1, Polygon: polygon(60) },
  { DetectedText: '第二行 Second line 2024', Confidence: 97.4, Polygon: polygon(160) },
  { DetectedText: '第三行', Confidence: 95, Polygon: polygon(240) },
];

const clipboard = { writeText: vi.fn(async (_text: string) => {}) };

async function recognise() {
  render(<BasicOcr tool={tool} />);
  await chooseAndRecognise();
}

const lineItems = () => within(screen.getByRole('list', { name: '识别出的文字，每项一行' })).getAllByRole('listitem');
const boxes = () => [...document.querySelectorAll('figure svg polygon')];
const activeBoxes = () => boxes().filter((box) => box.hasAttribute('data-active')).map((box) => box.getAttribute('data-key'));

screenTestSetup();
beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  vi.mocked(runTask).mockResolvedValue({ ok: true, taskId: 't1', data: { TextDetections: detections }, files: [] });
});

describe('basic text recognition', () => {
  it('asks the cloud-proxy call for BasicOcr', async () => {
    await recognise();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(vi.mocked(runTask).mock.calls[0][0]).toMatchObject({ toolName: '通用文字识别', scene: 'basic_ocr', data: { sub_req_type: 15 } });
    expect(screen.getByRole('status').textContent).toBe('识别成功');
  });

  it('lists the recognised text one line per detection', async () => {
    await recognise();
    expect(lineItems().map((item) => item.textContent)).toEqual(['1通用文字识别 Hello OCR', '2第二行 Second line 2024', '3第三行']);
    expect(screen.getByText('共 3 行')).toBeTruthy();
  });

  it('copies all the text and says so', async () => {
    await recognise();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '复制全部' })));
    expect(clipboard.writeText).toHaveBeenCalledWith('通用文字识别 Hello OCR\n第二行 Second line 2024\n第三行');
    expect(toast).toHaveBeenCalledWith('已复制全部文字', { kind: 'success' });
  });

  it('tells when the clipboard refuses', async () => {
    clipboard.writeText.mockRejectedValueOnce(new Error('denied'));
    await recognise();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '复制全部' })));
    expect(toast).toHaveBeenCalledWith('复制失败，请选中文字后手动复制', { kind: 'error' });
  });

  it("draws a box per line over the preview, in the image's own pixels", async () => {
    await recognise();
    const svg = document.querySelector('figure svg') as SVGSVGElement;
    expect(svg.getAttribute('viewBox')).toBe('0 0 800 300');
    expect(boxes()).toHaveLength(3);
    expect(boxes()[1].getAttribute('points')).toBe('40,160 560,160 560,210 40,210');
  });

  it('marks the box of the line under the pointer or the focus', async () => {
    await recognise();
    const [first, second, third] = lineItems();
    await act(async () => fireEvent.mouseEnter(second));
    expect(activeBoxes()).toEqual(['1']);
    await act(async () => fireEvent.mouseLeave(second));
    expect(activeBoxes()).toEqual([]);

    // One tab stop for the list; the arrow keys go from line to line.
    expect([first, second, third].map((item) => item.tabIndex)).toEqual([0, -1, -1]);
    await act(async () => first.focus());
    expect(activeBoxes()).toEqual(['0']);
    await act(async () => fireEvent.keyDown(first, { key: 'ArrowDown' }));
    expect(document.activeElement).toBe(second);
    expect(activeBoxes()).toEqual(['1']);
    await act(async () => fireEvent.keyDown(second, { key: 'End' }));
    expect(document.activeElement).toBe(third);
    expect(activeBoxes()).toEqual(['2']);

    // A box under the pointer marks its line too.
    await act(async () => fireEvent.mouseEnter(boxes()[0]));
    expect(first.hasAttribute('data-active')).toBe(true);
  });
});
