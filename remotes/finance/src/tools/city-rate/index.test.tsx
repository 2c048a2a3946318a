import { describe, expect, it, vi } from 'vitest';
import type { CityRatePolicy } from '@toolhub/contracts';
import { answers } from '../../test-support/fake-sdk';
import { ok } from '../../test-support/fixtures';
import { byLabel, render, resetAfterEach, toolOf, type } from '../../test-support/render';
import CityRate, { matchesCity } from './index';

vi.mock('@toolhub/sdk', async () => (await import('../../test-support/fake-sdk')).fakeSdk);

const tool = toolOf('./CityRate');
const policy = (city: string, cityEn: string, province: string): CityRatePolicy => ({
  city,
  cityEn,
  province,
  firstHomeRate: null,
  secondHomeRate: null,
  firstHomeDownPayment: 15,
  secondHomeDownPayment: city === '北京' ? 20 : 15,
  providentFirstRate: 2.6,
  providentSecondRate: 3.075,
  note: '说明',
  effectiveDate: '2024-09-30',
  source: `${city}通知`,
});
const cities = [policy('北京', 'Beijing', '北京市'), policy('杭州', 'Hangzhou', '浙江省')];

describe('city rate screen', () => {
  resetAfterEach();

  it('matches Chinese names with or without 市, provinces and English names', () => {
    expect(matchesCity(cities[0], '北京市')).toBe(true);
    expect(matchesCity(cities[1], '浙江')).toBe(true);
    expect(matchesCity(cities[1], 'HANG')).toBe(true);
    expect(matchesCity(cities[1], '北京')).toBe(false);
  });

  it('filters the cities as the visitor types, each with its source and date', async () => {
    answers.set('/api/getCityRatePolicy', ok(cities));
    const { container } = await render(CityRate, { tool });
    expect(container.querySelectorAll('li')).toHaveLength(2);
    await type(byLabel(container, '搜索城市'), 'beijing');
    const items = container.querySelectorAll('li');
    expect(items).toHaveLength(1);
    expect(items[0].textContent).toContain('20.00%');
    expect(items[0].textContent).toContain('3.075%');
    expect(items[0].textContent).toContain('来源：北京通知 · 生效日期：2024-09-30');
  });

  it('says so when no city matches', async () => {
    answers.set('/api/getCityRatePolicy', ok(cities));
    const { container } = await render(CityRate, { tool });
    await type(byLabel(container, '搜索城市'), '火星');
    expect(container.querySelectorAll('li')).toHaveLength(0);
    expect(container.textContent).toContain('没有找到“火星”，目前收录 2 个城市。');
  });
});
