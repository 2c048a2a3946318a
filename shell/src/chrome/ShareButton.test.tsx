import { fireEvent, waitFor } from '@testing-library/react';
import { setLocale } from '@toolhub/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ShareButton } from './ShareButton';
import { cleanup, perform, render } from './test-utils';

const qrImage = () => document.querySelector<HTMLImageElement>('figure img');
const trigger = () => document.querySelector<HTMLButtonElement>('button[aria-expanded]')!;

describe('the share button on a computer', () => {
  beforeEach(() => setLocale('zh-CN'));
  afterEach(cleanup);

  it('draws the QR code the first time the panel opens, not with the page', async () => {
    await render(<ShareButton />);
    // Long enough for the encoder to load and draw, had the page started it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(qrImage()).toBeNull();
    await perform(() => fireEvent.mouseEnter(trigger().parentElement!));
    await waitFor(() => expect(qrImage()?.src).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/));
    // Closed and opened again, it is the same picture, not drawn anew.
    const first = qrImage()!.src;
    await perform(() => fireEvent.mouseLeave(trigger().parentElement!));
    await perform(() => fireEvent.mouseEnter(trigger().parentElement!));
    expect(qrImage()!.src).toBe(first);
  });
});
