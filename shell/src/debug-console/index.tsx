/**
 * Loaded only when the address asks for it (`?showVConsole=1` or `?isDebug=1`): starts keeping
 * the page's logs and events and mounts the console in a root of its own, beside the app.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startCapture } from './capture';
import { DebugConsole } from './DebugConsole';

export function mountDebugConsole(): void {
  startCapture();
  const host = document.createElement('div');
  host.id = 'toolhub-debug-console';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <DebugConsole />
    </StrictMode>,
  );
}
