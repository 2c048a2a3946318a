import { act, fireEvent, screen, within } from '@testing-library/react';
import { setLocale } from '@toolhub/sdk';
import { describe, expect, it, vi } from 'vitest';
import { expectPolygons, expectRecognised, markedBoxes, openAndRecognise, overlayBoxes, rectangle, screenTestSetup, succeeded } from '../../test-support/screens';
import { browserHasFont } from './font-availability';
import AdFont from './index';

vi.mock('@toolhub/sdk', (importOriginal) => import('@toolhub/sdk/test-support/sdk-without-server').then((m) => m.sdkWithoutServer(importOriginal)));
// happy-dom measures no text: the test says which fonts the browser has.
vi.mock('./font-availability', () => ({ browserHasFont: vi.fn(() => true) }));

const OFL = { Licence: 'SIL Open Font License 1.1', LicenceId: 'OFL-1.1', LicenceUrl: 'https://spdx.org/licenses/OFL-1.1.html' };
const matches = [
  {
    DetectedText: '限时特惠 全场五折',
    Polygon: rectangle(40, 60),
    Font: { Family: 'Noto Sans CJK SC', Weight: 700, ...OFL },
    Score: 88.6,
    Alternatives: [
      { Family: 'Noto Sans CJK SC', Weight: 400, Score: 52.1 },
      { Family: 'Noto Serif CJK SC', Weight: 700, Score: 40 },
    ],
  },
  {
    DetectedText: 'Grand Opening Today',
    Polygon: rectangle(140, 60),
    Font: { Family: 'DejaVu Serif', Weight: 400, Licence: 'Bitstream Vera Fonts License', LicenceId: 'Bitstream-Vera', LicenceUrl: 'https://dejavu-fonts.github.io/License.html' },
    Score: 71.5,
    Alternatives: [],
  },
];

const recognise = (english = false) => openAndRecognise(AdFont, './AdFont', english ? { chooseLabel: 'click to select file', recognise: /recognise image/i } : {});

/** The list's own items (each holds a list of similar fonts of its own). */
const lineItems = (name = '识别出的文字及其字体，每项一行') => [...screen.getByRole('list', { name }).querySelectorAll<HTMLElement>(':scope > li')];

screenTestSetup({ answer: succeeded({ FontMatches: matches }) });

describe('advertisement-font recognition', () => {
  it("asks the cloud-proxy call with the tool's scene and type 5, and lists each line with its font, weight, score, licence link and similar fonts", async () => {
    await recognise();
    expectRecognised({ toolName: '广告字体识别', scene: 'scan_advertise', data: { sub_req_type: 5 } });
    const [first, second] = lineItems();
    expect(screen.getByText('共 2 行')).toBeTruthy();
    expect(within(first).getAllByText('限时特惠 全场五折').length).toBeGreaterThan(0);
    expect(first.querySelector('[class*="fontName"]')?.textContent).toBe('Noto Sans CJK SC粗体');
    expect(within(first).getByText('匹配度 89')).toBeTruthy();
    const licence = within(first).getByRole('link', { name: /SIL Open Font License 1.1/ });
    expect(licence.getAttribute('href')).toBe('https://spdx.org/licenses/OFL-1.1.html');
    expect(licence.getAttribute('target')).toBe('_blank');
    expect(licence.getAttribute('rel')).toContain('noopener');
    expect(within(first).getByText('OFL-1.1')).toBeTruthy();
    expect(within(first).getByText('相近字体').parentElement?.textContent).toBe('相近字体Noto Sans CJK SC 常规52Noto Serif CJK SC 粗体40');
    expect(within(first).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Noto Sans CJK SC 常规52', 'Noto Serif CJK SC 粗体40']);
    expect(second.querySelector('[class*="fontName"]')?.textContent).toBe('DejaVu Serif常规');
    expect(within(second).getByRole('link', { name: /Bitstream Vera/ }).getAttribute('href')).toBe('https://dejavu-fonts.github.io/License.html');
    // No similar fonts, no empty row for them.
    expect(within(second).queryByText('相近字体')).toBeNull();
  });

  it('sets a sample of each line in its font, and says so when the browser lacks the font', async () => {
    vi.mocked(browserHasFont).mockImplementation((family) => family !== '"DejaVu Serif"');
    await recognise();
    const [first, second] = lineItems();
    const sampleOf = (item: HTMLElement) => item.querySelector('figure p') as HTMLElement;
    expect(sampleOf(first).style.fontFamily).toContain('"Noto Sans CJK SC"');
    expect(sampleOf(first).style.fontWeight).toBe('700');
    expect(within(first).queryByText('本机未安装此字体，示例以默认字体显示')).toBeNull();
    expect(sampleOf(second).style.fontFamily).toBe('');
    expect(within(second).getByText('本机未安装此字体，示例以默认字体显示')).toBeTruthy();
  });

  it("draws a box per line over the preview and marks the line under the pointer or the focus", async () => {
    await recognise();
    expectPolygons(2, '40,140 560,140 560,200 40,200');
    const [first, second] = lineItems();
    await act(async () => fireEvent.mouseEnter(second));
    expect(markedBoxes()).toEqual(['1']);
    await act(async () => fireEvent.mouseLeave(second));
    expect(markedBoxes()).toEqual([]);
    // The keyboard reaches each line through its licence link.
    await act(async () => within(first).getByRole('link').focus());
    expect(markedBoxes()).toEqual(['0']);
    await act(async () => fireEvent.mouseEnter(overlayBoxes()[1]));
    expect(second.hasAttribute('data-active')).toBe(true);
  });

  it('shows the answer in English when the page is', async () => {
    setLocale('en');
    await recognise(true);
    expect(screen.getByText('2 lines')).toBeTruthy();
    const [first] = lineItems('Recognised text and its font, one item per line');
    expect(first.querySelector('[class*="fontName"]')?.textContent).toBe('Noto Sans CJK SCBold');
    expect(within(first).getByText('Match 89')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'SIL Open Font License 1.1 (opens in a new window)' })).toBeTruthy();
  });
});
