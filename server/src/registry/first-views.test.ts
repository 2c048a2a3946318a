/**
 * A tool's first view comes from a tool team's published data and lands in the hub's page: it is
 * used only as published (hash-checked by the reader) and only when it is plain static markup.
 */
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './build';
import type { CheckedFileReader, PublishedFiles } from './files';
import { firstViewLookup } from './first-views';

function lookupOf(views: unknown) {
  const bytes = Buffer.from(JSON.stringify(views));
  const read: CheckedFileReader = async () => bytes;
  const published: PublishedFiles = async (remote, version) => (remote === 'text' && version === '1.0.0' ? { 'first-views.json': sha256Hex(bytes) } : undefined);
  const lines: string[] = [];
  return { lookup: firstViewLookup(read, published, (line) => lines.push(line)), lines };
}

describe('a first view', () => {
  it('is the tool\'s HTML in the page\'s language with its CSS, for a published version only', async () => {
    const { lookup } = lookupOf({ echo: { css: '.a{color:red}', html: { 'zh-CN': '<p>回声</p>', en: '<p>Echo</p>' } } });
    expect(await lookup('text', '1.0.0', 'echo', 'en')).toEqual({ html: '<p>Echo</p>', css: '.a{color:red}' });
    expect(await lookup('text', '1.0.0', 'other', 'en')).toBeUndefined();
    expect(await lookup('text', '2.0.0', 'echo', 'en')).toBeUndefined();
  });

  it('is not used when it carries markup that runs, loads or redirects', async () => {
    for (const html of ['<script>alert(1)</script>', '<img src=x onerror="alert(1)">', '<a href="javascript:alert(1)">x</a>', '<meta http-equiv="refresh" content="0;url=https://evil.example">', '<link rel="stylesheet" href="https://evil.example/x.css">', '<iframe src="https://evil.example"></iframe>']) {
      const { lookup, lines } = lookupOf({ echo: { css: '', html: { 'zh-CN': html } } });
      expect(await lookup('text', '1.0.0', 'echo', 'zh-CN'), html).toBeUndefined();
      expect(lines.join('\n')).toMatch(/may not have; not used/);
    }
    const { lookup } = lookupOf({ echo: { css: 'p{}</style><script>alert(1)</script>', html: { 'zh-CN': '<p>x</p>' } } });
    expect(await lookup('text', '1.0.0', 'echo', 'zh-CN')).toBeUndefined();
  });

  it('is not used when the file is not what the contract says', async () => {
    const { lookup, lines } = lookupOf({ echo: { html: '<p>no css, html not per language</p>' } });
    expect(await lookup('text', '1.0.0', 'echo', 'zh-CN')).toBeUndefined();
    expect(lines.join('\n')).toMatch(/not what the contract says/);
  });
});
