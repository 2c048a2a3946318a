import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { scheduleTokenPrefetch } from '@toolhub/sdk';
import { App } from './App';
import { registerSnapshotRemotes } from './remotes/loader';
import { readSnapshot } from './snapshot';
import './styles/global.css';

const snapshot = readSnapshot();
registerSnapshotRemotes(snapshot.remotes);
scheduleTokenPrefetch();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App snapshot={snapshot} />
  </StrictMode>,
);
