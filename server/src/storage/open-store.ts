/**
 * Opens the object store of some settings: what a task worker calls, in a thread or another
 * process, with the settings the server handed it. No Fastify, no database.
 */
import { cosObjectStore } from './cos-object-store';
import { ObjectFiles } from './object-files';
import type { ObjectStore, StorageSettings } from './types';

export function openObjectStore(settings: StorageSettings): ObjectStore {
  return settings.kind === 'embedded'
    ? new ObjectFiles(settings.dir, settings.bucket, settings.region)
    : cosObjectStore(settings);
}
