import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { orderReturns, orders } from '../../db/schema';
import { defineRoute } from '../../lib/route';
import { notFound } from '../../lib/errors';
import { text } from '../../../src/contracts/inputs';
import { orderView } from '../orders/view';
import { createPaymentProvider } from '../payments/provider';
import { isLabelKey, returnLabelPdf, sendRefundMail } from './label';
import { receiveReturn } from './receive';
import type { OrderAnswer } from '../../../src/contracts/orders';

const referenceParams = z.object({ reference: text(30).min(1, 'Enter the return reference.') });
const labelQuery = z.object({ key: text(64).min(1, 'This label link is incomplete.') });
const LABEL_NOT_FOUND = 'We could not find that return label.';

/**
 * Free returns (issue 26; server/API.md "Free returns"): the prepaid label's PDF behind the mailed
 * link, and in development and tests the sandbox step that receives a return.
 */
export async function returnRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/web-registry-api/v1/returns/:reference/label.pdf',
    params: referenceParams,
    query: labelQuery,
    handler: async ({ params, query }, _request, reply) => {
      // A wrong key and an unknown reference answer alike: the link is the only way in.
      if (!isLabelKey(app.config.appSecret, params.reference, query.key)) throw notFound(LABEL_NOT_FOUND);
      const [row] = await app.db
        .select({ ret: orderReturns, order: orders })
        .from(orderReturns)
        .innerJoin(orders, eq(orders.id, orderReturns.orderId))
        .where(eq(orderReturns.reference, params.reference))
        .limit(1);
      if (!row) throw notFound(LABEL_NOT_FOUND);
      const view = await orderView(app.db, row.order);
      const pdf = await returnLabelPdf({
        reference: row.ret.reference,
        orderNumber: row.order.orderNumber,
        from: view.shipTo,
        items: view.lines.filter((l) => row.ret.lineIds.includes(l.id)).map((l) => ({ name: l.name, quantity: l.quantity })),
        createdAt: row.ret.createdAt,
      });
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="confetti-return-${row.ret.reference}.pdf"`)
        .send(Buffer.from(pdf));
    },
  });

  if (app.config.env === 'production' || app.config.env === 'staging') return;
  const provider = createPaymentProvider(app.config.paymentProvider, app.config.appSecret);
  defineRoute(app, {
    method: 'POST',
    url: '/dev/returns/:reference/receive',
    params: referenceParams,
    handler: async ({ params }): Promise<OrderAnswer> => {
      const order = await receiveReturn(app.db, provider, params.reference, new Date());
      await sendRefundMail(app, order);
      return { order };
    },
  });
}
