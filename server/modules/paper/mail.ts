import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/html';
import { CARD_TYPE_LABELS, SAMPLES_PATH, type SampleOrderAnswer } from '../../../src/contracts/paper';

/** The sample order's confirmation: what is coming and where. */
export function sampleConfirmationMail(publicUrl: string, order: SampleOrderAnswer) {
  const lines = order.samples.map((s) => `${s.name} (${CARD_TYPE_LABELS[s.card_type]}), ${s.colourway_name}`);
  const a = order.ship_to;
  const address = [a.name, a.address1, a.address2, `${a.city}, ${a.state_code} ${a.zip_code}`].filter(Boolean);
  const left =
    order.samples_left > 0
      ? `You can order ${order.samples_left} more free ${order.samples_left === 1 ? 'sample' : 'samples'}: ${publicUrl}${SAMPLES_PATH}`
      : 'You have used all your free samples.';
  const text = [
    `Your free samples are on their way (order ${order.order_number}).`,
    '',
    ...lines.map((l) => `- ${l}`),
    '',
    'Mailed free to:',
    ...address,
    '',
    left,
  ].join('\n');
  const html = `<p>Your free samples are on their way (order <strong>${escapeHtml(order.order_number)}</strong>).</p><ul>${lines
    .map((l) => `<li>${escapeHtml(l)}</li>`)
    .join('')}</ul><p>Mailed free to:<br>${address.map(escapeHtml).join('<br>')}</p><p>${escapeHtml(left)}</p>`;
  return { to: order.email, subject: `Your Confetti paper samples (${order.order_number})`, text, html };
}

/** Queues it (a mail.send job: SMTP or the outbox, retried). A failure to queue is logged; the order stands. */
export async function sendSampleConfirmation(app: FastifyInstance, order: SampleOrderAnswer): Promise<void> {
  await app.mailer
    .send(sampleConfirmationMail(app.config.publicUrl, order))
    .catch((err: unknown) => app.log.error({ err, orderNumber: order.order_number }, 'sample confirmation mail failed'));
}
