import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Input } from './Input';
import styles from './Input.module.css';

afterEach(cleanup);

describe('Input', () => {
  it('is a text box that forwards native props and the ref', () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    render(<Input ref={ref} aria-label="页码范围" placeholder="1-3,5" name="ranges" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: '页码范围' }) as HTMLInputElement;
    expect(ref.current).toBe(input);
    expect(input.type).toBe('text');
    expect(input.name).toBe('ranges');
    expect(input.placeholder).toBe('1-3,5');
    fireEvent.change(input, { target: { value: '1-3' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('reads a unit written as text with the input, after its own description', () => {
    render(
      <>
        <p id="help">按万元填写</p>
        <Input aria-label="贷款金额" aria-describedby="help" trailing="万元" />
      </>,
    );
    const ids = screen.getByRole('textbox', { name: '贷款金额' }).getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['按万元填写', '万元']);
  });

  it('puts a leading adornment before the input', () => {
    render(<Input aria-label="金额" leading="¥" />);
    const input = screen.getByRole('textbox', { name: '金额' });
    expect(input.previousElementSibling?.textContent).toBe('¥');
  });

  it('styles the box invalid from aria-invalid and small from size', () => {
    render(<Input aria-label="年限" aria-invalid size="sm" className="wide" />);
    const box = screen.getByRole('textbox', { name: '年限' }).parentElement!;
    expect(box.hasAttribute('data-invalid')).toBe(true);
    expect(box.classList.contains(styles.sm)).toBe(true);
    expect(box.classList.contains('wide')).toBe(true);
  });

  it('puts the caret in the input when the unit is pressed', () => {
    render(<Input aria-label="利率" trailing="%" />);
    fireEvent.mouseDown(screen.getByText('%'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '利率' }));
  });

  it('is disabled when asked', () => {
    render(<Input aria-label="利率" disabled trailing="%" />);
    const input = screen.getByRole('textbox', { name: '利率' }) as HTMLInputElement;
    expect(input.disabled).toBe(true);
    fireEvent.mouseDown(screen.getByText('%'));
    expect(document.activeElement).not.toBe(input);
  });
});
