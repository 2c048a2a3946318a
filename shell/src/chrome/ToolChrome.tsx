import type { HubTool } from '@toolhub/contracts';
import { setPayToolScene, setShareInfo, trackToolPageView } from '@toolhub/sdk';
import { useEffect, useRef, type ReactNode } from 'react';
import { EquityBadge } from './EquityBadge';
import { FeedbackLink } from './FeedbackLink';
import { HelpedCounter } from './HelpedCounter';
import { useT } from './messages';
import { RatingWidget } from './RatingWidget';
import { ShareButton } from './ShareButton';
import { UserIdDebug } from './UserIdDebug';
import styles from './ToolChrome.module.css';

export interface ToolChromeProps {
  tool: HubTool;
  /** The tool's own screen, placed between the bar and the footer. */
  children?: ReactNode;
}

/**
 * The chrome around a tool page (spec §2 "Generic tool page"): rating, equity badge, share
 * and feedback above the tool; the counter line and user id below it. The page renders
 * the tool's title itself.
 */
export function ToolChrome({ tool, children }: ToolChromeProps) {
  const t = useT();
  // React may run effects twice in development; the page view must still count once.
  const trackedFor = useRef<number>(undefined);
  useEffect(() => {
    if (trackedFor.current === tool.toolid) return;
    trackedFor.current = tool.toolid;
    void trackToolPageView(tool);
  }, [tool]);

  // Shares carry the tool's name; the description stays the spec's default.
  useEffect(() => {
    setShareInfo({ title: tool.name });
    return () => setShareInfo({});
  }, [tool.name]);

  // The pay panel opened on this page also sells this tool's packs of uses.
  useEffect(() => {
    setPayToolScene(tool.scene);
    return () => setPayToolScene(undefined);
  }, [tool.scene]);

  return (
    <div className={styles.chrome}>
      <div className={styles.bar} role="group" aria-label={t('toolActions', { name: tool.name })}>
        <RatingWidget tool={tool} />
        <div className={styles.actions}>
          <EquityBadge />
          <ShareButton />
          <FeedbackLink />
        </div>
      </div>
      {children}
      <footer className={styles.footer}>
        <HelpedCounter className={styles.counter} />
        <UserIdDebug />
      </footer>
    </div>
  );
}
