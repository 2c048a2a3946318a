import { createStore, type Atom } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The one jotai store of the page. The shell renders `<Provider store={sdkStore}>`, and the
 * imperative APIs (`toast()`, `openLoginPanel()`, …) write to it, so a remote and the shell
 * see the same state as long as this module is shared as a singleton.
 */
export const sdkStore = createStore();

/**
 * An atom of the page's store in React, rendering again only when its value changes.
 *
 * Not jotai's `useAtomValue`: its effect renders every reader once more just after it mounts,
 * whether or not the value changed, and outside any transition — on a server-rendered page,
 * right after hydration, every component with a text (about 75 read the language). Through
 * `useSyncExternalStore` a reader whose value is as it was is left alone; the server renders
 * with the same read. A value written while React is still hydrating the page makes it render
 * the whole page again synchronously, to stay consistent (70–170 ms on a phone's CPU, issue 21):
 * what a page asks at its start is written after hydration (equity-tip.ts).
 */
export function useSdkValue<Value>(atom: Atom<Value>): Value {
  const subscribe = useCallback((onChange: () => void) => sdkStore.sub(atom, onChange), [atom]);
  const read = useCallback(() => sdkStore.get(atom), [atom]);
  return useSyncExternalStore(subscribe, read, read);
}
