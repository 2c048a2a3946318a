import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Slider } from './Slider';

afterEach(cleanup);

describe('Slider', () => {
  it('is a slider named by its label with its bounds', () => {
    render(<Slider label="图片质量" defaultValue={80} min={10} max={100} step={5} />);
    const slider = screen.getByRole('slider', { name: '图片质量' }) as HTMLInputElement;
    expect(slider.type).toBe('range');
    expect(slider.value).toBe('80');
    expect([slider.min, slider.max, slider.step]).toEqual(['10', '100', '5']);
  });

  it('shows and reads the value through format, and reports numbers', () => {
    const onChange = vi.fn();
    render(<Slider label="首付比例" defaultValue={30} format={(value) => `${value}%`} onChange={onChange} />);
    const slider = screen.getByRole('slider', { name: '首付比例' });
    expect(slider.getAttribute('aria-valuetext')).toBe('30%');
    expect(screen.getByText('30%')).toBeTruthy();
    fireEvent.change(slider, { target: { value: '35' } });
    expect(onChange).toHaveBeenCalledWith(35);
    expect(slider.getAttribute('aria-valuetext')).toBe('35%');
    expect(screen.getByText('35%')).toBeTruthy();
  });

  it('follows a controlled value and can hide the shown value', () => {
    const { rerender } = render(<Slider label="缩放" value={2} min={1} max={4} hideValue onChange={() => {}} />);
    const slider = screen.getByRole('slider', { name: '缩放' }) as HTMLInputElement;
    expect(screen.queryByText('2')).toBeNull();
    rerender(<Slider label="缩放" value={3} min={1} max={4} hideValue onChange={() => {}} />);
    expect(slider.value).toBe('3');
    expect(slider.getAttribute('aria-valuetext')).toBe('3');
  });

  it('is disabled when asked', () => {
    render(<Slider label="缩放" disabled />);
    expect((screen.getByRole('slider', { name: '缩放' }) as HTMLInputElement).disabled).toBe(true);
  });
});
