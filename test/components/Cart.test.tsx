import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { cartApi } from '../../src/features/cart/cartApi';
import { CartLink } from '../../src/features/cart/components/CartLink';
import { fetchCartCountActions } from '../../src/features/cart/cartCountSlice';
import { checkoutApi } from '../../src/features/checkout/checkoutApi';
import { ModalRoot } from '../../src/features/modals/ModalRoot';
import { NoticeRegion } from '../../src/features/notices/components/NoticeRegion';
import { shopApi } from '../../src/features/shop/shopApi';
import type { ProductDetail } from '../../src/features/shop/types';
import { HttpError } from '../../src/lib/http';
import CartPage from '../../src/routes/checkout/CartPage';
import ProductPage from '../../src/routes/shop/ProductPage';
import { alexAndJordan, cart, cartItem, totals } from '../setup/commerceFixtures';
import { loadLazyCode } from '../setup/lazyCode';

jest.mock('../../src/features/cart/cartApi');
jest.mock('../../src/features/checkout/checkoutApi');
// The page's reviews and related rows: empty, no real HTTP (test/setup/productPageApiStub.ts).
jest.mock('../../src/features/productPage/productPageApi', () => jest.requireActual('../setup/productPageApiStub'));
jest.mock('../../src/features/shop/shopApi', () => {
  const actual = jest.requireActual('../../src/features/shop/shopApi');
  return { ...actual, shopApi: { ...actual.shopApi, fetchProduct: jest.fn() } };
});
const api = jest.mocked(cartApi);
const checkout = jest.mocked(checkoutApi);

const product: ProductDetail = {
  id: 9,
  slug: 'vase-9',
  name: 'Stoneware Vase',
  description: 'A vase.',
  kind: 'PRODUCT',
  brand: 'Hearth',
  brand_slug: 'hearth',
  category_chain: [{ key: 'vases', name: 'Vases' }],
  product_look_views: [
    {
      key: 'sage',
      id: 91,
      label: 'Sage',
      images: [{ url: '/media/p/vase-9/sage/1x1-1.svg', aspect_ratios: ['1x1'] }],
      sku_previews: [{ id: 1, price_cents: 4800, in_stock: true }],
    },
  ],
  attributes: {},
  price_range: { min_price: 4800, max_price: 4800 },
  reference_price: null,
  reference_price_range: null,
  suggested_quantity: 1,
  skus: [{ id: 1, price_cents: 4800, reference_price_cents: null, stock: 3, look: 'sage', attributes: {} }],
  swatches: [{ product_look_id: 91, key: 'sage', image_url: '/media/swatch/sage.svg', label: 'Sage' }],
  shipping_restrictions: null,
  is_personalized: false,
  delivery_surcharge_cents: 0,
  in_stock: true,
  shipping: {
    ship_method: 'Ground Shipping',
    arrival_range: { min: '2026-11-30', max: '2026-12-04' },
    expedited_arrival_range: null,
    holiday_shipping: null,
  },
};
const vase = cartItem(1, {
  name: 'Stoneware Vase',
  brandName: 'Hearth',
  skuId: 1,
  priceCents: 4800,
  lineTotalCents: 4800,
  productSlug: 'vase-9',
  skuLabel: 'Color: Sage',
});
const lamp = cartItem(2, {
  name: 'Brass lamp',
  priceCents: 2500,
  lineTotalCents: 5000,
  quantity: 2,
  availability: { stockStatus: 'LOW_STOCK', availableQuantity: 3 },
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function mount(path: string) {
  const store = makeStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <CartLink />
        <Routes>
          <Route path="/shop/product/:slug" element={<ProductPage />} />
          <Route path="/cart" element={<CartPage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
        <NoticeRegion />
        <ModalRoot />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

// What the app loads on first use is loaded before any test waits for it (test/setup/lazyCode.ts).
beforeAll(loadLazyCode);

beforeEach(() => {
  jest.mocked(shopApi.fetchProduct).mockResolvedValue({ product });
  checkout.totals.mockResolvedValue(totals({ subtotalCents: 9800, shippingCents: 0 }));
});

describe('add to cart and the cart modal', () => {
  it("the product page's add ends: the cart modal lists the cart with 'Checkout' and 'Continue shopping', the link counts the items", async () => {
    let resolve: (value: Awaited<ReturnType<typeof cartApi.add>>) => void = () => {};
    api.add.mockImplementation(() => new Promise((r) => (resolve = r)));
    mount('/shop/product/vase-9');
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');

    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Adding to your cart…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await waitFor(() => expect(api.add).toHaveBeenCalledWith({ skuId: 1, quantity: 1 }));

    resolve({ cart: cart([vase, lamp]), item: vase });
    const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(within(dialog).getByText('Stoneware Vase is in your cart.')).toBeInTheDocument();
    const lines = within(dialog).getByRole('list', { name: 'Your cart, 3 items' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(within(lines).getByText('Color: Sage')).toBeInTheDocument();
    expect(within(dialog).getByText('$98')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByText('Added to your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue shopping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it("a refused add ends too: the server's message on the page and as a notice, no modal", async () => {
    api.add.mockRejectedValue(new HttpError({ message: 'Only 3 left in stock.', status: 409, code: 'cart.quantity' }));
    mount('/shop/product/vase-9');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 3 left in stock.');
    expect(screen.getByText('Only 3 left in stock.', { selector: 'p[role="status"]' })).toBeInTheDocument();
    expect(screen.queryByText('Adding to your cart…')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("the modal's Checkout goes to /checkout and closes", async () => {
    api.add.mockResolvedValue({ cart: cart([vase]), item: vase });
    mount('/shop/product/vase-9');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/cart', () => {
  it('shows the lines with quantities, stock, shipping text, subtotal and Checkout; steppers and Remove change the cart', async () => {
    api.getCart.mockResolvedValue(cart([vase, lamp]));
    checkout.updateItem.mockResolvedValue({
      cart: cart([vase, { ...lamp, quantity: 3, lineTotalCents: 7500 }]),
      totals: totals({ subtotalCents: 12300 }),
      errorMessage: null,
    });
    checkout.removeItem.mockResolvedValue({
      cart: cart([{ ...lamp, quantity: 3, lineTotalCents: 7500 }]),
      totals: totals({ subtotalCents: 7500 }),
      errorMessage: null,
    });
    const store = mount('/cart');
    expect(await screen.findByRole('heading', { level: 2, name: '3 items' })).toBeInTheDocument();
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Shipping for Brass lamp' })).toHaveTextContent('Free standard shipping: 3/2 - 3/6');
    const summary = screen.getByRole('complementary', { name: 'Cart summary' });
    expect(within(summary).getByText('$98')).toBeInTheDocument();
    await waitFor(() => expect(within(summary).getByText('Estimated shipping')).toBeInTheDocument());
    expect(within(summary).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Brass lamp' }));
    await waitFor(() =>
      expect(checkout.updateItem).toHaveBeenCalledWith({ id: 2, quantity: 3, flags: { isExpedited: false, isRushed: false } }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: '4 items' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Stoneware Vase' }));
    expect(await screen.findByRole('heading', { level: 2, name: '3 items' })).toBeInTheDocument();
    expect(screen.queryByText('Stoneware Vase')).not.toBeInTheDocument();
    expect(store.getState().cartCount).toBe(3);
  });

  it("an out-of-stock item is taken out and named: 'X is out of stock and was removed from your cart'", async () => {
    const gone = cartItem(3, { name: 'Glass vase', availability: { stockStatus: 'OUT_OF_STOCK', availableQuantity: 0 } });
    api.getCart.mockResolvedValue(cart([vase, gone]));
    api.removeUnavailable.mockResolvedValue({ ...cart([vase]), unavailableItems: [{ id: 3, name: 'Glass vase' }] });
    mount('/cart');
    expect(await screen.findByText('Glass vase is out of stock and was removed from your cart.')).toBeInTheDocument();
    expect(api.removeUnavailable).toHaveBeenCalledWith([3]);
    expect(screen.getByRole('heading', { level: 2, name: '1 item' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/out of stock and was removed/)).not.toBeInTheDocument();
  });

  it('a registry cart says who the gifts are for and links their registry', async () => {
    api.getCart.mockResolvedValueOnce(cart([vase], { registry: alexAndJordan }));
    mount('/cart');
    expect(await screen.findByRole('link', { name: 'Alex & Jordan' })).toHaveAttribute('href', '/registry/alex-and-jordan');
  });

  it("an update answer's errorMessage and a failed update are notices", async () => {
    api.getCart.mockResolvedValue(cart([lamp]));
    checkout.updateItem.mockResolvedValueOnce({
      cart: cart([lamp]),
      totals: totals(),
      errorMessage: 'Only 2 left in stock, so we updated your quantity.',
    });
    mount('/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity of Brass lamp' }));
    expect(await screen.findByText('Only 2 left in stock, so we updated your quantity.')).toBeInTheDocument();
    checkout.updateItem.mockRejectedValueOnce(new HttpError({ message: 'We could not find that item in your cart.', status: 404 }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Brass lamp' }));
    expect(await screen.findByText('We could not find that item in your cart.')).toBeInTheDocument();
  });

  it('an empty cart offers the shop; the link follows the count', async () => {
    api.getCart.mockResolvedValue({ ...cart([]), cartId: null });
    const store = mount('/cart');
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop gifts' })).toHaveAttribute('href', '/shop');
    act(() => {
      store.dispatch(fetchCartCountActions.succeeded({ arg: undefined, result: { itemCount: 1 } }));
    });
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });
});
