import { createStore } from 'jotai';

/**
 * The one jotai store of the page. The shell renders `<Provider store={sdkStore}>`, and the
 * imperative APIs (`toast()`, `openLoginPanel()`, …) write to it, so a remote and the shell
 * see the same state as long as this module is shared as a singleton.
 */
export const sdkStore = createStore();
