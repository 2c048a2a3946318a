import { describe, expect, it } from 'vitest';
import { seal, unseal } from './sealed';

const secret = 'a server secret';

describe('sealed values', () => {
  it('opens what it sealed, until it expires', () => {
    const sealed = seal(secret, 'payer', { qbid: 'q1' }, 2000);
    expect(unseal(secret, 'payer', sealed, 1999)).toEqual({ qbid: 'q1' });
    expect(unseal(secret, 'payer', sealed, 2000)).toBeUndefined();
  });

  it('opens nothing altered, sealed for another purpose or under another secret', () => {
    const sealed = seal(secret, 'payer', { qbid: 'q1' }, 2000);
    const [payload, signature] = sealed.split('.');
    const altered = `${Buffer.from(JSON.stringify({ v: { qbid: 'q2' }, e: 2000 })).toString('base64url')}.${signature}`;
    expect(unseal(secret, 'payer', altered, 0)).toBeUndefined();
    expect(unseal(secret, 'state', sealed, 0)).toBeUndefined();
    expect(unseal('another secret', 'payer', sealed, 0)).toBeUndefined();
    expect(unseal(secret, 'payer', `${payload}.${signature}.x`, 0)).toBeUndefined();
    expect(unseal(secret, 'payer', undefined, 0)).toBeUndefined();
  });
});
