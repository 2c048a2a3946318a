import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { STYLEGUIDE_PATH } from '@toolhub/contracts';
import { announceLoginResult, getEnv, scheduleTokenPrefetch, startHost, startReporter } from '@toolhub/sdk';
import { App, OPS_PATH, OpsApp } from './App';
import { reportLoad } from './remotes/load-reports';
import { registerSnapshotRemotes } from './remotes/loader';
import { readSnapshot } from './snapshot';
import '@toolhub/ui/tokens.css';
import './styles/global.css';

const root = createRoot(document.getElementById('root') as HTMLElement);

// The style guide is for tool teams: a chunk of its own that visitors never fetch.
const StyleguideApp = lazy(() => import(/* webpackChunkName: "styleguide" */ './pages/styleguide/StyleguideApp'));

if (window.location.pathname === OPS_PATH) {
  // Where ops sign in, no remote is registered, so no tool team's code ever runs there.
  root.render(
    <StrictMode>
      <OpsApp />
    </StrictMode>,
  );
} else if (window.location.pathname === STYLEGUIDE_PATH) {
  root.render(
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
  root.render(
    <StrictMode>
      <App snapshot={snapshot} />
    </StrictMode>,
  );
  // Back from a login: say how it went (the toast host is mounted by now).
  announceLoginResult();
}
