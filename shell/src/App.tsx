import { Provider } from 'jotai';
import { BrowserRouter, Route, Routes, useParams } from 'react-router-dom';
import { PAGE_SUFFIX, type Snapshot } from '@toolhub/contracts';
import { sdkStore } from '@toolhub/sdk';
import { GlobalPanels, Header } from './chrome';
import { HomePage } from './pages/home/HomePage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { ToolPage } from './pages/tool/ToolPage';
import { preloadTool } from './remotes/loader';

function ToolRoute({ snapshot }: { snapshot: Snapshot }) {
  const { file = '' } = useParams();
  const path = file.endsWith(PAGE_SUFFIX) ? file.slice(0, -PAGE_SUFFIX.length) : undefined;
  const tool = snapshot.tools.find((t) => t.path === path);
  return tool ? <ToolPage key={tool.path} tool={tool} /> : <NotFoundPage />;
}

export function App({ snapshot }: { snapshot: Snapshot }) {
  const { tools } = snapshot;
  return (
    <Provider store={sdkStore}>
      <BrowserRouter>
        <Header tools={tools} onPreload={preloadTool} />
        <main id="main">
          <Routes>
            <Route path="/" element={<HomePage tools={tools} onPreload={preloadTool} />} />
            <Route path="/:file" element={<ToolRoute snapshot={snapshot} />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </main>
        <GlobalPanels />
      </BrowserRouter>
    </Provider>
  );
}
