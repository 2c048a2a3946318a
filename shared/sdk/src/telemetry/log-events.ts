/**
 * Events from the markup (spec §7 "Events"): an element with `data-log-event="<id>"` sends a
 * click event with that id when clicked, and `data-log-params` as its parameter string
 * (extinfo2); one with `data-log-expose="<id>"` sends an expose event the first time it is seen
 * on screen (half visible), once per page module, action and type like every expose (spec §9).
 */
import { track } from '../track';
import { tagOfPage } from './context';

const CLICK_ATTRIBUTE = 'data-log-event';
const PARAMS_ATTRIBUTE = 'data-log-params';
const EXPOSE_ATTRIBUTE = 'data-log-expose';
const MODULE_ATTRIBUTE = 'data-log-module';

/** The page module of an element: the nearest `data-log-module` around it, or the page's tag. */
function moduleOf(element: Element, fallback: string): string {
  return element.closest(`[${MODULE_ATTRIBUTE}]`)?.getAttribute(MODULE_ATTRIBUTE) || fallback;
}


function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target.closest(`[${CLICK_ATTRIBUTE}]`) : null;
  const id = target?.getAttribute(CLICK_ATTRIBUTE);
  if (!target || !id) return;
  track({ act_type: 'click', page_module: moduleOf(target, tagOfPage()), act_module: id, extinfo2: target.getAttribute(PARAMS_ATTRIBUTE) ?? undefined });
}

let started = false;

export function observeLogEvents(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  // Capture: a click that a screen stops from bubbling is still counted.
  document.addEventListener('click', onClick, { capture: true });
  if (typeof IntersectionObserver === 'undefined' || typeof MutationObserver === 'undefined') return;
  const watched = new WeakSet<Element>();
  const seen = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        seen.unobserve(entry.target);
        const id = entry.target.getAttribute(EXPOSE_ATTRIBUTE);
        if (id) track({ act_type: 'expose', page_module: moduleOf(entry.target, tagOfPage()), act_module: id });
      }
    },
    { threshold: 0.5 },
  );
  const watchOne = (element: Element) => {
    if (watched.has(element)) return;
    watched.add(element);
    seen.observe(element);
  };
  const watch = (root: Element | Document) => {
    if (root instanceof Element && root.hasAttribute(EXPOSE_ATTRIBUTE)) watchOne(root);
    root.querySelectorAll(`[${EXPOSE_ATTRIBUTE}]`).forEach(watchOne);
  };
  watch(document);
  // Screens (and remotes) render later: what is added is looked through as it appears.
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach((node) => node instanceof Element && watch(node));
  }).observe(document.body, { childList: true, subtree: true });
}
