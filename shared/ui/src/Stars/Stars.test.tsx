import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '@toolhub/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Stars } from './Stars';
import styles from './Stars.module.css';

beforeEach(() => setLocale('zh-CN'));
afterEach(cleanup);

const highlighted = () =>
  screen.getAllByRole('radio').map((star) => (star.classList.contains(styles.on) ? 'yellow' : 'grey'));

describe('Stars', () => {
  it('is a radio group of five named stars', () => {
    render(<Stars value={0} onRate={() => {}} label="为工具评分" />);
    expect(screen.getByRole('radiogroup', { name: '为工具评分' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 星',
      '2 星',
      '3 星',
      '4 星',
      '5 星',
    ]);
  });

  it('highlights up to the hovered star, grey after it, and the value again on leave', () => {
    render(<Stars value={1} onRate={() => {}} label="评分" />);
    fireEvent.mouseEnter(screen.getByRole('radio', { name: '3 星' }));
    expect(highlighted()).toEqual(['yellow', 'yellow', 'yellow', 'grey', 'grey']);
    fireEvent.mouseLeave(screen.getByRole('radiogroup'));
    expect(highlighted()).toEqual(['yellow', 'grey', 'grey', 'grey', 'grey']);
  });

  it('rates on click', () => {
    const onRate = vi.fn();
    render(<Stars value={0} onRate={onRate} label="评分" />);
    fireEvent.click(screen.getByRole('radio', { name: '4 星' }));
    expect(onRate).toHaveBeenCalledWith(4);
  });

  it('moves with the arrows and rates with Enter or Space', () => {
    const onRate = vi.fn();
    render(<Stars value={0} onRate={onRate} label="评分" />);
    const first = screen.getByRole('radio', { name: '1 星' });
    expect(first.tabIndex).toBe(0);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '3 星' }));
    expect(highlighted()).toEqual(['yellow', 'yellow', 'yellow', 'grey', 'grey']);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    expect(onRate).toHaveBeenLastCalledWith(3);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement as Element, { key: ' ' });
    expect(onRate).toHaveBeenLastCalledWith(2);
  });

  it('gives the tab stop to the checked star', () => {
    render(<Stars value={4} onRate={() => {}} label="评分" />);
    const fourth = screen.getByRole('radio', { name: '4 星' });
    expect(fourth.getAttribute('aria-checked')).toBe('true');
    expect(fourth.tabIndex).toBe(0);
    expect(screen.getByRole('radio', { name: '1 星' }).tabIndex).toBe(-1);
  });

  it('only shows the value when read-only', () => {
    const onRate = vi.fn();
    render(<Stars value={4.26} onRate={onRate} readOnly label="评分" />);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    const stars = screen.getByRole('img', { name: '评分：4.3 / 5 星' });
    fireEvent.click(stars);
    expect(onRate).not.toHaveBeenCalled();
  });
});
