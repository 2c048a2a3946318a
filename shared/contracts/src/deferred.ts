/**
 * A schema built the first time it parses, not when the contracts load. The browser loads every
 * family's contracts with the shell, as one shared module, so building all their validators up
 * front (some 1,300) was the longest task of every page's start on a phone: about 30 ms of
 * 40 went to schemas the page never uses (issue 21). Deferred, the whole module loads in a
 * quarter of that; a schema is built once, on its first use, on the server as in the browser.
 *
 * It composes like any schema. A schema others take apart — `.shape`, `z.extend`,
 * `z.partial` — stays a plain `z.object`: those need the object itself.
 */
import { z } from 'zod/mini';

export const deferred = <T extends z.core.SomeType>(build: () => T) => z.lazy(build);
