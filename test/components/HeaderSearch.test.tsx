import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { loadLazyCode } from '../setup/lazyCode';
import type { SuggestAnswer } from '../../src/contracts/search';
import { HeaderSearch } from '../../src/features/search/components/HeaderSearch';
import { searchApi } from '../../src/features/search/searchApi';

jest.mock('../../src/features/search/searchApi');
const api = jest.mocked(searchApi);

const blendr: SuggestAnswer = {
  q: 'blendr',
  products: [
    { name: 'Copper Blender', slug: 'copper-blender-12', product_count: 4 },
    { name: 'Classic Blender', slug: 'classic-blender-3', product_count: 2 },
  ],
  brands: [{ name: 'Blue Heron', slug: 'blue-heron' }],
  categories: [{ name: 'Small Appliances', key: 'small-appliances' }],
  vendors: [
    { name: 'Golden Blend Catering', slug: 'golden-blend-catering-austin-4', category_key: 'wedding-caterers', city: 'Austin, TX' },
  ],
  vendor_categories: [],
  did_you_mean: 'blender',
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function mountHeader() {
  const user = userEvent.setup();
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={['/']}>
        <HeaderSearch />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return user;
}

/** Focuses the field, waits for the combobox to take its place, types. */
async function typeInSearch(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('searchbox', { name: 'Search products, brands and vendors' }));
  const combobox = await screen.findByRole('combobox', { name: 'Search products, brands and vendors' });
  expect(combobox).toHaveFocus();
  await user.type(combobox, text);
  await screen.findByRole('option', { name: 'Copper Blender' });
  return combobox;
}

describe('header search (combobox)', () => {
  beforeAll(loadLazyCode);
  beforeEach(() => api.suggest.mockImplementation(async (q) => ({ ...blendr, q })));

  it('shows grouped suggestions as one types, with a last option for all results', async () => {
    const user = mountHeader();
    const combobox = await typeInSearch(user, 'blendr');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    expect(combobox).toHaveAttribute('aria-controls', listbox.id);
    // The groups, named by their labels, in this order; the last holds "See all results".
    expect(
      within(listbox)
        .getAllByRole('group')
        .map((g) => within(g).getAllByRole('option')[0]!.textContent),
    ).toEqual(['Copper Blender', 'Blue Heron', 'Small Appliances', 'Golden Blend CateringAustin, TX', 'See all results for “blendr”']);
    for (const name of ['Products', 'Brands', 'Categories', 'Vendors', 'All results'])
      expect(within(listbox).getByRole('group', { name })).toBeInTheDocument();
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Copper Blender',
      'Classic Blender',
      'Blue Heron',
      'Small Appliances',
      'Golden Blend CateringAustin, TX',
      'See all results for “blendr”',
    ]);
    // Debounced: one request for the whole word, not one per letter.
    expect(api.suggest.mock.calls.map(([q]) => q)).toEqual(['blendr']);
    expect(screen.getByRole('status')).toHaveTextContent('5 suggestions');
  });

  it('keyboard: arrows move the active option, Escape closes then empties, Enter opens the option', async () => {
    const user = mountHeader();
    const combobox = await typeInSearch(user, 'blendr');
    const option = (name: string) => screen.getByRole('option', { name });
    expect(combobox).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', option('Copper Blender').id);
    expect(option('Copper Blender')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', option('Blue Heron').id);
    await user.keyboard('{ArrowUp}');
    expect(combobox).toHaveAttribute('aria-activedescendant', option('Classic Blender').id);
    expect(option('Copper Blender')).toHaveAttribute('aria-selected', 'false');
    // Up from the first wraps to the last ("See all results").
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(combobox).toHaveAttribute('aria-activedescendant', option('See all results for “blendr”').id);
    // The focus never left the field.
    expect(combobox).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).not.toHaveAttribute('aria-activedescendant');
    expect(combobox).toHaveValue('blendr');
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute('aria-activedescendant', option('Copper Blender').id);

    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/shop/product/copper-blender-12');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter with no option active goes to the results page; a second Escape empties the field', async () => {
    const user = mountHeader();
    const combobox = await typeInSearch(user, 'blendr');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/shop/search?q=blendr');
    await user.keyboard('{Escape}');
    expect(combobox).toHaveValue('');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click on a vendor opens its storefront', async () => {
    const user = mountHeader();
    await typeInSearch(user, 'blendr');
    await user.click(screen.getByRole('option', { name: /Golden Blend Catering/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/wedding-vendors/wedding-caterers/golden-blend-catering-austin-4');
  });

  it('on phones the search button opens the field and Escape closes it, back on the button', async () => {
    const user = mountHeader();
    const button = screen.getByRole('button', { name: 'Find gifts, brands and vendors' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Find gifts, brands and vendors' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Find gifts, brands and vendors' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('in the panel, Escape closes the list, then empties the field, then closes the panel', async () => {
    const user = mountHeader();
    const button = screen.getByRole('button', { name: 'Find gifts, brands and vendors' });
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
    const combobox = screen.getByRole('combobox');
    await user.type(combobox, 'blendr');
    await screen.findByRole('option', { name: 'Copper Blender' });
    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(combobox).toHaveValue('');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Find gifts, brands and vendors' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Find gifts, brands and vendors' })).toHaveAttribute('aria-expanded', 'false');
  });
});
