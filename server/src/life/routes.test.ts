/**
 * The everyday family's plain calls: the nutrition table and "which address do you see me
 * at". A forwarded address is believed only when the server is set to trust its proxy.
 */
import { LIFE_API, type FoodTable, type WhereAmI } from '@toolhub/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db';
import { lifeRoutes } from './routes';

async function appWith(trustProxy: boolean) {
  const app = Fastify({ trustProxy });
  await lifeRoutes(app, { db: {} as Db, login: async () => undefined });
  return app;
}

describe('the life family plain calls', () => {
  it('serves the nutrition table with each food’s figures and source', async () => {
    const app = await appWith(false);
    const res = await app.inject({ method: 'GET', url: LIFE_API.foods });
    expect(res.statusCode).toBe(200);
    const { ret, data } = res.json<{ ret: number; data: FoodTable }>();
    expect(ret).toBe(0);
    expect(data.foods.find((f) => f.id === 'apple')).toMatchObject({ zh: '苹果', en: 'Apple', per100g: { kcal: 53 }, source: 'CFCT6' });
    expect(res.headers['cache-control']).toMatch(/max-age=/);
  });

  it('tells the visitor the address their request comes from, ignoring a forwarded header it cannot trust', async () => {
    const app = await appWith(false);
    const res = await app.inject({ method: 'GET', url: LIFE_API.whereAmI, remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '120.24.78.68' } });
    expect(res.json<{ data: WhereAmI }>().data.ip).toBe('203.0.113.9');
  });

  it('believes the forwarded address when ops put a proxy in front', async () => {
    const app = await appWith(true);
    const res = await app.inject({ method: 'GET', url: LIFE_API.whereAmI, remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '120.24.78.68' } });
    expect(res.json<{ data: WhereAmI }>().data.ip).toBe('120.24.78.68');
  });
});
