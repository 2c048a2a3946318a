import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { runTask, setLocale, toast, useLogin } from '@toolhub/sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectRecognised, openAndRecognise, screenTestSetup, succeeded, toolOf } from '../../test-support/screens';
import IdCardOcr from '../id-card/index';
import BankCardOcr from '../bank-card/index';

vi.mock('@toolhub/sdk', (importOriginal) => import('@toolhub/sdk/test-support/sdk-without-server').then((m) => m.sdkWithoutServer(importOriginal)));

/** The front as the engine answers it; the birth date contradicts the number, so it is to be checked. */
const front = [
  { Name: '姓名', Value: '张晓明' },
  { Name: '性别', Value: '男' },
  { Name: '出生', Value: '1990年8月7日', Uncertain: true },
  { Name: '公民身份号码', Value: '11010519900307013X' },
];
const back = [
  { Name: '签发机关', Value: '北京市公安局朝阳分局' },
  { Name: '有效期限', Value: '2015.08.20-2035.08.20' },
];

const clipboard = { writeText: vi.fn(async (_text: string) => {}) };
const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;

screenTestSetup({ answer: succeeded(front) });
beforeEach(() => {
  // The cards are charged tools: the visitor is logged in with uses left.
  vi.mocked(useLogin).mockReturnValue({ isLogin: true } as ReturnType<typeof useLogin>);
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
});

describe('ID card recognition', () => {
  it('reads the front by default: the side selector starts on 正面, and the fields show as a table', async () => {
    await openAndRecognise(IdCardOcr, './IdCardOcr');
    expect(screen.getByRole('radio', { name: '正面' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('正面为有照片的人像面，反面为有国徽的一面。')).toBeTruthy();
    expectRecognised({ toolName: '身份证识别', scene: 'idcard_ocr', charging: true, data: { sub_req_type: 201, req_data: { item: { extend: { cardSide: 'FRONT' } } } } });
    const table = screen.getByRole('table', { name: '身份证信息' });
    expect(within(rowOf(table, '公民身份号码')).getByRole('cell').textContent).toBe('11010519900307013X');
    expect(screen.getByText('共 4 项')).toBeTruthy();
  });

  it('marks a field the number contradicts as to be checked against the card, not as fact', async () => {
    await openAndRecognise(IdCardOcr, './IdCardOcr');
    const cell = within(rowOf(screen.getByRole('table', { name: '身份证信息' }), '出生')).getByRole('cell');
    expect(within(cell).getByText('待核对')).toBeTruthy();
    expect(document.getElementById(cell.getAttribute('aria-describedby') ?? '')?.textContent).toContain('请对照原件核对');
  });

  it('asks for the back when 反面 is chosen', async () => {
    vi.mocked(runTask).mockResolvedValue(succeeded(back));
    render(<IdCardOcr tool={toolOf('./IdCardOcr')} />);
    const image = new File([new Uint8Array(10)], 'back.png', { type: 'image/png' });
    await act(async () => fireEvent.change(screen.getByLabelText('点击选择文件'), { target: { files: [image] } }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: '反面' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /识别图片/ })));
    expect(vi.mocked(runTask).mock.calls.at(-1)?.[0]).toMatchObject({ data: { sub_req_type: 201, req_data: { item: { extend: { cardSide: 'BACK' } } } } });
    expect(within(rowOf(screen.getByRole('table', { name: '身份证信息' }), '有效期限')).getByRole('cell').textContent).toBe('2015.08.20-2035.08.20');
  });

  it('copies every field, a field to check with its mark', async () => {
    await openAndRecognise(IdCardOcr, './IdCardOcr');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '复制全部' })));
    expect(clipboard.writeText).toHaveBeenCalledWith('姓名\t张晓明\n性别\t男\n出生\t1990年8月7日\t待核对\n公民身份号码\t11010519900307013X');
    expect(toast).toHaveBeenCalledWith('已复制全部识别结果', { kind: 'success' });
  });

  it('names the fields in English on an English page', async () => {
    setLocale('en');
    await openAndRecognise(IdCardOcr, './IdCardOcr', { chooseLabel: 'click to select file', recognise: /Recognise image/ });
    const table = screen.getByRole('table', { name: 'ID card fields' });
    expect(within(rowOf(table, 'ID number')).getByRole('cell').textContent).toBe('11010519900307013X');
    expect(within(rowOf(table, 'Date of birth')).getByText('Check this')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Front' }).getAttribute('aria-checked')).toBe('true');
  });
});

describe('bank card recognition', () => {
  it('has no side selector and asks for the bank card without a side', async () => {
    vi.mocked(runTask).mockResolvedValue(succeeded([{ Name: '卡号', Value: '6225880136724193' }, { Name: '银行', Value: '招商银行' }]));
    await openAndRecognise(BankCardOcr, './BankCardOcr');
    expect(screen.queryByRole('radio')).toBeNull();
    expectRecognised({ toolName: '银行卡识别', scene: 'bankcard_ocr', data: { sub_req_type: 202 } });
    expect(vi.mocked(runTask).mock.calls[0][0].data).not.toHaveProperty('req_data.item.extend');
    expect(within(rowOf(screen.getByRole('table', { name: '银行卡信息' }), '卡号')).getByRole('cell').textContent).toBe('6225880136724193');
  });
});
