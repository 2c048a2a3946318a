import { getLocale, sdkStore, setLocale, useLocale, useSdkValue } from '@toolhub/sdk';
import { atom } from 'jotai';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const unreadAtom = atom(3);

/** A part of the chrome that reads the page's store: how often it rendered. */
let renders = 0;
function Reader() {
  renders++;
  const locale = useLocale();
  const unread = useSdkValue(unreadAtom);
  return <p>{`${locale} ${unread}`}</p>;
}

describe("the page's store in React", () => {
  afterEach(() => {
    setLocale('zh-CN');
    document.body.innerHTML = '';
  });

  it('takes the server-rendered page over without rendering its readers again, and renders them when a value changes', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Reader />);
    document.body.append(container);
    renders = 0;
    const root = await act(async () => hydrateRoot(container, <Reader />));
    // One render to hydrate, and no second pass right after (issue 21).
    expect(renders).toBe(1);
    expect(container.textContent).toBe(`${getLocale()} 3`);

    await act(async () => sdkStore.set(unreadAtom, 3));
    expect(renders).toBe(1);
    await act(async () => sdkStore.set(unreadAtom, 4));
    await act(async () => setLocale('en'));
    expect(renders).toBe(3);
    expect(container.textContent).toBe('en 4');
    await act(async () => root.unmount());
  });
});
