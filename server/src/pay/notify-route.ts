/**
 * POST /api/pay/notify/wxpay: the provider's signed payment notifications. They come from
 * the provider, not a page, so the route needs no browser token. WeChat Pay reads a 2xx as
 * "received" and retries anything else, so only a settled notification answers 204.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { allowWithoutToken } from '../auth/guard';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { ReadCache } from '../read-cache';
import { fulfilOrder } from './fulfil';
import type { PayProvider } from './provider';
import { rawBodyOf, withRawBody } from './raw-body';
import { readNotification } from './wxpay/notification';

export const WXPAY_NOTIFY_PATH = '/api/pay/notify/wxpay';

const refuse = (reply: FastifyReply, status: number, message: string) => reply.status(status).send({ code: 'FAIL', message });

export async function notifyRoute(app: FastifyInstance, { db, readCache, clock, provider }: { db: Db; readCache: ReadCache; clock: Clock; provider: PayProvider }) {
  allowWithoutToken(WXPAY_NOTIFY_PATH);
  await withRawBody(app, (scope) => {
    scope.post(WXPAY_NOTIFY_PATH, async (request, reply) => {
      const verdict = readNotification(provider.settings(), request.headers, rawBodyOf(request.body), clock());
      if (verdict.kind === 'refused') {
        request.log.warn({ reason: verdict.reason }, 'wxpay notification refused');
        return refuse(reply, verdict.status, verdict.reason);
      }
      if (verdict.kind === 'ignored') {
        request.log.info({ reason: verdict.reason }, 'wxpay notification ignored');
        return reply.status(204).send();
      }
      const { transaction } = verdict;
      const about = { order_id: transaction.out_trade_no, transaction_id: transaction.transaction_id, notification_id: verdict.notificationId };
      let result: Awaited<ReturnType<typeof fulfilOrder>>;
      try {
        result = await fulfilOrder(
          db,
          readCache,
          { orderId: transaction.out_trade_no, transactionId: transaction.transaction_id, amount: transaction.amount.total },
          clock(),
        );
      } catch (error) {
        // Nothing was committed; the provider retries later.
        request.log.error({ ...about, err: error }, 'order fulfilment failed');
        return refuse(reply, 500, 'service error');
      }
      switch (result.kind) {
        case 'fulfilled':
          request.log.info(about, 'order paid');
          return reply.status(204).send();
        case 'already':
          return reply.status(204).send();
        case 'unknown_order':
          request.log.error(about, 'payment of an unknown order');
          return refuse(reply, 404, 'unknown out_trade_no');
        case 'amount_mismatch':
          request.log.error({ ...about, paid: transaction.amount.total, expected: result.expected }, 'payment amount differs from the order');
          return refuse(reply, 400, 'amount does not match the order');
        case 'conflict':
          request.log.error({ ...about, reason: result.reason }, 'payment conflicts with another');
          return refuse(reply, 409, result.reason);
      }
    });
  });
}
