/**
 * A few helpers for the shell's component tests, on react-dom directly
 * (@testing-library/react is a dependency of shared/ui only).
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: Array<{ root: Root; container: HTMLElement }> = [];

export async function render(ui: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(ui));
  mounted.push({ root, container });
  return container;
}

export async function cleanup(): Promise<void> {
  for (const { root, container } of mounted.splice(0)) {
    await act(async () => root.unmount());
    container.remove();
  }
  document.body.innerHTML = '';
}

/** Runs something that changes state from outside React (an sdk call), then settles. */
export async function perform(action: () => unknown): Promise<void> {
  await act(async () => {
    action();
  });
}

/** Lets effects, promises and timers of `ms` run. */
export async function wait(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

export async function click(element: Element): Promise<void> {
  await act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}

/** Types into a React-controlled input the way a browser reports it. */
export async function typeInto(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function focus(element: HTMLElement): Promise<void> {
  await act(async () => element.focus());
}

export async function blur(element: HTMLElement): Promise<void> {
  await act(async () => element.blur());
}

/** The innermost elements of `selector` whose text includes `text`. */
export function allByText(text: string, selector = '*'): HTMLElement[] {
  const matches = [...document.body.querySelectorAll<HTMLElement>(selector)].filter((element) =>
    element.textContent?.includes(text),
  );
  return matches.filter((element) => !matches.some((other) => other !== element && element.contains(other)));
}

export function byText(text: string, selector = '*'): HTMLElement {
  const found = allByText(text, selector)[0];
  if (!found) throw new Error(`No ${selector} with text "${text}"`);
  return found;
}

export function queryByText(text: string, selector = '*'): HTMLElement | undefined {
  return allByText(text, selector)[0];
}
