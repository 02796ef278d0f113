import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { escapeHtml } from '../../lib/html';
import { formatCents } from '../../lib/money';
import type { Order } from '../../../src/contracts/orders';

/** Where returns go: the warehouse the prepaid label is addressed to. */
export const RETURNS_ADDRESS = ['Confetti Returns', '400 Harbor Way, Dock 7', 'Secaucus, NJ 07094'] as const;

/**
 * The label's link is a capability: the reference plus an HMAC of it under the app secret, so only
 * the person mailed the label (or shown it after starting the return) can fetch it, and references
 * cannot be walked.
 */
export function labelKey(secret: string, reference: string): string {
  return createHmac('sha256', secret).update(`return-label:${reference}`).digest('base64url').slice(0, 32);
}
export function isLabelKey(secret: string, reference: string, key: string): boolean {
  const expected = Buffer.from(labelKey(secret, reference));
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
export const labelPath = (secret: string, reference: string) =>
  `/web-registry-api/v1/returns/${encodeURIComponent(reference)}/label.pdf?key=${labelKey(secret, reference)}`;

/** One mail job per return: a UUID made from the reference, so a retried send is dropped, not mailed twice. */
export function labelMailJobId(reference: string): string {
  const hex = createHash('sha256').update(`return-label-mail:${reference}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The standard PDF fonts speak WinAnsi only: anything else prints as '?' rather than failing the label. */
const printable = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

export interface LabelInput {
  reference: string;
  orderNumber: string;
  /** The sender's name and town for your own orders; none for a registry gift (the couple's address is never on the giver's label). */
  from: { name: string; city: string; stateCode: string } | null;
  items: Array<{ name: string; quantity: number }>;
  createdAt: Date;
}

/**
 * The prepaid return label, a one-page 4×6 in PDF (pdf-lib): the returns warehouse, the return
 * reference in large print and as bars, the order and the items. Free: the postage is ours.
 */
export async function returnLabelPdf(input: LabelInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Confetti return label ${input.reference}`);
  doc.setSubject(`Prepaid return for order ${input.orderNumber}`);
  doc.setCreator('Confetti');
  doc.setProducer('Confetti (pdf-lib)');
  doc.setCreationDate(input.createdAt);
  const page = doc.addPage([288, 432]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.12);
  let y = 404;
  const line = (text: string, size = 9, font = regular) => {
    page.drawText(printable(text), { x: 18, y, size, font, color: ink, maxWidth: 252 });
    y -= size + 5;
  };
  line('CONFETTI PREPAID RETURN', 13, bold);
  line('No postage needed: this return is free.', 8);
  y -= 6;
  page.drawRectangle({ x: 14, y: y - 58, width: 260, height: 70, borderColor: ink, borderWidth: 1.2 });
  line('SHIP TO', 7, bold);
  for (const l of RETURNS_ADDRESS) line(l, 11, bold);
  y -= 14;
  if (input.from) {
    line('FROM', 7, bold);
    line(input.from.name, 9);
    line(`${input.from.city}, ${input.from.stateCode}`, 9);
    y -= 4;
  }
  line('RETURN REFERENCE', 7, bold);
  line(input.reference, 22, bold);
  // Bars drawn from the reference's characters: a scannable-looking stripe a warehouse would key in by the reference beneath it.
  let x = 18;
  for (const ch of `*${input.reference}*`) {
    const code = ch.charCodeAt(0);
    for (let bit = 0; bit < 6; bit++) {
      const wide = (code >> bit) & 1;
      page.drawRectangle({ x, y: y - 34, width: wide ? 2.4 : 1.1, height: 36, color: ink });
      x += wide ? 4.2 : 2.6;
    }
    if (x > 262) break;
  }
  y -= 50;
  line(`Order ${input.orderNumber}`, 9, bold);
  for (const item of input.items.slice(0, 8)) line(`${item.quantity} x ${item.name}`, 8);
  if (input.items.length > 8) line(`and ${input.items.length - 8} more`, 8);
  return doc.save();
}

/**
 * Mails the label (a mail.send job: SMTP or the outbox, retried) with the link to its PDF and where
 * the refund will go. Once per return (labelMailJobId). A failure to queue it is logged; the return stands.
 */
export async function sendReturnLabel(app: FastifyInstance, order: Order): Promise<void> {
  const ret = order.returnRequest;
  if (!ret) return;
  const link = `${app.config.publicUrl}${labelPath(app.config.appSecret, ret.reference)}`;
  const items = order.lines.filter((l) => ret.lineIds.includes(l.id)).map((l) => `${l.quantity} × ${l.name}`);
  const refundTo =
    ret.refundMethod === 'CREDIT'
      ? 'your Confetti store credit'
      : order.payment
        ? `your ${order.payment.brand} card ending ${order.payment.last4}`
        : 'your Confetti store credit';
  const text = [
    `Hi ${order.giverName},`,
    '',
    `Your return ${ret.reference} for order ${order.orderNumber} is started. Returns are free: print the prepaid label and drop the parcel at any carrier location.`,
    '',
    `Your return label (PDF): ${link}`,
    '',
    'Returning:',
    ...items.map((i) => `- ${i}`),
    '',
    `Once the parcel reaches us we refund ${refundTo} and email you.`,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(order.giverName)},</p><p>Your return <strong>${escapeHtml(ret.reference)}</strong> for order ${escapeHtml(order.orderNumber)} is started. Returns are free: print the prepaid label and drop the parcel at any carrier location.</p><p><a href="${escapeHtml(link)}">Download your return label (PDF)</a></p><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul><p>Once the parcel reaches us we refund ${escapeHtml(refundTo)} and email you.</p>`;
  await app.mailer
    .send(
      { to: order.email, subject: `Your free return label for order ${order.orderNumber}`, text, html },
      { id: labelMailJobId(ret.reference) },
    )
    .catch((err: unknown) => app.log.error({ err, reference: ret.reference }, 'return label mail failed'));
}

/** The mail once the parcel is back: what was refunded, and where. */
export async function sendRefundMail(app: FastifyInstance, order: Order): Promise<void> {
  const ret = order.returnRequest;
  if (!ret || ret.status !== 'RECEIVED') return;
  const parts = [
    ret.cardRefundCents
      ? `${formatCents(ret.cardRefundCents)} to your ${order.payment ? `${order.payment.brand} card ending ${order.payment.last4}` : 'card'}`
      : null,
    ret.creditRefundCents ? `${formatCents(ret.creditRefundCents)} to your Confetti store credit` : null,
  ].filter(Boolean);
  const text = [
    `Hi ${order.giverName},`,
    '',
    `We received your return ${ret.reference} for order ${order.orderNumber}.`,
    parts.length ? `We refunded ${parts.join(' and ')}.` : 'There was nothing left to refund on this order.',
  ].join('\n');
  await app.mailer
    .send({
      to: order.email,
      subject: `We received your return ${ret.reference}`,
      text,
      html: `<p>${text.split('\n').filter(Boolean).map(escapeHtml).join('</p><p>')}</p>`,
    })
    .catch((err: unknown) => app.log.error({ err, reference: ret.reference }, 'refund mail failed'));
}
