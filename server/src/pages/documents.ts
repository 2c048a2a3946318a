/**
 * Plain server pages outside the shell: the user agreement and privacy guidance the login
 * panel links to, in the page's language (`?lang=en`, as every page of the hub).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { plainPage } from './plain-page';
import { pageLocaleOf } from './render';

const DOCUMENTS: Record<string, { 'zh-CN': string; en: string }> = {
  user: { 'zh-CN': '小工具用户协议', en: 'Toolhub Terms of Use' },
  privacy: { 'zh-CN': '小工具隐私保护指引', en: 'Toolhub Privacy Guide' },
};

export async function documentRoutes(app: FastifyInstance) {
  app.get('/agreement/:doc', async (request, reply) => {
    const { doc } = request.params as { doc: string };
    const titles = DOCUMENTS[doc];
    if (!titles) return reply.callNotFound();
    const locale = pageLocaleOf(request.query);
    const body = fs.readFileSync(path.join(import.meta.dirname, 'documents', locale === 'en' ? `${doc}.en.html` : `${doc}.html`), 'utf8');
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(plainPage(titles[locale], body, { lang: locale }));
  });
}
