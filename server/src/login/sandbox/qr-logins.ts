/**
 * The sandbox WeChat QR codes: shown on the qrconnect page (waiting), opened on the "phone"
 * (scanned), then confirmed with a code or cancelled. Kept in the database so the page may
 * poll one server process while the phone talks to another.
 */
import crypto from 'node:crypto';
import type { Db } from '../../db';

export const QR_TTL_MS = 5 * 60 * 1000;

export type QrStatus = 'waiting' | 'scanned' | 'confirmed' | 'cancelled' | 'expired';

export interface QrLogin {
  status: QrStatus;
  appid: string;
  redirectUri: string;
  code: string | null;
}

export async function createQrLogin(db: Db, { appid, redirectUri }: { appid: string; redirectUri: string }, now: number): Promise<string> {
  const uuid = crypto.randomBytes(12).toString('base64url');
  await db.deleteFrom('sandbox_qr_login').where('created_at', '<', now - 24 * 60 * 60 * 1000).execute();
  await db
    .insertInto('sandbox_qr_login')
    .values({ uuid, appid, redirect_uri: redirectUri, status: 'waiting', code: null, created_at: now, updated_at: now })
    .execute();
  return uuid;
}

/** The QR code's state now; undefined for an unknown uuid. A code not confirmed in time has expired. */
export async function qrLoginOf(db: Db, uuid: string, now: number): Promise<QrLogin | undefined> {
  if (!uuid) return undefined;
  const row = await db.selectFrom('sandbox_qr_login').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  if (!row) return undefined;
  const pending = row.status === 'waiting' || row.status === 'scanned';
  const status = pending && row.created_at <= now - QR_TTL_MS ? 'expired' : (row.status as QrStatus);
  return { status, appid: row.appid, redirectUri: row.redirect_uri, code: row.code };
}

/** Moves a live QR code from one status to the next; false when it was not in `from` (or expired). */
export async function advanceQrLogin(
  db: Db,
  { uuid, from, to, code = null }: { uuid: string; from: QrStatus; to: QrStatus; code?: string | null },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_qr_login')
    .set({ status: to, code, updated_at: now })
    .where('uuid', '=', uuid)
    .where('status', '=', from)
    .where('created_at', '>', now - QR_TTL_MS)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
