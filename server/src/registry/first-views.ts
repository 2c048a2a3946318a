/**
 * A tool's first view (issue 21): what its remote's build rendered of it (FIRST_VIEWS_FILE), read
 * from the version's published files — checked against the hash kept at publish, like every
 * file the registry serves — and kept per version, which never changes.
 */
import { FIRST_VIEWS_FILE, firstViewsSchema, type FirstViews } from '@toolhub/contracts';
import { readPublishedFile, type CheckedFileReader, type PublishedFiles } from './files';

export interface FirstView {
  html: string;
  css: string;
}

export type FirstViewLookup = (remote: string, version: string, toolPath: string, locale: string) => Promise<FirstView | undefined>;

/**
 * What a first view never needs and a page must not take from a tool team's data: elements that
 * run, load, frame or redirect, and event-handler or script URLs. React renders a tool's static
 * markup without any of them, so a view that has one is not used (its tool shows loading).
 */
const NOT_IN_A_FIRST_VIEW = /<\s*(script|iframe|frame|object|embed|meta|link|base|style|template)\b|\son[a-z]+\s*=|javascript:/i;

/** Versions whose first views are kept parsed; the oldest are dropped first. */
const KEPT_VERSIONS = 64;

export function firstViewLookup(read: CheckedFileReader, publishedFiles: PublishedFiles, log: (line: string) => void): FirstViewLookup {
  const kept = new Map<string, Promise<FirstViews | undefined>>();
  const viewsOf = (remote: string, version: string) => {
    const key = `${remote}@${version}`;
    let views = kept.get(key);
    if (!views) {
      views = readPublishedFile(read, publishedFiles, remote, version, FIRST_VIEWS_FILE).then(
        (bytes) => {
          if (!bytes) return undefined;
          const parsed = firstViewsSchema.safeParse(JSON.parse(bytes.toString('utf8')));
          if (!parsed.success) log(`${key}: ${FIRST_VIEWS_FILE} is not what the contract says; its tools are shown loading`);
          return parsed.success ? parsed.data : undefined;
        },
        (error: unknown) => {
          log(`${key}: ${FIRST_VIEWS_FILE} not read (${error instanceof Error ? error.message : String(error)}); its tools are shown loading`);
          return undefined;
        },
      );
      if (kept.size >= KEPT_VERSIONS) kept.delete(kept.keys().next().value as string);
      kept.set(key, views);
    }
    return views;
  };
  return async (remote, version, toolPath, locale) => {
    const view = (await viewsOf(remote, version))?.[toolPath];
    const html = view?.html[locale];
    if (!view || !html) return undefined;
    if (NOT_IN_A_FIRST_VIEW.test(html) || /<\/style/i.test(view.css)) {
      log(`${remote}@${version}: the first view of ${toolPath} (${locale}) has markup a first view may not have; not used`);
      return undefined;
    }
    return { html, css: view.css };
  };
}
