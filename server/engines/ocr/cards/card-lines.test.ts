import { describe, expect, it } from 'vitest';
import { labelled, levelledLines, piecesOf, rightOf, rowsOf, textSlopeOf, valueOf } from './card-lines';
import { line, turned } from '../test-support/lines';

const LABELS = [{ name: '姓名' }, { name: '住址' }, { name: '公民身份号码', anywhere: true }];

describe('card lines', () => {
  it('finds the slope of a turned card from its longer lines, and levelled its rows are rows again', () => {
    const level = [line('姓名 张晓明', 233, 280, 182, 36), line('住址 北京市朝阳区建国路甲8', 240, 345, 381, 34), line('8号院3号楼2单元1502号', 324, 386, 304, 34)];
    const photo = level.map((l) => turned(l, 4));
    expect(textSlopeOf(photo)).toBeCloseTo(4, 5);
    const rows = rowsOf(piecesOf(levelledLines(photo, textSlopeOf(photo)), LABELS));
    expect(rows.map((row) => row.map((piece) => piece.text))).toEqual([['姓名', '张晓明'], ['住址', '北京市朝阳区建国路甲8'], ['8号院3号楼2单元1502号']]);
  });

  it('takes a label spread out or run into its value, and a short label only where a label can start', () => {
    const pieces = piecesOf([line('姓 名张晓明', 0, 0, 200), line('住址 广西南宁市民族大道', 0, 50, 400)], [...LABELS, { name: '民族' }]);
    expect(pieces.filter((piece) => piece.label).map((piece) => piece.label)).toEqual(['姓名', '住址']);
    expect(pieces.map((piece) => piece.text)).toContain('广西南宁市民族大道');
  });

  it('reads a value on from its row to the rows under it, and stops at the next label of its column', () => {
    const pieces = piecesOf([line('住址 北京市朝阳区建国路甲8', 240, 345, 381, 34), line('8号院3号楼2单元1502号', 324, 386, 304, 34), line('公民身份号码 11010519900307013X', 240, 430, 600, 34)], LABELS);
    expect(valueOf(pieces, labelled(pieces, '住址'), 3)).toBe('北京市朝阳区建国路甲88号院3号楼2单元1502号');
  });

  it("ends a value at a gap as wide as a column's", () => {
    const ink = { start: 0, end: 1, gaps: [[0.2, 0.25], [0.5, 0.75]] as [number, number][] };
    const pieces = piecesOf([line('姓名 张晓明 样张', 0, 0, 600, 30, ink)], LABELS);
    expect(rightOf(pieces, labelled(pieces, '姓名')).map((piece) => piece.text)).toEqual(['张晓明']);
  });
});
