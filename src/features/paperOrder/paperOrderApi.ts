import { api } from '../../lib/http';
import type { AddCartItemAnswer } from '../../contracts/cart';
import { PAPER_CART_PATH, type AddPaperToCartBody } from '../../contracts/paperOrder';

/** server/API.md "Ordering paper"; nothing else in the domain talks HTTP (the cart line's quantity goes through checkoutApi). */
export const paperOrderApi = {
  addToCart: ({ projectId, body }: AddPaperArg): Promise<AddCartItemAnswer> =>
    api.post<AddCartItemAnswer>(PAPER_CART_PATH(projectId), body satisfies AddPaperToCartBody),
};

export interface AddPaperArg {
  projectId: number;
  body: AddPaperToCartBody;
}
