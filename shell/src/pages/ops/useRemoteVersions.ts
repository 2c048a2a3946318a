import type { RemoteVersion } from '@toolhub/contracts';
import { useEffect, useState } from 'react';
import { errorMessage, isUnauthorized, type AdminClient } from './admin-api';
import { sortVersions } from './registry-view';

export interface RemoteVersionsState {
  /** Newest first; undefined until the first answer. */
  versions?: RemoteVersion[];
  error?: string;
}

/** GET /admin/api/remotes/:name/versions for the selected remote, again whenever `revision` changes. */
export function useRemoteVersions(client: AdminClient, remote: string | undefined, revision: number): RemoteVersionsState {
  const [state, setState] = useState<RemoteVersionsState & { remote?: string }>({});
  useEffect(() => {
    if (!remote) return;
    let live = true;
    client.versions(remote).then(
      (versions) => live && setState({ remote, versions: sortVersions(versions) }),
      (error: unknown) => live && !isUnauthorized(error) && setState({ remote, error: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [client, remote, revision]);
  // Versions of the previously selected remote are never shown for this one.
  return state.remote === remote ? state : {};
}
