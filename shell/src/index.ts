// The async boundary: shared singletons are negotiated before any app code runs.
//
// The largest singletons are evaluated one at a time, each in a task of its own, before the app
// (issue 21): evaluated together as the app's imports, they held the main thread for one 160 ms
// task on a phone, which is what a tap waits on.
// Their files are already on the way: the page names them (boot-files.json, server/src/pages).
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void import('@toolhub/contracts')
  .then(yieldToBrowser)
  .then(() => import('react-dom/client'))
  .then(yieldToBrowser)
  .then(() => import('@toolhub/sdk'))
  .then(yieldToBrowser)
  .then(() => import('./bootstrap'));
