import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Panel } from './Panel';

afterEach(cleanup);

describe('Panel', () => {
  it('has an h3 title unless told, and its content', () => {
    render(<Panel title="选项">压缩级别</Panel>);
    expect(screen.getByRole('heading', { name: '选项', level: 3 }).tagName).toBe('H3');
    expect(screen.getByText('压缩级别')).toBeTruthy();
  });

  it('as a section is a region named by its title', () => {
    render(
      <Panel as="section" title="输出格式" level={4}>
        x
      </Panel>,
    );
    expect(screen.getByRole('region', { name: '输出格式' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4 })).toBeTruthy();
  });

  it('as a fieldset is a group named by its legend, and can be disabled as a whole', () => {
    render(
      <Panel as="fieldset" title="选项" disabled actions={<span>提示</span>}>
        <input aria-label="密码" />
      </Panel>,
    );
    const group = screen.getByRole('group', { name: /选项/ });
    expect(group.tagName).toBe('FIELDSET');
    expect(group.firstElementChild?.tagName).toBe('LEGEND');
    expect(screen.getByRole('heading', { name: '选项' })).toBeTruthy();
    // The browser turns the controls inside off; happy-dom does not model that, so the fieldset's own state is checked.
    expect((group as HTMLFieldSetElement).disabled).toBe(true);
    expect(group.contains(screen.getByLabelText('密码'))).toBe(true);
  });

  it('without a title has no heading, and passes native props', () => {
    render(
      <Panel data-testid="p" className="mine" variant="bordered">
        x
      </Panel>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByTestId('p').classList.contains('mine')).toBe(true);
  });
});
