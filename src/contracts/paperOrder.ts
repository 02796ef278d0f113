import { z } from 'zod';
import { idParam } from './inputs';
import {
  OPTION_KIND_LABELS,
  OPTION_KINDS,
  QUOTE_MESSAGES,
  TIER_QUANTITIES,
  type CardType,
  type OptionChoice,
  type OptionKind,
  type PaperOption,
  type PriceTier,
  quotePrice,
} from './paper';
import { projectPath, proofUrl } from './paperProjects';

/**
 * Ordering paper (issue 30, "Ordering"): a project goes into the cart as a PAPER line with a
 * quantity at one of the price tiers and its paper options; checkout takes it only while the
 * proof of its current version is approved. Declared once, used by the server and the SPA.
 */

export const PAPER_CART_PATH = (projectId: number): string => `/web-api/v2/paper/projects/${projectId}/cart`;
export const PAPER_LINE_PATH = (itemId: number): string => `/web-api/v2/paper/cart-lines/${itemId}`;

/** The quantities a paper line can have: the tiers' starting quantities. */
export const PAPER_LINE_QUANTITIES: readonly number[] = TIER_QUANTITIES;

/** The option kinds the couple chooses when ordering (the cut shape is the project's own). */
export const ORDER_OPTION_KINDS = ['STOCK', 'FOIL', 'ENVELOPE', 'LINER'] as const satisfies readonly OptionKind[];
export type OrderOptionKind = (typeof ORDER_OPTION_KINDS)[number];

export const PAPER_ORDER_MESSAGES = {
  quantity: `Choose one of the quantities offered: ${TIER_QUANTITIES.slice(0, -1).join(', ')} or ${TIER_QUANTITIES.at(-1)}.`,
  option: QUOTE_MESSAGES.option,
  notFound: 'We could not find that card in your cart.',
  registryMix: 'Your cart has gifts from a registry. Check out or remove them first to order your paper.',
  needsApproval: 'Needs your approval: approve the proof before paying.',
  /** Checkout's refusal (code checkout.proof_not_approved). */
  proofNotApproved: (name: string): string => `Approve the proof of ${name} before paying.`,
} as const;
export const PROOF_NOT_APPROVED_CODE = 'checkout.proof_not_approved';

export const paperTierQuantity = z
  .number({ message: PAPER_ORDER_MESSAGES.quantity })
  .int(PAPER_ORDER_MESSAGES.quantity)
  .refine((q) => PAPER_LINE_QUANTITIES.includes(q), PAPER_ORDER_MESSAGES.quantity);

const optionKey = z.string().regex(/^[a-z0-9-]{1,60}$/, PAPER_ORDER_MESSAGES.option);

/** POST /web-api/v2/paper/projects/{id}/cart. Options not chosen are each kind's included (first) option. */
export const addPaperToCartBody = z
  .object({
    quantity: paperTierQuantity,
    options: z
      .object({ STOCK: optionKey.optional(), FOIL: optionKey.optional(), ENVELOPE: optionKey.optional(), LINER: optionKey.optional() })
      .strict()
      .default({}),
  })
  .strict();
export type AddPaperToCartBody = z.input<typeof addPaperToCartBody>;

export const paperLineParams = z.object({ id: idParam(PAPER_ORDER_MESSAGES.notFound) });

/** An option of a paper line as the cart and the order show it. */
export const paperLineOption = z.object({ kind: z.enum(OPTION_KINDS), key: z.string(), label: z.string() });
export type PaperLineOption = z.infer<typeof paperLineOption>;

/** A cart line's card (API.md 'CartItem.paper'). */
export const cartPaper = z.object({
  projectId: z.number(),
  design: z.string(),
  cardType: z.string(),
  /** The project's current version, and whether its proof is approved. */
  version: z.number(),
  approved: z.boolean(),
  options: z.array(paperLineOption),
  /** The quantities the line may change to. */
  quantities: z.array(z.number()),
  proofUrl: z.string(),
  projectUrl: z.string(),
});
export type CartPaper = z.infer<typeof cartPaper>;

/** The card as ordered (order_lines.paper_snapshot): the approved version, frozen. */
export interface PaperSnapshot {
  projectId: number;
  version: number;
  design: string;
  name: string;
  cardType: CardType;
  colourway: string;
  typeface: string;
  shape: string;
  texts: Record<string, string>;
  /** The photo as ordered (a photo design): its image id, kept with the order. */
  photoImageId?: string | null;
  options: PaperLineOption[];
  approvedAt: string | null;
}

/** An order line's card (API.md 'OrderLine.paper'). */
export const orderPaper = z.object({
  version: z.number(),
  design: z.string(),
  cardType: z.string(),
  options: z.array(paperLineOption),
  approvedAt: z.string().nullable(),
});
export type OrderPaper = z.infer<typeof orderPaper>;

export const cartPaperOf = (p: {
  projectId: number;
  design: string;
  cardType: string;
  version: number;
  approvedVersion: number | null;
  options: PaperLineOption[];
}): CartPaper => ({
  projectId: p.projectId,
  design: p.design,
  cardType: p.cardType,
  version: p.version,
  approved: p.approvedVersion === p.version,
  options: p.options,
  quantities: [...PAPER_LINE_QUANTITIES],
  proofUrl: proofUrl(p.projectId, p.version),
  projectUrl: projectPath(p.projectId),
});

/**
 * The price per card of a paper line: the catalogue's quote (contracts/paper.ts quotePrice) for a
 * tier quantity, the project's cut shape and the chosen options (each kind not chosen is its
 * included, first option). Returns the options as the line shows them.
 */
export function paperLinePrice(
  tiers: readonly PriceTier[],
  options: readonly PaperOption[],
  shape: string,
  chosen: Partial<Record<OrderOptionKind, string>>,
  quantity: number,
): { ok: true; perCardCents: number; totalCents: number; options: PaperLineOption[] } | { ok: false; message: string } {
  if (!PAPER_LINE_QUANTITIES.includes(quantity)) return { ok: false, message: PAPER_ORDER_MESSAGES.quantity };
  const choice: OptionChoice = {};
  const lineOptions: PaperLineOption[] = [];
  for (const kind of OPTION_KINDS) {
    const ofKind = options.filter((o) => o.kind === kind);
    const key = kind === 'SHAPE' ? shape : (chosen[kind] ?? ofKind[0]?.key);
    if (key === undefined) continue;
    const option = ofKind.find((o) => o.key === key);
    if (!option) {
      if (kind === 'SHAPE') continue;
      return { ok: false, message: PAPER_ORDER_MESSAGES.option };
    }
    choice[kind] = key;
    lineOptions.push({ kind, key, label: option.label });
  }
  const quoted = quotePrice(tiers, options, choice, quantity);
  if (!quoted.ok) return quoted;
  return { ok: true, perCardCents: quoted.quote.per_card_cents, totalCents: quoted.quote.total_cents, options: lineOptions };
}

/** "Paper: Cotton · Shape: Arch · …" for a line's options (the cart's and the order's label). */
export const optionsSummary = (options: readonly PaperLineOption[]): string =>
  options.map((o) => `${OPTION_KIND_LABELS[o.kind]}: ${o.label}`).join(' · ');
