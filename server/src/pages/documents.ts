/**
 * Plain server pages outside the shell: the user agreement and privacy guidance the login
 * panel links to, and the pages of services that are not open yet. The latter answer the
 * catalogue's own word for it (code 1, '功能暂未开放，敬请期待') rather than pretend.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ERROR_MESSAGES } from '@toolhub/contracts';
import type { FastifyInstance } from 'fastify';

const page = (title: string, body: string) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{margin:0;font:15px/1.7 -apple-system,'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif;color:#1f2329;background:#f5f6f8}
main{max-width:760px;margin:0 auto;padding:32px 20px;background:#fff;min-height:100vh;box-sizing:border-box}
h1{font-size:22px}h2{font-size:17px;margin-top:24px}.notice{text-align:center;padding-top:64px;color:#646a73}a{color:#2f6bff}</style>
</head><body><main>${body}</main></body></html>`;

const DOCUMENTS: Record<string, string> = { user: '小工具用户协议', privacy: '小工具隐私保护指引' };

export async function documentRoutes(app: FastifyInstance) {
  app.get('/agreement/:doc', async (request, reply) => {
    const { doc } = request.params as { doc: string };
    if (!DOCUMENTS[doc]) return reply.callNotFound();
    const body = fs.readFileSync(path.join(import.meta.dirname, 'documents', `${doc}.html`), 'utf8');
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page(DOCUMENTS[doc], body));
  });

  // Login and pay arrive with the accounts work; until then these say so plainly.
  const notOpen = ERROR_MESSAGES[1]['zh-CN'];
  for (const url of ['/login/qq', '/login/wx', '/pay']) {
    app.get(url, async (_request, reply) =>
      reply
        .status(501)
        .type('text/html; charset=utf-8')
        .send(page(notOpen, `<p class="notice">${notOpen}</p><p class="notice"><a href="/" target="_top">返回首页</a></p>`)),
    );
  }
}
