/**
 * Plain server pages outside the shell: the user agreement and privacy guidance the login
 * panel links to.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { plainPage } from './plain-page';

const DOCUMENTS: Record<string, string> = { user: '小工具用户协议', privacy: '小工具隐私保护指引' };

export async function documentRoutes(app: FastifyInstance) {
  app.get('/agreement/:doc', async (request, reply) => {
    const { doc } = request.params as { doc: string };
    if (!DOCUMENTS[doc]) return reply.callNotFound();
    const body = fs.readFileSync(path.join(import.meta.dirname, 'documents', `${doc}.html`), 'utf8');
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(plainPage(DOCUMENTS[doc], body));
  });
}
