import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Card } from './Card';

afterEach(cleanup);

describe('Card', () => {
  it('is a section named by its title, an h2 unless told', () => {
    render(<Card title="上传文件">内容</Card>);
    const heading = screen.getByRole('heading', { name: '上传文件' });
    expect(heading.tagName).toBe('H2');
    const region = screen.getByRole('region', { name: '上传文件' });
    expect(region.tagName).toBe('SECTION');
    expect(region.textContent).toContain('内容');
  });

  it('takes the heading level and the element it should be', () => {
    render(
      <Card as="article" title="结果" level={3}>
        x
      </Card>,
    );
    expect(screen.getByRole('heading', { name: '结果', level: 3 })).toBeTruthy();
    expect(screen.getByRole('article', { name: '结果' })).toBeTruthy();
  });

  it('shows actions in the title row', () => {
    render(
      <Card title="识别结果" actions={<button type="button">复制</button>}>
        x
      </Card>,
    );
    const heading = screen.getByRole('heading', { name: '识别结果' });
    expect(heading.parentElement?.contains(screen.getByRole('button', { name: '复制' }))).toBe(true);
  });

  it('without a title is a plain box with no heading, and passes native props', () => {
    render(
      <Card as="div" data-testid="box" className="mine" padding="lg">
        x
      </Card>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    const box = screen.getByTestId('box');
    expect(box.tagName).toBe('DIV');
    expect(box.hasAttribute('aria-labelledby')).toBe(false);
    expect(box.classList.contains('mine')).toBe(true);
  });

  it('keeps a name it is given', () => {
    render(
      <Card title="标题" aria-label="另一个名字">
        x
      </Card>,
    );
    expect(screen.getByRole('region', { name: '另一个名字' })).toBeTruthy();
  });
});
