/**
 * The frame of the server's own plain pages (agreements, login and pay pages, sandbox
 * providers): one look, readable on a phone, no script unless a page brings its own.
 * Its inline style and script carry the response's CSP nonce (http/security-headers.ts):
 * anything else inline on the page does not run.
 */
import { INLINE_NONCE_SLOT } from '../http/security-headers';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface PlainPageOptions {
  /** Extra CSS for this page. */
  style?: string;
  /** A module script appended to the body. */
  script?: string;
  lang?: string;
}

export const plainPage = (title: string, body: string, { style = '', script, lang = 'zh-CN' }: PlainPageOptions = {}) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${INLINE_NONCE_SLOT}">body{margin:0;font:15px/1.7 -apple-system,'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif;color:#1f2329;background:#f5f6f8}
main{max-width:760px;margin:0 auto;padding:32px 20px;background:#fff;min-height:100vh;box-sizing:border-box}
h1{font-size:22px}h2{font-size:17px;margin-top:24px}.notice{text-align:center;padding-top:64px;color:#646a73}a{color:#2f6bff}
button{font:inherit;cursor:pointer}${style}</style>
</head><body><main>${body}</main>${script ? `<script type="module" nonce="${INLINE_NONCE_SLOT}">${script}</script>` : ''}</body></html>`;
