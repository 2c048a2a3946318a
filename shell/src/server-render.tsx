/**
 * The shell's server render (issue 21): the chrome and the requested page in their first state,
 * as HTML, so a phone or a search engine gets the page in the first response and the browser
 * hydrates it (bootstrap.tsx). A tool's own view is its remote's: here it is its first view as its
 * remote's build rendered it (`toolView`), or else the size-reserved loading state, which the
 * browser replaces when the remote loads.
 *
 * `renderToString` on purpose: it renders synchronously, so setting the page's language in the
 * one sdk store just before (not `setLocale`, which remembers a visitor's choice) cannot mix two
 * requests' languages, and a page this size is ready in a few milliseconds: streaming would gain
 * nothing.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { ShellServerRender } from '@toolhub/contracts';
import { localeAtom, sdkStore } from '@toolhub/sdk';
import { App } from './App';
// In bootstrap.tsx's order: the build's render.css, inlined in the page, styles the first paint as the browser's files will.
import '@toolhub/ui/tokens.css';
import './styles/global.css';

export const renderShell: ShellServerRender['renderShell'] = ({ snapshot, url, locale, toolView }) => {
  sdkStore.set(localeAtom, locale);
  return renderToString(
    <StrictMode>
      <App snapshot={snapshot} serverLocation={url} firstView={toolView === undefined ? undefined : { path: snapshot.page.path, html: toolView }} />
    </StrictMode>,
  );
};
