/**
 * A server-rendered page paints before its scripts start (issue 21). A deferred script that is
 * at hand when the HTML has been read — a repeat visit, whose shell files are cached for a year,
 * or a fast line — runs before the browser's first paint, and the shell's entry (the federation
 * runtime) takes about 100 ms on a mid-range phone: the page, already complete in the HTML,
 * waits that long to be seen. So the page's scripts and the files its start needs are named in
 * a data block, and a small inline loader adds them once the page is on the screen. A page no one
 * sees (a background tab, a prerender) paints nothing: its files start at once.
 *
 * The loader is the one inline script of the hub's pages; its text never changes, and the
 * page's policy allows it by its hash alone (`PAINT_FIRST_SOURCE`, http/security-headers.ts).
 */
import { scriptJson } from '../http/script-json';
import { escapeHtml } from './plain-page';
import { inlineSource } from '../http/security-headers';

/** A file the page will need, fetched early (`<link rel="preload">`). */
export interface PreloadHint {
  href: string;
  as: 'script' | 'style' | 'fetch';
  /** For a fetch: the mode the code's own request uses, or the preload goes unused. */
  crossOrigin?: 'anonymous';
}

/** What a page starts once it has painted: the files to fetch early, then its scripts in order. */
export interface PageStart {
  preload: PreloadHint[];
  scripts: string[];
}

const START_ELEMENT_ID = 'th-start';

/**
 * ES5 and nothing else: it runs before any of the hub's code. It waits for the page's first
 * contentful paint to be on the screen (a paint entry, reported once the frame is shown — the
 * frame after a `requestAnimationFrame` may not be shown yet); where the browser reports no
 * paint entries, for the frame after the next. A page hidden before it paints starts at once,
 * and after 3 s it starts whatever happened.
 */
const LOADER =
  '(function(){var d=document,P=window.PerformanceObserver,start=JSON.parse(d.getElementById("' +
  START_ELEMENT_ID +
  '").textContent),begun=false;' +
  'function begin(){if(begun)return;begun=true;' +
  'start.preload.forEach(function(p){var l=d.createElement("link");l.rel="preload";l.as=p.as;if(p.crossOrigin)l.crossOrigin=p.crossOrigin;l.href=p.href;d.head.appendChild(l)});' +
  'start.scripts.forEach(function(src){var s=d.createElement("script");s.src=src;s.async=false;d.body.appendChild(s)})}' +
  'if(d.visibilityState!=="visible")return begin();' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();begin()}}).observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(begin,0)})});' +
  'd.addEventListener("visibilitychange",begin);setTimeout(begin,3000)})()';

/** The CSP source that allows the loader and nothing else. */
export const PAINT_FIRST_SOURCE = inlineSource(LOADER);

/** The data block and the loader, for the end of the page's body. */
export const paintFirstTags = (start: PageStart): string =>
  `<script id="${START_ELEMENT_ID}" type="application/json">${scriptJson(start)}</script><script>${LOADER}</script>`;

/** The same files as plain tags, for a page the browser renders itself (nothing to paint first). */
export const preloadTags = (hints: PreloadHint[]): string[] =>
  // A remote's file names come from its published manifest: written as attribute text, never markup.
  hints.map(({ href, as, crossOrigin }) => `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${crossOrigin ? ` crossorigin="${crossOrigin}"` : ''}>`);
