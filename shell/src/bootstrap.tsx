import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { STYLEGUIDE_PATH } from '@toolhub/contracts';
import { announceLoginResult, getEnv, reportError, scheduleTokenPrefetch, startHost, startReporter, watchAutoCard } from '@toolhub/sdk';
import { App, OPS_PATH, OpsApp } from './App';
import { reportLoad } from './remotes/load-reports';
import { readFirstView } from './remotes/first-view';
import { registerSnapshotRemotes } from './remotes/loader';
import { readSnapshot } from './snapshot';
import '@toolhub/ui/tokens.css';
import './styles/global.css';

const container = document.getElementById('root') as HTMLElement;

/** Server HTML the browser's first render did not match: a bug to see on the ops page's error chart. */
function reportHydrationError(error: unknown) {
  console.warn('[toolhub] the server-rendered page differed from the first render', error);
  reportError('render', `hydration: ${error instanceof Error ? error.message : String(error)}`);
}

// The style guide is for tool teams: a chunk of its own that visitors never fetch.
const StyleguideApp = lazy(() => import(/* webpackChunkName: "styleguide" */ './pages/styleguide/StyleguideApp'));

if (window.location.pathname === OPS_PATH) {
  // Where ops sign in, no remote is registered, so no tool team's code ever runs there.
  createRoot(container).render(
    <StrictMode>
      <OpsApp />
    </StrictMode>,
  );
} else if (window.location.pathname === STYLEGUIDE_PATH) {
  createRoot(container).render(
    <StrictMode>
      <Suspense>
        <StyleguideApp />
      </Suspense>
    </StrictMode>,
  );
} else {
  // The error and performance reporter starts before anything can fail (spec §7 "Events").
  startReporter();
  // In the browser host: its device ids, login changes and pay hook (nothing on the open web).
  void startHost();
  // The debug console is a chunk of its own, fetched only when the address asks for it (spec §2).
  const { showVConsole, isDebug } = getEnv().pageFlags;
  if (showVConsole || isDebug) void import(/* webpackChunkName: "debug-console" */ './debug-console').then(({ mountDebugConsole }) => mountDebugConsole());
  const snapshot = readSnapshot();
  registerSnapshotRemotes(snapshot.remotes, reportLoad);
  scheduleTokenPrefetch();
  // Back from a login the visitor started to pay: the pay panel opens by itself (spec §4).
  watchAutoCard();
  const app = (
    <StrictMode>
      <App snapshot={snapshot} firstView={readFirstView(snapshot.page.path)} />
    </StrictMode>
  );
  // The server rendered the page (issue 21): hydrate it. A difference is reported as a client error
  // (React then renders that part anew); without server HTML the page is rendered here. As a
  // transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: the page is already painted, and a tap is answered sooner.
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app, { onRecoverableError: reportHydrationError }));
  else createRoot(container).render(app);
  // Back from a login: say how it went (the toast host is mounted by now).
  announceLoginResult();
}
