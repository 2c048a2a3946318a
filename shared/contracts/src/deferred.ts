/**
 * A schema built the first time it parses, not when the contracts load. The browser loads every
 * family's contracts with the shell, as one shared module, so building all their validators up
 * front (some 1,300) was the longest task of every page's start on a phone (issue 21). Deferred:
 * Lighthouse's task for the module went from 98–195 ms to 58–82 ms; a bundle of the contracts
 * imports in Node in 38 ms instead of 68 (parsing its 930 KB included). A schema is built once,
 * on its first use, on the server as in the browser.
 *
 * It composes like any schema. A schema others take apart — `.shape`, `z.extend`,
 * `z.partial` — stays a plain `z.object`: those need the object itself.
 */
import { z } from 'zod/mini';

export const deferred = <T extends z.core.SomeType>(build: () => T) => z.lazy(build);
