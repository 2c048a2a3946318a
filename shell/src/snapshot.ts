import { SNAPSHOT_ELEMENT_ID, snapshotSchema, type Snapshot } from '@toolhub/contracts';

/** Reads the snapshot the server wrote into the page (DESIGN §2): no round trip at start. */
export function readSnapshot(doc: Document = document): Snapshot {
  const text = doc.getElementById(SNAPSHOT_ELEMENT_ID)?.textContent ?? '';
  try {
    return snapshotSchema.parse(JSON.parse(text));
  } catch (error) {
    // A page without a usable snapshot still renders the chrome, just without tools.
    console.error('[toolhub] unreadable snapshot', error);
    return { env: 'unknown', remotes: [], tools: [], page: { path: '', status: 200 }, guid: '' };
  }
}
