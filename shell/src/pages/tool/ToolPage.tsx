import { useEffect } from 'react';
import type { HubTool } from '@toolhub/contracts';
import { startChargingFlow } from '@toolhub/sdk';
import { ToolChrome } from '../../chrome';
import { RemoteTool } from '../../remotes/RemoteTool';
import { EngineMissingNotice } from './EngineMissingNotice';
import { useT } from '../../messages';
import styles from './ToolPage.module.css';

/** The generic tool page (spec §2): the chrome around one tool rendered from its remote. */
export function ToolPage({ tool }: { tool: HubTool }) {
  const t = useT();
  const site = t('siteName');
  useEffect(() => {
    document.title = `${tool.name} - ${site}`;
  }, [tool, site]);
  // A charged tool asks for the login, equity and quota up front (spec §4 "Charging flow"),
  // unless this server cannot run it: nobody is asked to log in or pay for a tool that cannot work.
  const runnable = !tool.unavailable;
  useEffect(() => {
    if (tool.needCharge && runnable) void startChargingFlow(tool.scene);
  }, [tool.needCharge, tool.scene, runnable]);
  return (
    <article className={styles.page} aria-labelledby="tool-title">
      <header className={styles.head}>
        <h1 id="tool-title" className={styles.title}>
          <span aria-hidden="true">{tool.icon}</span> {tool.name}
        </h1>
        {tool.description ? <p className={styles.description}>{tool.description}</p> : null}
      </header>
      <ToolChrome tool={tool}>
        <div className={styles.body}>
          {tool.unavailable ? <EngineMissingNotice tool={tool} unavailable={tool.unavailable} /> : <RemoteTool tool={tool} />}
        </div>
      </ToolChrome>
    </article>
  );
}
