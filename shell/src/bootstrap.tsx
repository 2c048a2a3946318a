import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { announceLoginResult, scheduleTokenPrefetch } from '@toolhub/sdk';
import { App, OPS_PATH, OpsApp } from './App';
import { reportLoad } from './remotes/load-reports';
import { registerSnapshotRemotes } from './remotes/loader';
import { readSnapshot } from './snapshot';
import './styles/global.css';

const root = createRoot(document.getElementById('root') as HTMLElement);

if (window.location.pathname === OPS_PATH) {
  // Where ops sign in, no remote is registered, so no tool team's code ever runs there.
  root.render(
    <StrictMode>
      <OpsApp />
    </StrictMode>,
  );
} else {
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
