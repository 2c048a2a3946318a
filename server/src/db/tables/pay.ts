/** Tables of orders and payments (migration 005_pay). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PayTables {}
