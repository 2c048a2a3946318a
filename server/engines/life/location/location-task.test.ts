/**
 * The location tool through the real task engine and the spec's `/cgi-bin/tools/location` call:
 * an IP address to its province and city, coordinates to the nearest city, a malformed address
 * refused — and no use taken, the tool being free. Needs remotes/life built.
 */
import { LIFE_SCENES, LIFE_TYPES, taskViewResponseSchema, type LocationResult } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { getCall, postCall } from '../../../src/equity/test-support/calls';
import { created, leftUses, untilEnded } from '../../../src/tasks/test-support/calls';
import { engineTestAppForFile, type TaskTestApp } from '../../../src/tasks/test-support/harness';
import { sessionHeaders } from '../../../src/test-support';

let t: TaskTestApp;
engineTestAppForFile((hub) => (t = hub));

describe('location task', () => {
  it('finds the province and city of an IP address, and the city nearest to coordinates, for free', async () => {
    const h = await sessionHeaders(t.app);
    const before = await leftUses(t, h, LIFE_SCENES.Location);
    const byIp = await created(t, h, { type: LIFE_TYPES.Location, data: { ip: '202.96.209.133' }, scene: LIFE_SCENES.Location, toolId: 142 });
    const ipAnswer = await untilEnded(t, h, byIp.common_rsp.task_id);
    expect(ipAnswer.common_rsp.state, JSON.stringify(ipAnswer.rsp_header)).toBe('done');
    expect(JSON.parse(ipAnswer.business_data.data) as LocationResult).toMatchObject({ Province: '上海市', City: '上海市', CountryCode: 'CN' });

    const byPoint = await created(t, h, { type: LIFE_TYPES.Location, data: { latitude: 30.2741, longitude: 120.1551 }, scene: LIFE_SCENES.Location, toolId: 142 });
    const pointAnswer = await untilEnded(t, h, byPoint.common_rsp.task_id);
    expect(JSON.parse(pointAnswer.business_data.data) as LocationResult).toMatchObject({ Province: '浙江省', City: 'Hangzhou' });
    expect(await leftUses(t, h, LIFE_SCENES.Location)).toBe(before);
  }, 60_000);

  it('answers /cgi-bin/tools/location, refusing what is no IP address', async () => {
    const h = await sessionHeaders(t.app);
    const res = await postCall(t, h, '/cgi-bin/tools/location', { ip: '8.8.8.8', is_async: false });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = taskViewResponseSchema.parse(res.json());
    expect(data.state, JSON.stringify(data)).toBe('done');
    expect(JSON.parse(data.result ?? '{}') as LocationResult).toMatchObject({ Country: '美国', CountryCode: 'US' });

    const bad = await postCall(t, h, '/cgi-bin/tools/location', { ip: '1.2.3', is_async: false });
    const { data: failed } = taskViewResponseSchema.parse(bad.json());
    expect(failed.state).toBe('failed');
    expect(failed.reason).toContain('invalid IP address');
    const read = await getCall(t, h, `/cgi-bin/tools/location?task_id=${failed.task_id}`);
    expect(taskViewResponseSchema.parse(read.json()).data.state).toBe('failed');
  }, 60_000);
});
