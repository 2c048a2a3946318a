/**
 * The document a visitor chose, from the moment it is chosen: checked (a type the hub stores,
 * under the tool's size limit) and uploaded right away with its progress, so the tool can
 * start as soon as it is stored. A newer choice replaces an upload still under way.
 */
import { TEXT_UPLOAD_TYPES, type ToolMeta } from '@toolhub/contracts';
import { upload } from '@toolhub/sdk';
import { formatBytes } from '@toolhub/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../messages';

export type DocumentUpload = { phase: 'uploading'; ratio: number } | { phase: 'stored'; cosName: string } | { phase: 'failed'; error: string };

export interface ChosenDocument {
  name: string;
  size: number;
  upload: DocumentUpload;
}

export const DOCUMENT_ACCEPT = TEXT_UPLOAD_TYPES.map((type) => `.${type}`).join(',');
const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;
export const maxDocumentBytes = (tool: Pick<ToolMeta, 'maxsize'>) => tool.maxsize ?? DEFAULT_MAX_BYTES;

const extensionOf = (name: string) => (/\.([a-z0-9]+)$/i.exec(name)?.[1] ?? '').toLowerCase();

export function useDocument(tool: Pick<ToolMeta, 'toolid' | 'maxsize'>) {
  const t = useT();
  const [chosen, setChosen] = useState<ChosenDocument | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const uploading = useRef<AbortController | undefined>(undefined);
  const maxBytes = maxDocumentBytes(tool);
  useEffect(() => () => uploading.current?.abort(), []);

  const choose = useCallback(
    (file: File | undefined) => {
      if (!file) return;
      setRefusal(undefined);
      if (!(TEXT_UPLOAD_TYPES as readonly string[]).includes(extensionOf(file.name))) return setRefusal(t('notADocument', { types: TEXT_UPLOAD_TYPES.join('、').toUpperCase() }));
      if (file.size >= maxBytes) return setRefusal(t('fileTooLarge', { size: formatBytes(maxBytes) }));
      uploading.current?.abort();
      const controller = new AbortController();
      uploading.current = controller;
      const update = (next: DocumentUpload) => {
        if (!controller.signal.aborted) setChosen({ name: file.name, size: file.size, upload: next });
      };
      update({ phase: 'uploading', ratio: 0 });
      void upload(file, {
        toolid: tool.toolid,
        maxSize: maxBytes,
        signal: controller.signal,
        silent: true,
        onProgress: (progress) => {
          if (progress.phase === 'uploading') update({ phase: 'uploading', ratio: progress.ratio });
        },
      }).then((stored) => {
        if (controller.signal.aborted) return;
        uploading.current = undefined;
        update(stored.cosName ? { phase: 'stored', cosName: stored.cosName } : { phase: 'failed', error: stored.failure?.message ?? '' });
      });
    },
    [t, tool.toolid, maxBytes],
  );

  const stored = chosen?.upload.phase === 'stored' ? { file: chosen.upload.cosName, name: chosen.name } : undefined;
  return { chosen, refusal, choose, stored, maxBytes };
}
