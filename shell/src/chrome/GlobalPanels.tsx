import { DialogHost, ToastHost } from '@toolhub/ui/core';
import { LoginPanel } from './LoginPanel';
import { PayPanel } from './PayPanel';

/** The page-wide panels the sdk opens from anywhere, remotes included: render once. */
export function GlobalPanels() {
  return (
    <>
      <LoginPanel />
      <PayPanel />
      <DialogHost />
      <ToastHost />
    </>
  );
}
