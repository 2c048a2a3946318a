import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { unzip } from '../pdf/test-support/pdfs';
import { zip } from './zip';

describe('the ZIP of a split', () => {
  it('holds every part under its UTF-8 name, byte for byte, deflated where that helps and stored where not', async () => {
    const text = Buffer.from('%PDF-1.7\n'.repeat(2000));
    const noise = crypto.randomBytes(50_000);
    const archive = zip([
      { name: '年报-1-3.pdf', bytes: text },
      { name: 'report-4.pdf', bytes: noise },
      { name: 'empty.pdf', bytes: new Uint8Array() },
    ]);
    expect(unzip(archive)).toEqual([
      { name: '年报-1-3.pdf', bytes: text },
      { name: 'report-4.pdf', bytes: noise },
      { name: 'empty.pdf', bytes: Buffer.alloc(0) },
    ]);
    // The repetitive part shrank; the random one was stored, not grown.
    expect(archive.length).toBeLessThan(text.length / 10 + noise.length + 400);
  });
});
