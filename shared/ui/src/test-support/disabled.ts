import { fireEvent, render, screen, type ByRoleMatcher } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect, vi, type Mock } from 'vitest';

/**
 * Renders a disabled control with a spy for its callback, finds it by role and name, and checks
 * that it says it is disabled and that a click on it does not reach the spy.
 */
export function expectDisabled(control: (callback: Mock) => ReactElement, role: ByRoleMatcher, name: string) {
  const callback = vi.fn();
  render(control(callback));
  const element = screen.getByRole(role, { name }) as HTMLButtonElement | HTMLInputElement;
  expect(element.disabled).toBe(true);
  fireEvent.click(element);
  expect(callback).not.toHaveBeenCalled();
}
