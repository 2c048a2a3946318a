import { useEffect, useRef, useState } from 'react';
import type { ChosenFile } from './use-chosen-files';

/**
 * The chosen pictures' own images, by file id, for their thumbnails in the list: object URLs
 * this hook makes and frees when their file goes or the tool closes. (A PDF's first page is
 * drawn by PageThumb, as it scrolls into view.)
 */
export function usePictureUrls(files: readonly ChosenFile[]): Readonly<Record<string, string>> {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const made = useRef(new Map<string, string>());

  useEffect(() => {
    for (const file of files) {
      if (file.kind !== 'image' || made.current.has(file.id)) continue;
      const url = URL.createObjectURL(file.file);
      made.current.set(file.id, url);
      setUrls((shown) => ({ ...shown, [file.id]: url }));
    }
    for (const [id, url] of made.current) {
      if (files.some((file) => file.id === id)) continue;
      URL.revokeObjectURL(url);
      made.current.delete(id);
    }
  }, [files]);

  useEffect(() => {
    const urlsMade = made.current;
    return () => {
      urlsMade.forEach((url) => URL.revokeObjectURL(url));
      urlsMade.clear();
    };
  }, []);

  return urls;
}
