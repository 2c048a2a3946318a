import { act, fireEvent, screen, within } from '@testing-library/react';
import { runTask, setLocale } from '@toolhub/sdk';
import { describe, expect, it, vi } from 'vitest';
import { expectMarkedList, expectRecognised, markedBoxes, openAndRecognise, overlayBoxes, screenTestSetup, succeeded } from '../../test-support/screens';
import ImageRecognize from './index';

vi.mock('@toolhub/sdk', (importOriginal) => import('@toolhub/sdk/test-support/sdk-without-server').then((m) => m.sdkWithoutServer(importOriginal)));

const labels = [
  { Name: 'dining table', Confidence: 47.3, Box: { X: 0, Y: 0, Width: 800, Height: 300 } },
  { Name: 'cup', Confidence: 36.1, Box: { X: 200, Y: 60, Width: 200, Height: 120 } },
  { Name: 'cat', Confidence: 88, Box: { X: 500, Y: 150, Width: 300, Height: 150 } },
];

const recognise = () => openAndRecognise(ImageRecognize, './ImageRecognize', { file: new File([new Uint8Array(10)], 'photo.jpg', { type: 'image/jpeg' }) });
const items = () => within(screen.getByRole('list', { name: '识别出的物体，按可信度排序' })).getAllByRole('listitem');
const BOXES = 'figure [data-label]';
const boxes = () => overlayBoxes(BOXES) as HTMLElement[];

screenTestSetup({ answer: succeeded({ Labels: labels }) });

describe('image recognition', () => {
  it("asks the cloud-proxy call with the tool's scene and sub type 0, and lists the objects surest first, in Chinese, with their confidence", async () => {
    await recognise();
    expectRecognised({ toolName: '图片识物', scene: 'image_recognize', data: { req_type: 0, sub_req_type: 0 } });
    expect(items().map((item) => item.getAttribute('aria-label'))).toEqual(['猫，可信度 88%', '餐桌，可信度 47.3%', '杯子，可信度 36.1%']);
    expect(items()[0].textContent).toBe('1猫88%');
    expect(screen.getByText('共 3 个物体')).toBeTruthy();
  });

  it('names the objects in English when the visitor switches the page to it', async () => {
    await recognise();
    await act(async () => setLocale('en'));
    const list = within(screen.getByRole('list', { name: 'Recognised objects, surest first' })).getAllByRole('listitem');
    expect(list.map((item) => item.textContent)).toEqual(['1Cat88%', '2Dining table47.3%', '3Cup36.1%']);
    expect(boxes()[0].textContent).toBe('Dining table 47.3%');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Recognised objects3 objects');
  });

  it("draws a box per object over the preview, in percentages of the image's pixels, larger ones first", async () => {
    await recognise();
    // Sorted by confidence: 0 cat, 1 dining table, 2 cup; drawn by size: table, cat, cup.
    expect(boxes().map((box) => box.dataset.label)).toEqual(['1', '0', '2']);
    const cup = boxes()[2];
    expect([cup.style.left, cup.style.top, cup.style.width, cup.style.height]).toEqual(['25%', '20%', '25%', '40%']);
    expect(cup.textContent).toBe('杯子 36.1%');
  });

  it('marks the box of the object under the pointer or the focus', async () => {
    await recognise();
    await expectMarkedList(items(), () => markedBoxes(BOXES, 'data-label'));
    // A box under the pointer marks its object in the list too.
    await act(async () => fireEvent.mouseEnter(boxes()[0]));
    expect(items()[1].hasAttribute('data-active')).toBe(true);
  });

  it('says so when the photo holds nothing it knows', async () => {
    vi.mocked(runTask).mockResolvedValue({ ok: false, message: '图片识物失败！no object recognised' } as never);
    await recognise();
    expect(screen.getByRole('alert').textContent).toBe('图片识物失败！未识别到物体');
  });
});
