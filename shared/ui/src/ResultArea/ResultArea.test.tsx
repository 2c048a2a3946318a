import { cleanup, render, screen, within } from '@testing-library/react';
import { setLocale } from '@toolhub/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ResultArea } from './ResultArea';

beforeEach(() => setLocale('zh-CN'));
afterEach(cleanup);

const copy = <button type="button">复制</button>;

describe('ResultArea', () => {
  it('is a named region that shows the effect preview placeholder while empty', () => {
    render(
      <ResultArea state="empty" actions={copy}>
        结果
      </ResultArea>,
    );
    const region = screen.getByRole('region', { name: '处理结果' });
    expect(within(region).getByText('效果预览')).toBeTruthy();
    expect(within(region).queryByText('结果')).toBeNull();
    // Nothing to copy yet.
    expect(within(region).queryByRole('button', { name: '复制' })).toBeNull();
    expect(region.hasAttribute('aria-busy')).toBe(false);
  });

  it('is named by its visible title when it has one, and takes its own label otherwise', () => {
    const { rerender } = render(<ResultArea state="empty" title="识别结果" />);
    expect(screen.getByRole('region', { name: '识别结果' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '识别结果', level: 2 })).toBeTruthy();
    rerender(<ResultArea state="empty" label="合并结果" />);
    expect(screen.getByRole('region', { name: '合并结果' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('says it is busy and shows how far the work is', () => {
    render(<ResultArea state="busy" progress={0.4} />);
    const region = screen.getByRole('region', { name: '处理结果' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).getByRole('progressbar', { name: '处理进度' }).getAttribute('aria-valuenow')).toBe('40');
    expect(within(region).getByRole('status').textContent).toBe('处理中，请稍候...');
    expect(within(region).queryByText('效果预览')).toBeNull();
  });

  it('shows an indeterminate progress and its own words when it cannot tell how far', () => {
    render(<ResultArea state="busy" busyText="识别中..." />);
    expect(screen.getByRole('progressbar').hasAttribute('aria-valuenow')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('识别中...');
  });

  it('shows a failure as an alert', () => {
    render(<ResultArea state="error" error="文件已损坏" actions={copy} />);
    const region = screen.getByRole('region', { name: '处理结果' });
    expect(within(region).getByRole('alert').textContent).toBe('文件已损坏');
    expect(region.hasAttribute('aria-busy')).toBe(false);
    expect(within(region).queryByRole('button', { name: '复制' })).toBeNull();
  });

  it('shows the result with its actions when ready', () => {
    render(
      <ResultArea state="ready" title="识别结果" actions={copy}>
        <p>第一行</p>
      </ResultArea>,
    );
    const region = screen.getByRole('region', { name: '识别结果' });
    expect(within(region).getByText('第一行')).toBeTruthy();
    expect(within(region).getByRole('button', { name: '复制' })).toBeTruthy();
    expect(within(region).queryByRole('alert')).toBeNull();
    expect(within(region).queryByRole('progressbar')).toBeNull();
  });

  it('keeps a ready result under a later failure, and shows no alert without one', () => {
    const { rerender } = render(
      <ResultArea state="ready" error="文件过大">
        <p>第一行</p>
      </ResultArea>,
    );
    const region = screen.getByRole('region', { name: '处理结果' });
    expect(within(region).getByRole('alert').textContent).toBe('文件过大');
    expect(within(region).getByText('第一行')).toBeTruthy();
    expect(within(region).queryByText('效果预览')).toBeNull();
    rerender(
      <ResultArea state="ready" error="">
        <p>第一行</p>
      </ResultArea>,
    );
    expect(within(region).queryByRole('alert')).toBeNull();
  });

  it('takes its own placeholder', () => {
    render(<ResultArea state="empty" empty={<p>先上传文件</p>} />);
    expect(screen.getByText('先上传文件')).toBeTruthy();
    expect(screen.queryByText('效果预览')).toBeNull();
  });

  it('speaks English when the page does', () => {
    setLocale('en');
    render(<ResultArea state="busy" />);
    expect(screen.getByRole('region', { name: 'Result' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toBeTruthy();
  });
});
