import path from 'node:path';
import { PAGE_SUFFIX, toolUrl, type HubTool, type Snapshot, type ToolListItem } from '@toolhub/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { preloadLinks } from '../remote-hosting/preload';
import type { HostedRemote } from '../remote-hosting/workspace-source';
import { PageRenderer } from './render';

export interface PageDeps {
  env: string;
  shellDist: string;
  /** This visitor's remotes (the registry resolves them per visitor later). */
  remotesFor: (request: FastifyRequest) => HostedRemote[];
}

export function toolsOf(remotes: HostedRemote[]): HubTool[] {
  return remotes.flatMap((remote) => remote.catalog.map((tool) => ({ ...tool, remote: remote.name })));
}

/** The tool list items of spec §3, as /api/get_tool_list and the gateway answer them. */
export function toolListOf(tools: HubTool[]): ToolListItem[] {
  return tools.map((tool) => ({ icon: tool.icon, name: tool.name, keyword: tool.keyword, url: toolUrl(tool.path), path: tool.path }));
}

function preloadsFor(remotes: HostedRemote[], tool: HubTool | undefined): string[] {
  const remote = tool && remotes.find((r) => r.name === tool.remote);
  return remote && tool ? preloadLinks(remote, tool.module) : [];
}

/** `/` and `/{path}.html`: the shell with this visitor's snapshot; anything else is the 404 page. */
export async function pageRoutes(app: FastifyInstance, deps: PageDeps) {
  const renderer = new PageRenderer(path.resolve(deps.shellDist));

  const sendPage = (request: FastifyRequest, reply: FastifyReply, pagePath: string | undefined) => {
    const remotes = deps.remotesFor(request);
    const tools = toolsOf(remotes);
    const tool = pagePath ? tools.find((t) => t.path === pagePath) : undefined;
    const status = pagePath === '' || tool ? 200 : 404;
    const snapshot: Snapshot = {
      env: deps.env,
      remotes: remotes.map(({ name, version, manifestUrl }) => ({ name, version, manifestUrl })),
      tools,
      page: { path: pagePath ?? '', status },
      guid: request.guid,
    };
    return reply
      .status(status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderer.render(snapshot, tool, preloadsFor(remotes, tool)));
  };

  app.get('/', (request, reply) => sendPage(request, reply, ''));
  app.get('/:file', (request, reply) => {
    const { file } = request.params as { file: string };
    return sendPage(request, reply, file.endsWith(PAGE_SUFFIX) ? file.slice(0, -PAGE_SUFFIX.length) : undefined);
  });

  return { sendNotFoundPage: (request: FastifyRequest, reply: FastifyReply) => sendPage(request, reply, undefined) };
}
