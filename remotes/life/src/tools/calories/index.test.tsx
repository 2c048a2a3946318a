import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lastTaskInput, serverAnswers, settle, screenTestSetup, taskFails, taskFinishes, toolOf } from '../../test-support/screens';
import Calories from './index';

vi.mock('@toolhub/sdk', (importOriginal) => import('../../test-support/sdk-mock').then((m) => m.sdkForLifeScreens(importOriginal)));

const tool = toolOf('./Calories');
const search = () => screen.getByRole('combobox', { name: '搜索食物' });
const totalRow = () => screen.getByTestId('calorie-total');
const totals = () => within(totalRow()).getAllByRole('cell').map((cell) => cell.textContent);

async function addByKeyboard(query: string, downs = 0) {
  await act(async () => fireEvent.change(search(), { target: { value: query } }));
  for (let i = 0; i < downs; i++) await act(async () => fireEvent.keyDown(search(), { key: 'ArrowDown' }));
  await act(async () => fireEvent.keyDown(search(), { key: 'Enter' }));
}

screenTestSetup();

describe('the calorie estimate screen', () => {
  it('adds foods found by name from the keyboard and adds up their portions live', async () => {
    serverAnswers();
    render(<Calories tool={tool} />);
    await settle();
    expect(screen.getByText('还没有选择食物：在上方搜索并按回车添加')).toBeTruthy();

    await act(async () => fireEvent.change(search(), { target: { value: 'rice' } }));
    expect(screen.getByRole('option', { name: /米饭/ }).getAttribute('aria-selected')).toBe('true');
    // Each food is shown with its picture, which a screen reader skips: the name says it.
    expect(screen.getByRole('option', { name: /米饭/ }).textContent).toMatch(/^🍚/);
    expect(screen.getByRole('option', { name: /^米饭/ })).toBeTruthy();
    await act(async () => fireEvent.keyDown(search(), { key: 'Enter' }));
    // The search is cleared for the next food; the row takes one bowl (150 g) of rice.
    expect((search() as HTMLInputElement).value).toBe('');
    expect(totals().slice(0, 7)).toEqual(['合计', '', '150', '174', '3.9', '0.5', '38.8']);

    await addByKeyboard('香蕉');
    await act(async () => fireEvent.change(screen.getByLabelText('香蕉的份量'), { target: { value: '2' } }));
    // 150 g rice and 240 g banana: 174 + 223 kcal.
    expect(totals().slice(2, 7)).toEqual(['390', '397', '7.3', '1', '91.6']);
    expect(screen.getByText('中国食物成分表 第6版 065033')).toBeTruthy();

    // Grams instead of the measure.
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: '米饭的份量单位' }), { target: { value: 'grams' } }));
    await act(async () => fireEvent.change(screen.getByLabelText('米饭的份量'), { target: { value: '100' } }));
    expect(totals().slice(2, 4)).toEqual(['340', '339']);
  });

  it('moves through the matches with the arrow keys, and says when nothing matches', async () => {
    serverAnswers();
    render(<Calories tool={tool} />);
    await settle();
    // "e" matches every food with an e in a name: the second one is chosen with ↓.
    await act(async () => fireEvent.change(search(), { target: { value: 'e' } }));
    const options = screen.getAllByRole('option');
    await act(async () => fireEvent.keyDown(search(), { key: 'ArrowDown' }));
    expect(search().getAttribute('aria-activedescendant')).toBe(options[1].id);
    await act(async () => fireEvent.change(search(), { target: { value: '龙虾刺身' } }));
    expect(screen.getByText('食物表里没有找到「龙虾刺身」，换个叫法试试')).toBeTruthy();
  });

  it('refuses a portion of nothing or less, leaving it out of the total', async () => {
    serverAnswers();
    render(<Calories tool={tool} />);
    await settle();
    await addByKeyboard('鸡蛋');
    await act(async () => fireEvent.change(screen.getByLabelText('鸡蛋的份量'), { target: { value: '-1' } }));
    expect(screen.getByRole('alert').textContent).toBe('请输入大于 0 的份量');
    expect(totals().slice(2, 4)).toEqual(['0', '0']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '移除 鸡蛋' })));
    expect(screen.queryByTestId('calorie-total')).toBeNull();
  });

  it('suggests the foods the detector sees in a photo, for the visitor to add', async () => {
    serverAnswers();
    render(<Calories tool={tool} />);
    await settle();
    expect(screen.getByText(/照片只用来帮你找食物/)).toBeTruthy();
    await act(async () => fireEvent.change(screen.getAllByLabelText('点击选择文件')[0], { target: { files: [new File([new Uint8Array(1000)], 'lunch.jpg', { type: 'image/jpeg' })] } }));
    await settle();
    await settle();
    expect(screen.getByRole('img', { name: '食物照片：lunch.jpg' })).toBeTruthy();

    taskFinishes({ Items: [], Total: { Grams: 0, Kcal: 0, Protein: 0, Fat: 0, Carbohydrate: 0 }, Suggestions: [{ Food: 'banana', Label: 'banana', Confidence: 41.6 }], PhotoEngine: 'nanodet-coco' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '识别照片中的食物' })));
    expect(lastTaskInput()).toMatchObject({ type: 141, toolId: 141, scene: 'calories', data: { photo: 'uploads/visitor/lunch.jpg', items: [] } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '添加 香蕉（把握 42%）' })));
    expect(totals().slice(2, 4)).toEqual(['120', '112']);
    expect(screen.getByRole('button', { name: '香蕉 · 已添加' })).toBeTruthy();
  });

  it("says the engine's failure in the page's language", async () => {
    serverAnswers();
    render(<Calories tool={tool} />);
    await settle();
    await act(async () => fireEvent.change(screen.getAllByLabelText('点击选择文件')[0], { target: { files: [new File([new Uint8Array(1000)], 'x.jpg', { type: 'image/jpeg' })] } }));
    await settle();
    await settle();
    taskFails('食物热量估算失败！error reading file', 1201);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '识别照片中的食物' })));
    expect(screen.getByText('食物热量估算失败！无法读取这张图片，文件可能已损坏')).toBeTruthy();
  });
});
