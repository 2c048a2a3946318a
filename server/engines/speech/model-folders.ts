/**
 * The folders where ops put sherpa-onnx models (nothing is downloaded at run time, DESIGN §5):
 * TOOLHUB_TTS_MODELS_DIR for voices, TOOLHUB_ASR_MODELS_DIR for recognisers. Each model is one
 * folder as sherpa-onnx's releases unpack it; its language comes from an optional
 * `toolhub.json` (`{"language": "zh"}`), else from the folder's name (`vits-piper-en_US-amy`,
 * `sherpa-onnx-paraformer-zh-2023-09-14`). An unset or empty folder offers nothing.
 */
import fs from 'node:fs';
import path from 'node:path';

export type ModelLanguage = 'zh' | 'en';

export interface ModelFolder {
  name: string;
  dir: string;
  files: string[];
  language: ModelLanguage;
}

function languageOfFolder(dir: string, name: string): ModelLanguage | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'toolhub.json'), 'utf8')) as { language?: unknown };
    if (manifest.language === 'zh' || manifest.language === 'en') return manifest.language;
  } catch {
    // No manifest: the name says.
  }
  if (/(^|[-_.])(zh|cmn|chinese|mandarin|aishell|wenetspeech)([-_.]|$)|sense-?voice|paraformer/i.test(name)) return 'zh';
  if (/(^|[-_.])(en|en_us|en_gb|english|librispeech|gigaspeech)([-_.]|$)/i.test(name)) return 'en';
  return undefined;
}

export function modelFolders(root: string | undefined): ModelFolder[] {
  if (!root || !fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const dir = path.join(root, entry.name);
      const language = languageOfFolder(dir, entry.name);
      return language ? [{ name: entry.name, dir, files: fs.readdirSync(dir), language }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The first file of the folder whose name matches, as a full path. */
export const fileMatching = (folder: ModelFolder, pattern: RegExp): string | undefined => {
  const found = folder.files.filter((file) => pattern.test(file)).sort((a, b) => a.length - b.length)[0];
  return found ? path.join(folder.dir, found) : undefined;
};
