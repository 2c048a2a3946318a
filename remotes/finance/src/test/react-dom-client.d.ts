// The remote gets react-dom from the shell at run time and lists no @types/react-dom; the
// test renderer needs only these two calls.
declare module 'react-dom/client' {
  import type { ReactNode } from 'react';
  export interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }
  export function createRoot(container: Element): Root;
}
