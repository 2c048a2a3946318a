import { act, fireEvent, render, screen } from '@testing-library/react';
import { runTask } from '@toolhub/sdk';
import { describe, expect, it, vi } from 'vitest';
import { lastTaskInput, press, screenTestSetup, taskFinishes, toolOf } from '../../test-support/screens';
import WebPage from './index';

vi.mock('@toolhub/sdk', (importOriginal) => import('@toolhub/sdk/test-support/sdk-without-server').then((m) => m.sdkWithoutServer(importOriginal)));

const tool = toolOf('./WebPage');
const ARTICLE = {
  Url: 'https://mp.weixin.qq.com/s/AbC',
  Title: '春季养生的五个建议',
  Author: '健康生活周刊',
  Published: '2024-04-01T00:00:00.000Z',
  Paragraphs: ['春天气温变化大，出门时要注意随时增减衣物。', '饮食上宜清淡。'],
  Text: '春天气温变化大，出门时要注意随时增减衣物。\n\n饮食上宜清淡。',
  Images: ['https://mmbiz.qpic.cn/a.jpg'],
};

screenTestSetup();

describe('web page article', () => {
  it('takes only WeChat article links in the WeChat mode, then shows the article with its author and images', async () => {
    render(<WebPage tool={tool} />);
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: '公众号文章' })));
    fireEvent.change(screen.getByRole('textbox', { name: /网址/ }), { target: { value: 'https://example.com/s/abc' } });
    await press('提取文章');
    expect(screen.getByText('请输入微信公众号文章链接（https://mp.weixin.qq.com/s/...）')).toBeTruthy();
    expect(runTask).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: /网址/ }), { target: { value: 'https://mp.weixin.qq.com/s/AbC' } });
    taskFinishes(ARTICLE);
    await press('提取文章');
    expect(lastTaskInput()).toMatchObject({ type: 124, scene: 'parse_web_page', data: { url: 'https://mp.weixin.qq.com/s/AbC', wxOnly: true } });
    expect(screen.getByRole('heading', { name: '春季养生的五个建议' })).toBeTruthy();
    expect(screen.getByText(/作者：健康生活周刊/)).toBeTruthy();
    // The publish time as people read one (in the visitor's zone), not as the machine wrote it.
    expect(screen.getByText(/发布时间：2024年[34]月\d+日 \d{2}:\d{2}/)).toBeTruthy();
    expect(screen.getByText('饮食上宜清淡。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看文章第 1 张图片' }).getAttribute('href')).toBe('https://mmbiz.qpic.cn/a.jpg');
    expect(screen.getByText(/不会访问内网地址/)).toBeTruthy();
  });
});
