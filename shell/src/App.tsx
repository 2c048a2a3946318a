import { Provider } from 'jotai';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter, useParams } from 'react-router-dom';
import { HYDRATED_ATTRIBUTE, OPS_PATH, PAGE_SUFFIX, toolTexts, type HubTool, type Snapshot } from '@toolhub/contracts';
import { sdkStore, useLocale } from '@toolhub/sdk';
import { DialogHost, ToastHost } from '@toolhub/ui/core';
import { GlobalPanels, Header } from './chrome';
import { HomePage } from './pages/home/HomePage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { ToolPage } from './pages/tool/ToolPage';
import { ErrorBoundary } from './remotes/ErrorBoundary';
import { FirstViewContext, type FirstView } from './remotes/first-view';
import { preloadTool } from './remotes/loader';
import { useT } from './messages';
import styles from './App.module.css';

// The ops page is for ops people only: its code is a chunk of its own that visitors never fetch.
const OpsPage = lazy(() => import(/* webpackChunkName: "ops" */ './pages/ops/OpsPage'));

/** The ops page's path (the contracts' OPS_PATH, which the server serves): a page of its own (OpsApp), never a route of the visitors' app. */
export { OPS_PATH };

function PageLoading() {
  const t = useT();
  return (
    <p className={styles.pageLoading} role="status">
      {t('loadingPage')}
    </p>
  );
}

/** A page whose chunk failed to load (a deploy in between): a lazy import is not retried, so reload. */
function PageFailed() {
  const t = useT();
  return (
    <div className={styles.pageLoading} role="alert">
      <p>{t('renderFailed')}</p>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        {t('reload')}
      </button>
    </div>
  );
}

function ToolRoute({ snapshot, tools }: { snapshot: Snapshot; tools: HubTool[] }) {
  const { file = '' } = useParams();
  const locale = useLocale();
  const path = file.endsWith(PAGE_SUFFIX) ? file.slice(0, -PAGE_SUFFIX.length) : undefined;
  const tool = tools.find((t) => t.path === path);
  if (tool) return <ToolPage key={tool.path} tool={tool} />;
  // A tool whose remote is switched off in this environment: the server named it on this page.
  const off = path !== undefined && path === snapshot.page.path ? snapshot.page.unavailableTool : undefined;
  return off ? <NotFoundPage unavailableTool={(locale === 'en' && off.en?.name) || off.name} /> : <NotFoundPage />;
}

/**
 * A link inside the visitors' app that leads to /ops loads it as a page of its own: the ops page
 * must never run in a document where remotes were loaded.
 */
function LoadOpsPage() {
  useEffect(() => window.location.replace(OPS_PATH), []);
  return null;
}

/**
 * `/ops` on its own (issue 15, W9): no header, search or panels of the visitors' pages (they load
 * remotes, on hover too), and no remote registered (bootstrap.tsx) — only the ops page and the
 * dialogs and toasts it opens.
 */
export function OpsApp() {
  return (
    <Provider store={sdkStore}>
      <main id="main">
        <ErrorBoundary fallback={() => <PageFailed />}>
          <Suspense fallback={<PageLoading />}>
            <OpsPage />
          </Suspense>
        </ErrorBoundary>
      </main>
      <DialogHost />
      <ToastHost />
    </Provider>
  );
}

/**
 * The catalog in the page's language: names, categories and descriptions in English on an
 * English page. Search keeps the Chinese name and keywords too, so 房贷 still finds the mortgage
 * calculator on an English page.
 */
function useLocalizedTools(tools: HubTool[]): HubTool[] {
  const locale = useLocale();
  return useMemo(
    () =>
      tools.map((tool) => {
        const texts = toolTexts(tool, locale);
        return texts.name === tool.name ? tool : { ...tool, ...texts, keyword: `${texts.keyword} ${tool.name} ${tool.keyword}` };
      }),
    [tools, locale],
  );
}

/** The address bar in the browser; the requested address, fixed, on the server. */
function PageRouter({ serverLocation, children }: { serverLocation?: string; children: ReactNode }) {
  return serverLocation === undefined ? <BrowserRouter>{children}</BrowserRouter> : <StaticRouter location={serverLocation}>{children}</StaticRouter>;
}

/**
 * The visitors' app. In the browser it follows the address bar; on the server (server-render.tsx)
 * `serverLocation` is the requested address, rendered once to the page's first HTML. `firstView`:
 * the page's tool as its remote's build rendered it (remotes/first-view.ts).
 */
export function App({ snapshot, serverLocation, firstView }: { snapshot: Snapshot; serverLocation?: string; firstView?: FirstView }) {
  const tools = useLocalizedTools(snapshot.tools);
  const locale = useLocale();
  useEffect(() => {
    // Only on a change: setting it, even to the server's own value, invalidates the style of
    // the whole page (the text's language decides its fonts) just after hydration.
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  }, [locale]);
  // The page's code has taken the server's HTML over: its buttons and boxes answer from here on.
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return (
    <Provider store={sdkStore}>
      <FirstViewContext value={firstView}>
        <PageRouter serverLocation={serverLocation}>
          <Header tools={tools} onPreload={preloadTool} />
          <main id="main">
            <Routes>
              <Route path="/" element={<HomePage tools={tools} onPreload={preloadTool} />} />
              <Route path={OPS_PATH} element={<LoadOpsPage />} />
              <Route path="/:file" element={<ToolRoute snapshot={snapshot} tools={tools} />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </main>
          <GlobalPanels />
        </PageRouter>
      </FirstViewContext>
    </Provider>
  );
}
