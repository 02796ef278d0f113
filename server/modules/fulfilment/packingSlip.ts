import { and, asc, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders, shipmentLines, shipments } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { registrySummary } from '../cart/lines';
import { printable } from '../guests/labels';

/**
 * A shipment's packing slip, for the couple (GET /registry/shipments/{id}/packing-slip): what is in
 * the parcel, how many, who gave each gift and their message. Never a price: a gift's value is the
 * giver's to keep. The slip is built as plain lines first (tested for amounts), then drawn with pdf-lib.
 */
export interface PackingSlip {
  shipmentId: number;
  coupleName: string;
  carrier: string;
  trackingNumber: string;
  shippedAt: Date;
  items: Array<{ name: string; quantity: number; giverName: string; giftMessage: string; orderNumber: string }>;
}

export async function packingSlipFor(db: DbOrTx, registryId: number, shipmentId: number): Promise<PackingSlip> {
  const [shipment] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, shipmentId), eq(shipments.registryId, registryId)));
  if (!shipment) throw notFound('We could not find that shipment.');
  const rows = await db
    .select({
      name: orderLines.name,
      skuLabel: orderLines.skuLabel,
      quantity: orderLines.quantity,
      giverName: orders.giverName,
      giftMessage: orders.giftMessage,
      orderNumber: orders.orderNumber,
    })
    .from(shipmentLines)
    .innerJoin(orderLines, eq(orderLines.id, shipmentLines.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(shipmentLines.shipmentId, shipmentId))
    .orderBy(asc(orderLines.id));
  return {
    shipmentId,
    coupleName: (await registrySummary(db, registryId))?.coupleName ?? '',
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    shippedAt: shipment.shippedAt,
    items: rows.map((r) => ({
      name: r.skuLabel ? `${r.name} (${r.skuLabel})` : r.name,
      quantity: r.quantity,
      giverName: r.giverName,
      giftMessage: r.giftMessage,
      orderNumber: r.orderNumber,
    })),
  };
}

export type SlipLine = { text: string; style: 'title' | 'heading' | 'body' | 'muted' | 'quote' };

/** The slip's text, top to bottom. */
export function packingSlipLines(slip: PackingSlip): SlipLine[] {
  const lines: SlipLine[] = [
    { text: 'Packing slip', style: 'title' },
    { text: `For ${slip.coupleName}`, style: 'heading' },
    {
      text: `Shipment ${slip.shipmentId} · ${slip.carrier} ${slip.trackingNumber} · shipped ${slip.shippedAt.toISOString().slice(0, 10)}`,
      style: 'muted',
    },
  ];
  for (const item of slip.items) {
    lines.push({ text: `${item.quantity} × ${item.name}`, style: 'heading' });
    lines.push({ text: `From ${item.giverName} (order ${item.orderNumber})`, style: 'body' });
    if (item.giftMessage.trim()) lines.push({ text: `“${item.giftMessage.trim()}”`, style: 'quote' });
  }
  lines.push({ text: 'Gift receipts carry no prices. Keep this slip for your thank-you notes.', style: 'muted' });
  return lines;
}

const SIZES: Record<SlipLine['style'], number> = { title: 20, heading: 12, body: 10, muted: 9, quote: 10 };
const PAGE: [number, number] = [612, 792];
const MARGIN = 54;

/** Splits a text into lines that fit `width` at `size`. */
function wrap(text: string, measure: (t: string) => number, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next) <= width || !line) line = next;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  return out;
}

export async function packingSlipPdf(slip: PackingSlip): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Packing slip, shipment ${slip.shipmentId}`);
  doc.setCreator('Confetti');
  doc.setProducer('Confetti (pdf-lib)');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const italic = await doc.embedFont(StandardFonts.HelveticaOblique);
  let page = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  for (const line of packingSlipLines(slip)) {
    const font = line.style === 'title' || line.style === 'heading' ? bold : line.style === 'quote' ? italic : regular;
    const size = SIZES[line.style];
    const text = printable(font, line.text);
    if (line.style === 'heading') y -= 6;
    for (const part of wrap(text, (t) => font.widthOfTextAtSize(t, size), PAGE[0] - 2 * MARGIN)) {
      if (y < MARGIN + size) {
        page = doc.addPage(PAGE);
        y = PAGE[1] - MARGIN;
      }
      page.drawText(part, {
        x: MARGIN,
        y: y - size,
        size,
        font,
        color: line.style === 'muted' ? rgb(0.33, 0.35, 0.41) : rgb(0.12, 0.14, 0.19),
      });
      y -= size * 1.4;
    }
  }
  return doc.save();
}
