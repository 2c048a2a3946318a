import { describe, expect, it } from 'vitest';
import { formatBytes } from './format';
import { displayWidth, formatTable } from './table';

describe('formatTable', () => {
  it('pads columns to their widest cell, counting Chinese as two columns, with no trailing blanks', () => {
    expect(formatTable(['ACTION', 'REASON', 'BY'], [['rollback', '失败率高', 'ops'], ['promote', '', 'admin']])).toEqual([
      'ACTION    REASON    BY',
      'rollback  失败率高  ops',
      'promote             admin',
    ]);
    expect(displayWidth('版本 1.0')).toBe(8);
  });
});

describe('formatBytes', () => {
  it('reads like a file manager', () => {
    expect([formatBytes(999), formatBytes(2560), formatBytes(204_800), formatBytes(40 * 1024 * 1024)]).toEqual(['999 B', '2.5 KB', '200 KB', '40.0 MB']);
  });
});
