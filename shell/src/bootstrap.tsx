import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { announceLoginResult, scheduleTokenPrefetch } from '@toolhub/sdk';
import { App } from './App';
import { reportLoad } from './remotes/load-reports';
import { registerSnapshotRemotes } from './remotes/loader';
import { readSnapshot } from './snapshot';
import './styles/global.css';

const snapshot = readSnapshot();
registerSnapshotRemotes(snapshot.remotes, reportLoad);
scheduleTokenPrefetch();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App snapshot={snapshot} />
  </StrictMode>,
);
// Back from a login: say how it went (the toast host is mounted by now).
announceLoginResult();
