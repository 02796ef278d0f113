import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { tiersFor, type PaperOption } from '../../src/contracts/paper';
import { cartPaperOf, PAPER_ORDER_MESSAGES } from '../../src/contracts/paperOrder';
import { cartApi } from '../../src/features/cart/cartApi';
import { checkoutApi } from '../../src/features/checkout/checkoutApi';
import { OrderLines } from '../../src/features/checkout/components/OrderLines';
import { OrderPanel } from '../../src/features/paperOrder/components/OrderPanel';
import { idleRequest } from '../../src/lib/requestCases';
import CartPage from '../../src/routes/checkout/CartPage';
import { cart, cartItem, order, totals } from '../setup/commerceFixtures';
import { loadLazyCode } from '../setup/lazyCode';

jest.mock('../../src/features/cart/cartApi');
jest.mock('../../src/features/checkout/checkoutApi');
const api = jest.mocked(cartApi);
const checkout = jest.mocked(checkoutApi);

const paperItem = (approved: boolean, quantity = 100) =>
  cartItem(3, {
    kind: 'PAPER',
    skuId: null,
    productId: null,
    productSlug: null,
    name: 'Wildflower Meadow Invitation',
    brandName: null,
    imageUrl: '/web-api/v2/paper/projects/5/front.svg?v=2',
    quantity,
    priceCents: 229,
    lineTotalCents: 229 * quantity,
    shipping: null,
    paper: cartPaperOf({
      projectId: 5,
      design: 'wildflower-meadow-invitation',
      cardType: 'INVITATION',
      version: 2,
      approvedVersion: approved ? 2 : 1,
      options: [
        { kind: 'STOCK', key: 'cotton', label: 'Cotton' },
        { kind: 'FOIL', key: 'gold', label: 'Gold foil' },
      ],
    }),
  });

beforeAll(loadLazyCode);
beforeEach(() => checkout.totals.mockResolvedValue(totals({ subtotalCents: 22900 })));

function mountCart() {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={['/cart']}>
        <Routes>
          <Route path="/cart" element={<CartPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('a paper line in the cart', () => {
  it('shows the card’s preview, options and approval, and changes quantity among the tiers', async () => {
    api.getCart.mockResolvedValue(cart([paperItem(true)]));
    checkout.updatePaperItem.mockResolvedValue({ cart: cart([paperItem(true, 150)]), totals: totals(), errorMessage: null });
    mountCart();
    const quantity = await screen.findByLabelText('Quantity of Wildflower Meadow Invitation');
    expect(quantity).toHaveValue('100');
    expect(
      within(quantity)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10 cards', '25 cards', '50 cards', '100 cards', '150 cards', '200 cards']);
    expect(screen.getByText('Paper: Cotton · Foil: Gold foil')).toBeInTheDocument();
    expect(screen.getByText('Proof approved (version 2)')).toBeInTheDocument();
    // The preview (decorative: the name is beside it) is the project's own, at its current version.
    expect(screen.getAllByRole('presentation').map((img) => img.getAttribute('src'))).toContain(
      '/web-api/v2/paper/projects/5/front.svg?v=2',
    );
    await userEvent.selectOptions(quantity, '150');
    await waitFor(() =>
      expect(checkout.updatePaperItem).toHaveBeenCalledWith({ id: 3, quantity: 150, flags: { isExpedited: false, isRushed: false } }),
    );
    await waitFor(() => expect(screen.getByLabelText('Quantity of Wildflower Meadow Invitation')).toHaveValue('150'));
    expect(checkout.updateItem).not.toHaveBeenCalled();
  });

  it('a card edited after approval needs approval again, with its proof and the way back to it', async () => {
    api.getCart.mockResolvedValue(cart([paperItem(false)]));
    mountCart();
    expect(await screen.findByText(PAPER_ORDER_MESSAGES.needsApproval, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the proof of Wildflower Meadow Invitation (PDF)' })).toHaveAttribute(
      'href',
      '/web-api/v2/paper/projects/5/proof.pdf?v=2',
    );
    expect(screen.getByRole('link', { name: 'Review and approve it' })).toHaveAttribute('href', '/wedding-planning/projects/5');
  });
});

describe('the order panel', () => {
  const opt = (kind: PaperOption['kind'], key: string, label: string, price_cents: number): PaperOption => ({
    kind,
    key,
    label,
    description: '',
    price_cents,
    swatch: null,
  });
  const options = [
    opt('STOCK', 'smooth', 'Smooth matte', 0),
    opt('SHAPE', 'rectangle', 'Rectangle', 0),
    opt('FOIL', 'none', 'No foil', 0),
    opt('FOIL', 'gold', 'Gold foil', 90),
  ];

  it('prices the chosen quantity and options and sends them', async () => {
    const onAdd = jest.fn();
    render(
      <OrderPanel
        name="Wildflower Meadow Invitation"
        tiers={tiersFor('signature', 'INVITATION')}
        options={options}
        shape="rectangle"
        approved={false}
        add={idleRequest}
        onAdd={onAdd}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Order your cards' });
    expect(within(panel).getByText('You can add the card to your cart now; approve its proof before paying.')).toBeInTheDocument();
    expect(within(panel).getByText(/^100 cards: \$229/)).toBeInTheDocument();
    await userEvent.selectOptions(within(panel).getByLabelText('Foil'), 'gold');
    await userEvent.selectOptions(within(panel).getByLabelText('Quantity'), '50');
    expect(within(panel).getByText(/^50 cards: \$174.50/)).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Wildflower Meadow Invitation to cart' }));
    expect(onAdd).toHaveBeenCalledWith({ quantity: 50, options: { FOIL: 'gold' } });
  });

  it('says why an add was refused', () => {
    render(
      <OrderPanel
        name="Wildflower Meadow Invitation"
        tiers={tiersFor('signature', 'INVITATION')}
        options={options}
        shape="rectangle"
        approved
        add={{ status: 'failed', error: { message: PAPER_ORDER_MESSAGES.registryMix } }}
        onAdd={jest.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(PAPER_ORDER_MESSAGES.registryMix);
  });
});

describe('a paper line on the order page', () => {
  it('shows the approved version as ordered and its options', () => {
    const o = order();
    render(
      <OrderLines
        lines={[
          {
            id: 8,
            kind: 'PAPER',
            name: 'Wildflower Meadow Invitation',
            skuLabel: null,
            imageUrl: null,
            quantity: 100,
            unitPriceCents: 229,
            lineTotalCents: 22900,
            returnable: false,
            paper: {
              version: 2,
              design: 'wildflower-meadow-invitation',
              cardType: 'INVITATION',
              options: [{ kind: 'STOCK', key: 'cotton', label: 'Cotton' }],
              approvedAt: o.createdAt,
            },
          },
        ]}
      />,
    );
    expect(screen.getByText('Printed from your approved proof (version 2)')).toBeInTheDocument();
    expect(screen.getByText('Paper: Cotton')).toBeInTheDocument();
    expect(screen.getByText('Qty 100 × $2.29')).toBeInTheDocument();
  });
});
