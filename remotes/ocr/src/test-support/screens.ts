/**
 * What the recognition screens' tests share: images that "load" (happy-dom decodes none),
 * the page's language, the engine's answer, a clean slate after each test, opening a tool and
 * recognising an image as a visitor does, and reading the boxes drawn over the preview.
 * The SDK is the test's mock (@toolhub/sdk/test-support/sdk-without-server), so `runTask` here is that mock.
 */
import type { TaskFile, ToolMeta } from '@toolhub/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { runTask, setLocale, upload, type TaskResult } from '@toolhub/sdk';
import { createElement, type ComponentType } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { catalog } from '../catalog';

export { box, rectangle, resultFile } from './shapes';

/** Every image the screen decodes "loads" at this size. */
export function loadImagesAt(width: number, height: number) {
  return class LoadedImage {
    onload?: () => void;
    naturalWidth = width;
    naturalHeight = height;
    set src(_: string) {
      setTimeout(() => this.onload?.(), 0);
    }
  };
}

/** A finished task's answer: business_data.data and the files it wrote. */
export const succeeded = (data: unknown, files: TaskFile[] = []): TaskResult => ({ ok: true, taskId: 't1', data, files });

/**
 * Before each test: Chinese, images of `width` × `height`, and the engine answering `answer`
 * (a test may answer otherwise); after it: nothing left behind.
 */
export function screenTestSetup({ width = 800, height = 300, answer }: { width?: number; height?: number; answer?: TaskResult } = {}) {
  beforeEach(() => {
    setLocale('zh-CN');
    vi.stubGlobal('Image', loadImagesAt(width, height));
    if (answer) vi.mocked(runTask).mockResolvedValue(answer);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });
}

/** The catalog's entry of the tool its remote exposes as `module` ('./BasicOcr'). */
export const toolOf = (module: string): ToolMeta => {
  const tool = catalog.find((entry) => entry.module === module);
  if (!tool) throw new Error(`no tool ${module} in the catalog`);
  return tool;
};

export interface Choice {
  file?: File;
  /** The upload box's name, by the page's language. */
  chooseLabel?: string;
  /** The main button's name. */
  recognise?: string | RegExp;
}

/** Chooses `file` in the upload box labelled `chooseLabel`, waits for the preview, presses `recognise`. */
export async function chooseAndRecognise({ file = new File([new Uint8Array(10)], 'page.png', { type: 'image/png' }), chooseLabel = '点击选择文件', recognise = /识别图片/ }: Choice = {}) {
  const input = screen.getByLabelText(chooseLabel);
  await act(async () => fireEvent.change(input, { target: { files: [file] } }));
  // The preview decodes on a timer.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: recognise })));
}

/** Opens the tool exposed as `module` on its screen, then chooses an image and recognises it. */
export async function openAndRecognise(Screen: ComponentType<{ tool: ToolMeta }>, module: string, choice?: Choice) {
  render(createElement(Screen, { tool: toolOf(module) }));
  await chooseAndRecognise(choice);
}

/** The screen uploaded the image once, asked the cloud-proxy call for `request`, and says it recognised it. */
export function expectRecognised(request: object) {
  expect(upload).toHaveBeenCalledTimes(1);
  expect(vi.mocked(runTask).mock.calls[0][0]).toMatchObject(request);
  expect(screen.getByRole('status').textContent).toBe('识别成功');
}

/** The boxes drawn over the preview (by default the polygons of an SVG overlay). */
export const overlayBoxes = (selector = 'figure svg polygon') => [...document.querySelectorAll<Element>(selector)];

/** Boxes over the preview drawn in the image's own pixels (an 800 × 300 image): `count` of them, the second one at `second`. */
export function expectPolygons(count: number, second: string) {
  expect(document.querySelector('figure svg')?.getAttribute('viewBox')).toBe('0 0 800 300');
  expect(overlayBoxes()).toHaveLength(count);
  expect(overlayBoxes()[1].getAttribute('points')).toBe(second);
}

/** The keys (`attribute`) of the boxes marked over the preview. */
export const markedBoxes = (selector = 'figure svg polygon', attribute = 'data-key') =>
  overlayBoxes(selector)
    .filter((box) => box.hasAttribute('data-active'))
    .map((box) => box.getAttribute(attribute));

/**
 * A result list whose items mark their box on the image: the item under the pointer marks it,
 * the list is one tab stop, the focus marks its item, and ArrowDown and End move through it.
 */
export async function expectMarkedList(items: HTMLElement[], marked: () => (string | null)[]) {
  const [first, second] = items;
  const last = items[items.length - 1];
  await act(async () => fireEvent.mouseEnter(second));
  expect(marked()).toEqual(['1']);
  await act(async () => fireEvent.mouseLeave(second));
  expect(marked()).toEqual([]);

  expect(items.map((item) => item.tabIndex)).toEqual(items.map((_, index) => (index === 0 ? 0 : -1)));
  await act(async () => first.focus());
  expect(marked()).toEqual(['0']);
  await act(async () => fireEvent.keyDown(first, { key: 'ArrowDown' }));
  expect(document.activeElement).toBe(second);
  expect(marked()).toEqual(['1']);
  await act(async () => fireEvent.keyDown(second, { key: 'End' }));
  expect(document.activeElement).toBe(last);
  expect(marked()).toEqual([String(items.length - 1)]);
}
