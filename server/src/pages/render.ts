/**
 * Renders the shell's HTML for `/` and `/{path}.html` with the inline snapshot, so the
 * shell starts with this visitor's remotes and the tool catalog and makes no round trip.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SNAPSHOT_ELEMENT_ID, type HubTool, type Snapshot } from '@toolhub/contracts';
import { escapeHtml } from './plain-page';


/** JSON inside a script element must not be able to close it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export class PageRenderer {
  private template = { text: '', mtimeMs: -1 };

  constructor(private readonly shellDist: string) {}

  /** The built shell's HTML, read again only when a new build replaced it. */
  private load(): string {
    const file = path.join(this.shellDist, 'index.html');
    const { mtimeMs } = fs.statSync(file);
    if (mtimeMs !== this.template.mtimeMs) this.template = { text: fs.readFileSync(file, 'utf8'), mtimeMs };
    return this.template.text;
  }

  /** `headLinks`: extra `<link>` elements for the head (preload hints). */
  render(snapshot: Snapshot, tool?: HubTool, headLinks: string[] = []): string {
    const title = tool ? `${tool.name} - 小工具` : snapshot.page.status === 404 ? '页面不存在 - 小工具' : '小工具 - 帮忙小事，贴心小助手';
    const description = tool?.description ?? '文字识别、PDF、图片、语音、金融查询等免费在线小工具。';
    return this.load()
      .replace('__TOOLHUB_TITLE__', escapeHtml(title))
      .replace('__TOOLHUB_DESCRIPTION__', escapeHtml(description))
      .replace(
        '<!--toolhub-snapshot-->',
        [...headLinks, `<script id="${SNAPSHOT_ELEMENT_ID}" type="application/json">${scriptJson(snapshot)}</script>`].join('\n    '),
      );
  }
}
