import type { ToolMeta } from '@toolhub/contracts';
import { act, createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';
import { catalog } from '../catalog';
import { answers } from './fake-sdk';

// Tells React that updates in tests are wrapped in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Mounts a component into the document and lets its first requests settle. */
export async function render<P extends object>(component: ComponentType<P>, props: P) {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(createElement(component, props));
  });
  await settle();
  return {
    container,
    unmount: () => act(() => root?.unmount()),
  };
}

/** Flushes pending promises (mocked requests) and the renders they cause. */
export const settle = () => act(async () => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** Types into an input the way React listens for it. */
export async function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export const byLabel = (container: HTMLElement, text: string) => {
  const label = [...container.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
  const input = label?.htmlFor ? container.ownerDocument.getElementById(label.htmlFor) : null;
  if (!input) throw new Error(`no input labelled ${text}`);
  return input as HTMLInputElement;
};

/** The catalog entry of the tool a test renders, by its exposed module ('./Mortgage'). */
export function toolOf(module: string): ToolMeta {
  const tool = catalog.find((t) => t.module === module);
  if (!tool) throw new Error(`no tool exposes ${module}`);
  return tool;
}

/** Each test starts with no canned answers and an empty page. */
export function resetAfterEach() {
  afterEach(() => {
    answers.clear();
    document.body.innerHTML = '';
  });
}
