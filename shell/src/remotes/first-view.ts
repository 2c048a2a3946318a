import { createContext, useContext } from 'react';
import { FIRST_VIEW_ATTRIBUTE } from '@toolhub/contracts';

/**
 * The page's tool as its remote's build rendered it (issue 21): on the server from the registry,
 * in the browser from the server's HTML read before hydration. RemoteTool shows it, inert, in the
 * tool's place until the remote's code renders the tool — for that tool's page only.
 */
export interface FirstView {
  path: string;
  html: string;
}

export const FirstViewContext = createContext<FirstView | undefined>(undefined);

/** The first view of the tool at `path`, when the page was served with it. */
export function useFirstView(path: string): string | undefined {
  const view = useContext(FirstViewContext);
  return view?.path === path ? view.html : undefined;
}

/** The first view the server put into this page, read before hydration replaces anything. */
export function readFirstView(path: string, doc: Document = document): FirstView | undefined {
  const html = doc.querySelector(`[${FIRST_VIEW_ATTRIBUTE}]`)?.innerHTML;
  return html ? { path, html } : undefined;
}
