import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, COLLAPSE_TIMEOUT_MS } from '../../src/components/Accordion/Accordion';

const items = [
  { id: 'a', hed: 'Shipping', dek: 'We ship in 3 days.' },
  { id: 'b', hed: 'Returns', dek: 'Free returns for 90 days.' },
];

const ids: Record<string, string> = { Shipping: 'a', Returns: 'b' };
const stateOf = (name: string) => screen.getByTestId(`accordion-panel-${ids[name]}`).getAttribute('data-state');

describe('<Accordion> (spec §2, §4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('opens exclusively by default, going entering → entered and exiting → exited after 350 ms', async () => {
    render(<Accordion items={items} />);
    const u = user();
    expect(stateOf('Shipping')).toBe('exited');
    await u.click(screen.getByRole('button', { name: 'Shipping' }));
    expect(screen.getByRole('button', { name: 'Shipping' })).toHaveAttribute('aria-expanded', 'true');
    expect(stateOf('Shipping')).toBe('entering');
    act(() => jest.advanceTimersByTime(COLLAPSE_TIMEOUT_MS));
    expect(stateOf('Shipping')).toBe('entered');
    expect(screen.getByText('We ship in 3 days.')).toBeVisible();

    await u.click(screen.getByRole('button', { name: 'Returns' }));
    expect(stateOf('Shipping')).toBe('exiting');
    expect(stateOf('Returns')).toBe('entering');
    act(() => jest.advanceTimersByTime(COLLAPSE_TIMEOUT_MS));
    expect(stateOf('Shipping')).toBe('exited');
    expect(screen.getByRole('button', { name: 'Shipping' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Free returns for 90 days.')).toBeVisible();
  });

  it('toggles independently in multiple mode', async () => {
    render(<Accordion items={items} multiple />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Shipping' }));
    await u.click(screen.getByRole('button', { name: 'Returns' }));
    act(() => jest.advanceTimersByTime(COLLAPSE_TIMEOUT_MS));
    expect(stateOf('Shipping')).toBe('entered');
    expect(stateOf('Returns')).toBe('entered');
    await u.click(screen.getByRole('button', { name: 'Shipping' }));
    act(() => jest.advanceTimersByTime(COLLAPSE_TIMEOUT_MS));
    expect(stateOf('Shipping')).toBe('exited');
    expect(stateOf('Returns')).toBe('entered');
  });

  it('closes everything on the collapse-all signal', () => {
    const { rerender } = render(<Accordion items={items} multiple initiallyOpen={['a', 'b']} collapseAllSignal={0} />);
    expect(stateOf('Shipping')).toBe('entered');
    rerender(<Accordion items={items} multiple initiallyOpen={['a', 'b']} collapseAllSignal={1} />);
    act(() => jest.advanceTimersByTime(COLLAPSE_TIMEOUT_MS));
    expect(stateOf('Shipping')).toBe('exited');
    expect(stateOf('Returns')).toBe('exited');
  });
});
