import { act, fireEvent, screen, within } from '@testing-library/react';
import { toast } from '@toolhub/sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectMarkedList, expectPolygons, expectRecognised, markedBoxes, openAndRecognise, overlayBoxes, rectangle, screenTestSetup, succeeded } from '../../test-support/screens';
import BasicOcr from './index';

vi.mock('@toolhub/sdk', (importOriginal) => import('@toolhub/sdk/test-support/sdk-without-server').then((m) => m.sdkWithoutServer(importOriginal)));

const detections = [
  { DetectedText: '通用文字识别 Hello OCR', Confidence: 99.1, Polygon: rectangle(60, 50) },
  { DetectedText: '第二行 Second line 2024', Confidence: 97.4, Polygon: rectangle(160, 50) },
  { DetectedText: '第三行', Confidence: 95, Polygon: rectangle(240, 50) },
];

const clipboard = { writeText: vi.fn(async (_text: string) => {}) };
const recognise = () => openAndRecognise(BasicOcr, './BasicOcr');
const lineItems = () => within(screen.getByRole('list', { name: '识别出的文字，每项一行' })).getAllByRole('listitem');

screenTestSetup({ answer: succeeded({ TextDetections: detections }) });
beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
});

describe('basic text recognition', () => {
  it('asks the cloud-proxy call for BasicOcr and lists the recognised text one line per detection', async () => {
    await recognise();
    expectRecognised({ toolName: '通用文字识别', scene: 'basic_ocr', data: { sub_req_type: 15 } });
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
    expectPolygons(3, '40,160 560,160 560,210 40,210');
  });

  it('marks the box of the line under the pointer or the focus', async () => {
    await recognise();
    await expectMarkedList(lineItems(), () => markedBoxes());
    // A box under the pointer marks its line too.
    await act(async () => fireEvent.mouseEnter(overlayBoxes()[0]));
    expect(lineItems()[0].hasAttribute('data-active')).toBe(true);
  });
});
