/**
 * What the recognition screens' tests share: images that "load" (happy-dom decodes none),
 * the page's language, a clean slate after each test, and choosing an image and pressing the
 * main button as a visitor does.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { setLocale } from '@toolhub/sdk';
import { afterEach, beforeEach, vi } from 'vitest';

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

/** Before each test: Chinese, images of `width` × `height`; after it: nothing left behind. */
export function screenTestSetup({ width = 800, height = 300 } = {}) {
  beforeEach(() => {
    setLocale('zh-CN');
    vi.stubGlobal('Image', loadImagesAt(width, height));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });
}

/** Chooses `file` in the upload box labelled `chooseLabel`, waits for the preview, presses `recognise`. */
export async function chooseAndRecognise({ file = new File([new Uint8Array(10)], 'page.png', { type: 'image/png' }), chooseLabel = '点击选择文件', recognise = /识别图片/ as string | RegExp } = {}) {
  const input = screen.getByLabelText(chooseLabel);
  await act(async () => fireEvent.change(input, { target: { files: [file] } }));
  // The preview decodes on a timer.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: recognise })));
}
