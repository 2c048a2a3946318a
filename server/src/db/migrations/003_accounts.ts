import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account')
    .addColumn('qbid', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('account_provider_openid', ['provider', 'openid'])
    .execute();
  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('refresh_hash', 'text', (c) => c.notNull().unique())
    .addColumn('qbid', 'text', (c) => c.notNull())
    .addColumn('guid', 'text', (c) => c.notNull())
    .addColumn('logintype', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('session_qbid').on('session').column('qbid').execute();
  // A new login revokes the browser's earlier sessions, found by its device guid.
  await db.schema.createIndex('session_guid').on('session').column('guid').execute();

  await db.schema
    .createTable('login_state')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('guid', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('redirect', 'text', (c) => c.notNull())
    .addColumn('search', 'text', (c) => c.notNull())
    .addColumn('callback_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('login_state_created_at').on('login_state').column('created_at').execute();

  await db.schema
    .createTable('sandbox_grant')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('appid', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('unionid', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('sandbox_grant_created_at').on('sandbox_grant').column('created_at').execute();
  await db.schema
    .createTable('sandbox_access_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('appid', 'text', (c) => c.notNull())
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('unionid', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sandbox_access_token_expires_at').on('sandbox_access_token').column('expires_at').execute();
  await db.schema
    .createTable('sandbox_qr_login')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    .addColumn('appid', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sandbox_qr_login_created_at').on('sandbox_qr_login').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sandbox_qr_login', 'sandbox_access_token', 'sandbox_grant', 'login_state', 'session', 'account']) {
    await db.schema.dropTable(table).execute();
  }
}
