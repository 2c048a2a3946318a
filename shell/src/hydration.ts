import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML; true from the render
 * after. A part that can only render in the browser (a remote's tool, a visitor's login) shows
 * what the server showed until then, so hydration finds exactly the server's HTML.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
