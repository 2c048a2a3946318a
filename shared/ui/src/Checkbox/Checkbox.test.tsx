import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectDisabled } from '../test-support/disabled';
import { Checkbox } from './Checkbox';

afterEach(cleanup);

describe('Checkbox', () => {
  it('is a checkbox named by its label that toggles on click', () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={(event) => onChange(event.currentTarget.checked)}>允许打印</Checkbox>);
    const box = screen.getByRole('checkbox', { name: '允许打印' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByText('允许打印'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(box.checked).toBe(true);
  });

  it('follows a controlled checked value and forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    const { rerender } = render(
      <Checkbox ref={ref} checked onChange={() => {}}>
        允许复制
      </Checkbox>,
    );
    expect(ref.current).toBe(screen.getByRole('checkbox', { name: '允许复制' }));
    expect(ref.current!.checked).toBe(true);
    rerender(
      <Checkbox ref={ref} checked={false} onChange={() => {}}>
        允许复制
      </Checkbox>,
    );
    expect(ref.current!.checked).toBe(false);
  });

  it('is indeterminate when asked, and again after a click if still asked', () => {
    const { rerender } = render(
      <Checkbox indeterminate checked={false} onChange={() => {}}>
        全选
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: '全选' }) as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    fireEvent.click(box);
    rerender(
      <Checkbox indeterminate checked={false} onChange={() => {}}>
        全选
      </Checkbox>,
    );
    expect(box.indeterminate).toBe(true);
    rerender(
      <Checkbox checked onChange={() => {}}>
        全选
      </Checkbox>,
    );
    expect(box.indeterminate).toBe(false);
  });

  it('is disabled when asked', () => {
    expectDisabled((onChange) => <Checkbox disabled onChange={onChange}>允许修改</Checkbox>, 'checkbox', '允许修改');
  });
});
