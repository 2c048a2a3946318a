import type { ToolMeta } from '@toolhub/contracts';
import { useId, type ReactNode } from 'react';
import { DataAsOf } from './DataAsOf';
import { useRemote, type Dated } from './data';
import { LoadState } from './LoadState';
import styles from './shared.module.css';

/**
 * A tool's screen: its section, named for screen readers by a hidden heading (the shell's
 * page already shows the tool's name as the visible one).
 */
export function ToolSection({ tool, children }: { tool: ToolMeta; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="th-visually-hidden">
        {tool.name}
      </h2>
      {children}
    </section>
  );
}

/**
 * The screen of a look-up tool: loads one data set (again when asked to retry) and shows the
 * date of its newest data, then the data with `View`; loading and failure look the same in
 * every such tool.
 */
export function dataTool<T>(load: () => Promise<Dated<T>>, loadKey: string, View: (props: { data: T }) => ReactNode) {
  return function DataTool({ tool }: { tool: ToolMeta }) {
    const { state, retry } = useRemote(load, loadKey);
    return (
      <ToolSection tool={tool}>
        <LoadState state={state} retry={retry} label={tool.name}>
          {({ data, dataAsOf }) => (
            <>
              <DataAsOf date={dataAsOf} />
              <View data={data} />
            </>
          )}
        </LoadState>
      </ToolSection>
    );
  };
}
