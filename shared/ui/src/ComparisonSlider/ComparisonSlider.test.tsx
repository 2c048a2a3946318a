import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '@toolhub/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ComparisonSlider } from './ComparisonSlider';

beforeEach(() => setLocale('zh-CN'));
afterEach(cleanup);

const images = { beforeSrc: 'blob:desk', afterSrc: '/cos/restored.jpg', beforeAlt: '原图：desk.jpg', afterAlt: '处理后的图片：restored.jpg' };
const slider = () => screen.getByRole('slider', { name: '对比分割线' });
const now = () => slider().getAttribute('aria-valuenow');

describe('ComparisonSlider', () => {
  it('shows both images with their alt texts, labelled original and result, divided in the middle', () => {
    render(<ComparisonSlider {...images} />);
    expect(screen.getAllByRole('img').map((image) => [image.getAttribute('alt'), image.getAttribute('src')])).toEqual([
      ['处理后的图片：restored.jpg', '/cos/restored.jpg'],
      ['原图：desk.jpg', 'blob:desk'],
    ]);
    expect(screen.getByText('原图')).toBeTruthy();
    expect(screen.getByText('效果图')).toBeTruthy();
    expect(now()).toBe('50');
    expect(slider().getAttribute('aria-valuemin')).toBe('0');
    expect(slider().getAttribute('aria-valuemax')).toBe('100');
    expect(slider().getAttribute('aria-valuetext')).toBe('原图 50% · 效果图 50%');
    expect(slider().tabIndex).toBe(0);
  });

  it('moves 5 with the arrow keys, to the ends with Home and End, and never past them', () => {
    const onChange = vi.fn();
    render(<ComparisonSlider {...images} onChange={onChange} />);
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(now()).toBe('55');
    fireEvent.keyDown(slider(), { key: 'ArrowLeft' });
    fireEvent.keyDown(slider(), { key: 'ArrowLeft' });
    expect(now()).toBe('45');
    fireEvent.keyDown(slider(), { key: 'End' });
    expect(now()).toBe('100');
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(now()).toBe('100');
    fireEvent.keyDown(slider(), { key: 'Home' });
    expect(now()).toBe('0');
    fireEvent.keyDown(slider(), { key: 'ArrowLeft' });
    expect(now()).toBe('0');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([55, 50, 45, 100, 0]);
  });

  it('leaves other keys alone', () => {
    render(<ComparisonSlider {...images} />);
    const tab = fireEvent.keyDown(slider(), { key: 'Tab' });
    expect(tab).toBe(true);
    expect(now()).toBe('50');
  });

  it('follows a pointer dragged across the picture, and focuses the divider', () => {
    render(<ComparisonSlider {...images} />);
    const frame = slider().parentElement as HTMLElement;
    vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue({ left: 100, width: 400, top: 0, height: 300, right: 500, bottom: 300, x: 100, y: 0, toJSON: () => ({}) });
    fireEvent.pointerDown(frame, { clientX: 200, pointerId: 1, button: 0 });
    expect(now()).toBe('25');
    expect(document.activeElement).toBe(slider());
    fireEvent.pointerMove(frame, { clientX: 420, pointerId: 1 });
    expect(now()).toBe('80');
    fireEvent.pointerMove(frame, { clientX: 900, pointerId: 1 });
    expect(now()).toBe('100');
    fireEvent.pointerUp(frame, { clientX: 900, pointerId: 1 });
    // Once let go, moving the pointer moves nothing.
    fireEvent.pointerMove(frame, { clientX: 300, pointerId: 1 });
    expect(now()).toBe('100');
  });

  it('can be held by the caller, starts where told, and takes its own labels', () => {
    const { rerender } = render(<ComparisonSlider {...images} defaultValue={30} beforeLabel="修复前" afterLabel="修复后" />);
    expect(now()).toBe('30');
    expect(screen.getByText('修复前')).toBeTruthy();
    const onChange = vi.fn();
    rerender(<ComparisonSlider {...images} value={70} onChange={onChange} />);
    expect(now()).toBe('70');
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenCalledWith(75);
    // The caller did not take the new value, so the divider stays.
    expect(now()).toBe('70');
  });

  it('speaks English when the page does', () => {
    setLocale('en');
    render(<ComparisonSlider {...images} />);
    expect(screen.getByRole('slider', { name: 'Comparison divider' })).toBeTruthy();
    expect(screen.getByText('Original')).toBeTruthy();
    expect(screen.getByText('Result')).toBeTruthy();
  });
});
