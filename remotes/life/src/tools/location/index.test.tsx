import type { LocationResult } from '@toolhub/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { runTask } from '@toolhub/sdk';
import { describe, expect, it, vi } from 'vitest';
import { lastTaskInput, serverAnswers, screenTestSetup, taskFails, taskFinishes, toolOf } from '../../test-support/screens';
import Location from './index';

vi.mock('@toolhub/sdk', (importOriginal) => import('../../test-support/sdk-mock').then((m) => m.sdkForLifeScreens(importOriginal)));

const tool = toolOf('./Location');

const SHENZHEN: LocationResult = {
  Query: 'ip',
  Ip: '120.24.78.68',
  IpVersion: 4,
  Scope: 'public',
  Country: '中国',
  CountryCode: 'CN',
  Province: '广东省',
  ProvinceEn: 'Guangdong',
  City: '深圳市',
  Isp: '阿里云',
  Latitude: 23.11667,
  Longitude: 113.25,
  Approximate: true,
  Nearby: [{ Name: 'Guangzhou', CountryCode: 'CN', Latitude: 23.11667, Longitude: 113.25, Population: 11071424, DistanceKm: 0 }],
};

const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

screenTestSetup();

describe('the location screen', () => {
  it('looks up a typed IP address and shows its province and city with a drawing', async () => {
    render(<Location tool={tool} />);
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'IP 查询' })));
    await act(async () => fireEvent.change(screen.getByLabelText('IP 地址'), { target: { value: ' 120.24.78.68 ' } }));
    taskFinishes(SHENZHEN);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '查询' })));
    expect(lastTaskInput()).toMatchObject({ type: 143, toolId: 142, scene: 'location', charging: false, data: { ip: '120.24.78.68' } });
    expect(fact('省份')).toBe('广东省（Guangdong）');
    expect(fact('城市')).toBe('深圳市');
    expect(screen.getByText(/图上标的是省会/)).toBeTruthy();
    expect(screen.getByRole('img', { name: /位置示意图/ })).toBeTruthy();
    expect(screen.getByText('Guangzhou')).toBeTruthy();
    expect(screen.getByText(/GeoNames（CC BY 4.0）/)).toBeTruthy();
  });

  it('asks for an address before looking one up, and words a refused one', async () => {
    render(<Location tool={tool} />);
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'IP 查询' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '查询' })));
    expect(screen.getByRole('alert').textContent).toBe('请输入 IP 地址');
    expect(runTask).not.toHaveBeenCalled();
    await act(async () => fireEvent.change(screen.getByLabelText('IP 地址'), { target: { value: '999.1.1.1' } }));
    taskFails('位置查询失败！invalid IP address');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '查询' })));
    expect(screen.getByText('位置查询失败！IP 地址格式不正确')).toBeTruthy();
  });

  it("uses the browser's position once it is allowed, and says so when it is not", async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) => ok({ coords: { latitude: 39.9087, longitude: 116.3975 } } as GeolocationPosition));
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    render(<Location tool={tool} />);
    expect(screen.getByText(/浏览器会询问是否允许获取你的位置/)).toBeTruthy();
    taskFinishes({ Query: 'coordinates', Latitude: 39.9087, Longitude: 116.3975, Country: '中国', CountryCode: 'CN', Province: '北京市', ProvinceEn: 'Beijing', City: 'Beijing', Approximate: false, Nearby: [] } satisfies LocationResult);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '使用浏览器定位' })));
    expect(lastTaskInput()?.data).toEqual({ latitude: 39.9087, longitude: 116.3975 });
    expect(fact('城市')).toBe('Beijing');

    getCurrentPosition.mockImplementation((_ok: PositionCallback, fail?: PositionErrorCallback | null) => fail?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError));
    vi.mocked(runTask).mockClear();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '使用浏览器定位' })));
    expect(screen.getByRole('alert').textContent).toMatch(/^没有获得定位权限/);
    expect(runTask).not.toHaveBeenCalled();
  });

  it('looks up the address the server sees, and says a loopback address has no place', async () => {
    serverAnswers({ ip: '127.0.0.1' });
    render(<Location tool={tool} />);
    taskFinishes({ Query: 'ip', Ip: '127.0.0.1', IpVersion: 4, Scope: 'loopback', Approximate: true, Nearby: [] } satisfies LocationResult);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '按我的网络地址（IP）查询' })));
    expect(lastTaskInput()?.data).toEqual({ ip: '127.0.0.1' });
    expect(fact('地址类型')).toMatch(/^本机回环地址/);
  });

  it('looks up typed coordinates', async () => {
    render(<Location tool={tool} />);
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: '经纬度查询' })));
    await act(async () => fireEvent.change(screen.getByLabelText('纬度'), { target: { value: '31.24' } }));
    await act(async () => fireEvent.change(screen.getByLabelText('经度'), { target: { value: 'east' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '查询' })));
    expect(screen.getByRole('alert').textContent).toMatch(/经纬度不正确/);
    await act(async () => fireEvent.change(screen.getByLabelText('经度'), { target: { value: '121.49' } }));
    taskFinishes({ Query: 'coordinates', Latitude: 31.24, Longitude: 121.49, Province: '上海市', City: 'Shanghai', Approximate: false, Nearby: [] } satisfies LocationResult);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '查询' })));
    expect(lastTaskInput()?.data).toEqual({ latitude: 31.24, longitude: 121.49 });
    expect(fact('坐标')).toBe('31.24, 121.49');
  });
});
