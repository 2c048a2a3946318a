/**
 * A web site at a public address, for the web-page journey: the hub's SSRF guard lets no
 * request reach loopback or a private network, and the e2e hub has no switch to loosen it.
 * So the site lives in its own network namespace, joined to this one by a veth pair, at an
 * address of 11.0.0.0/8 (public unicast, routed to it only on this machine) — the guard judges
 * it as it would any public site. Needs root and iproute2 (`ip netns`), as CI has.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface PublicWebHost {
  /** `http://11.201.x.2` — the site's origin. */
  origin: string;
  close(): Promise<void>;
}

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: 'pipe' });

/** Why no namespace can be made here, or undefined when one can. */
export function publicHostUnavailable(): string | undefined {
  if (process.getuid?.() !== 0) return 'making a network namespace needs root';
  try {
    ip('netns', 'list');
    return undefined;
  } catch {
    return 'iproute2 (ip netns) is not installed';
  }
}

/** Starts the site, serving `pages` (path → HTML) on port 80 of its own address. */
export async function startPublicWebHost(pages: Record<string, string>): Promise<PublicWebHost> {
  // Names and the /30 differ per run, so two runs on one machine do not meet.
  const tag = String(process.pid % 100_000);
  const namespace = `toolhub-web-${tag}`;
  const [outside, inside] = [`thw${tag}a`, `thw${tag}b`];
  const subnet = `11.201.${process.pid % 250}`;
  const address = `${subnet}.2`;
  ip('netns', 'add', namespace);
  let server: ChildProcess | undefined;
  const close = async () => {
    server?.kill();
    try {
      ip('netns', 'del', namespace); // takes the veth pair with it
    } catch {
      // already gone
    }
  };
  try {
    ip('link', 'add', outside, 'type', 'veth', 'peer', 'name', inside);
    ip('link', 'set', inside, 'netns', namespace);
    ip('addr', 'add', `${subnet}.1/30`, 'dev', outside);
    ip('link', 'set', outside, 'up');
    ip('netns', 'exec', namespace, 'ip', 'addr', 'add', `${address}/30`, 'dev', inside);
    ip('netns', 'exec', namespace, 'ip', 'link', 'set', inside, 'up');
    server = spawn('ip', ['netns', 'exec', namespace, process.execPath, path.join(import.meta.dirname, 'serve-pages.mjs'), address], { stdio: ['pipe', 'pipe', 'inherit'] });
    server.stdin!.end(JSON.stringify(pages));
    await new Promise<void>((resolve, reject) => {
      server!.stdout!.once('data', () => resolve());
      server!.once('exit', (code) => reject(new Error(`the page server stopped (${code})`)));
    });
    return { origin: `http://${address}`, close };
  } catch (error) {
    await close();
    throw error;
  }
}
