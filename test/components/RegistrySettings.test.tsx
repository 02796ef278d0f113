import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import type { RegistrySettings } from '../../src/contracts/registrySettings';
import { IMAGE_TOO_LARGE_MESSAGE, NOT_AN_IMAGE_MESSAGE } from '../../src/contracts/media';
import { ImageUploadField } from '../../src/features/media/components/ImageUploadField';
import { registrySettingsApi } from '../../src/features/registrySettings/registrySettingsApi';
import { fulfilmentApi } from '../../src/features/fulfilment/fulfilmentApi';
import { GUEST_CONTEXT, type UserContext } from '../../src/features/user/types';
import RegistrySettingsPage from '../../src/routes/registry/RegistrySettingsPage';
import { loadLazyCode } from '../setup/lazyCode';
import { coupleContext } from '../setup/userFixtures';

jest.mock('../../src/features/registrySettings/registrySettingsApi');
const api = jest.mocked(registrySettingsApi);
// The page's "When gifts ship" section (issue 26) reads the held gifts.
jest.mock('../../src/features/fulfilment/fulfilmentApi');

const couple: UserContext = coupleContext();
const settings: RegistrySettings = {
  registry_id: 3,
  registry_key: 'alex-and-jordan',
  registry_path: '/registry/alex-and-jordan',
  visibility: 'PUBLIC',
  hide_date_and_location: false,
  welcome_note: 'Thank you!',
  couple_photo: null,
  redirects: [{ registry_key: 'alex-jordan', expires_at: '2027-11-26T12:00:00.000Z' }],
  version: 4,
};

function mount(user: UserContext = couple) {
  const base = makeStore().getState();
  const store = makeStore({ user: { ...base.user, context: user, status: 'succeeded' } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/registry/settings']}>
        <Routes>
          <Route path="/registry/settings" element={<RegistrySettingsPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeAll(loadLazyCode);
beforeEach(() => {
  jest.resetAllMocks();
  api.get.mockResolvedValue(settings);
  api.shippingAddress.mockResolvedValue({ address: null });
  jest.mocked(fulfilmentApi).heldGifts.mockResolvedValue({ preference: { hold: false, hold_until: null }, gifts: [] });
});

describe('ImageUploadField', () => {
  const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

  it('refuses files that are too large or not pictures before any upload, and uploads the rest', async () => {
    const onSelect = jest.fn();
    const { rerender } = render(<ImageUploadField label="Couple photo" current={null} uploading={false} onSelect={onSelect} />);
    const input = screen.getByLabelText('Couple photo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input.getAttribute('accept')).toContain('image/jpeg');
    await userEvent.upload(input, file('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(IMAGE_TOO_LARGE_MESSAGE);
    await userEvent.upload(input, file('notes.txt', 'text/plain'), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_AN_IMAGE_MESSAGE);
    expect(onSelect).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    const photo = file('us.jpg', 'image/jpeg');
    await userEvent.upload(input, photo);
    expect(onSelect).toHaveBeenCalledWith(photo);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<ImageUploadField label="Couple photo" current={null} uploading onSelect={onSelect} />);
    expect(screen.getByRole('status')).toHaveTextContent('Uploading…');
    expect(screen.getByLabelText('Couple photo')).toBeDisabled();
    rerender(
      <ImageUploadField
        label="Couple photo"
        current={null}
        uploading={false}
        error="That file is not a photo we can read."
        onSelect={onSelect}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('That file is not a photo we can read.');
  });

  it('shows the stored picture and removes it, returning focus to the file input', async () => {
    const onRemove = jest.fn();
    render(
      <ImageUploadField
        label="Couple photo"
        current={{ src: '/media/images/a/640.webp', srcSet: '/media/images/a/320.webp 320w', alt: 'Your couple photo' }}
        uploading={false}
        onSelect={jest.fn()}
        onRemove={onRemove}
      />,
    );
    expect(screen.getByRole('img', { name: 'Your couple photo' })).toHaveAttribute('src', '/media/images/a/640.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(onRemove).toHaveBeenCalled();
    expect(screen.getByLabelText('Couple photo')).toHaveFocus();
  });
});

describe('/registry/settings', () => {
  it('asks a signed-out visitor to log in', () => {
    mount(GUEST_CONTEXT);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login?next=%2Fregistry%2Fsettings');
    expect(api.get).not.toHaveBeenCalled();
  });

  it('shows each setting in its own labelled section', async () => {
    mount();
    expect(await screen.findByRole('textbox', { name: /Web address/ })).toHaveValue('alex-and-jordan');
    for (const name of ['Registry web address', 'Couple photo', 'Welcome note', 'Who can see your registry', 'Shipping address']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByText(/alex-jordan leads to your registry until November 26, 2027/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Public/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Preview your registry as a guest' })).toHaveAttribute(
      'href',
      '/registry/alex-and-jordan?preview=true',
    );
  });

  it('checks a new web address while it is typed and saves it', async () => {
    api.urlKeyAvailable.mockImplementation((key) =>
      Promise.resolve(
        key === 'sam-and-riley'
          ? { key, available: false, message: 'That web address is taken. Please choose another.' }
          : { key, available: true, message: null },
      ),
    );
    api.update.mockImplementation(({ body }) =>
      Promise.resolve({ ...settings, registry_key: body.registry_key!, registry_path: `/registry/${body.registry_key!}` }),
    );
    mount();
    const field = await screen.findByRole('textbox', { name: /Web address/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'sam-and-riley');
    expect(screen.getByText('Checking availability...')).toBeInTheDocument();
    expect(await screen.findByText('That web address is taken. Please choose another.')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'Our Day');
    // Spec §5: a field's error shows once it has been touched.
    await userEvent.tab();
    expect(within(screen.getByRole('region', { name: 'Registry web address' })).getByRole('alert')).toHaveTextContent(
      'Use 3 to 50 lower-case letters',
    );
    await userEvent.clear(field);
    await userEvent.type(field, 'our-day');
    expect(await screen.findByText('That web address is available.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save web address' }));
    expect(api.update).toHaveBeenCalledWith({ section: 'urlKey', body: { registry_key: 'our-day' } });
    expect(await screen.findByText('Your registry’s web address is saved.')).toBeInTheDocument();
  });

  it('counts the welcome note’s characters (spec §5) and will not save one over the maximum', async () => {
    api.update.mockImplementation(({ body }) => Promise.resolve({ ...settings, welcome_note: body.welcome_note! }));
    mount();
    const note = await screen.findByRole('textbox', { name: 'A note for your guests' });
    expect(screen.getByText('10/500')).toBeInTheDocument();
    await userEvent.clear(note);
    // Typing 501 characters one by one is slow: paste them.
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(501));
    expect(screen.getByText('501/500')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Welcome note' })).getByRole('alert')).toHaveTextContent(
      'You are 1 characters over maximum.',
    );
    expect(screen.getByRole('button', { name: 'Save welcome note' })).toBeDisabled();
    await userEvent.type(note, '{Backspace}{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Save welcome note' }));
    expect(api.update).toHaveBeenCalledWith({ section: 'welcomeNote', body: { welcome_note: 'x'.repeat(499) } });
  });

  it('saves who can see the registry and whether to hide the date and location', async () => {
    api.update.mockImplementation(({ body }) => Promise.resolve({ ...settings, ...body }));
    mount();
    await userEvent.click(await screen.findByRole('radio', { name: /^Private/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide our wedding date and location from guests' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save privacy settings' }));
    expect(api.update).toHaveBeenCalledWith({ section: 'visibility', body: { visibility: 'PRIVATE', hide_date_and_location: true } });
    expect(await screen.findByText('Your privacy settings are saved.')).toBeInTheDocument();
  });

  it('shipping address: a doubt from the address check is shown, and "Use this address anyway" carries the bypass', async () => {
    const doubt = 'ZIP code 96815 is in Hawaii, not Alaska. Please check your address, or continue with it as entered.';
    api.validateAddress.mockImplementation(({ address, bypass }) =>
      Promise.resolve(
        bypass
          ? { valid: true, address: { ...address, address2: null }, bypassed: true }
          : { valid: false, userMessage: doubt, bypass: true },
      ),
    );
    api.saveShippingAddress.mockImplementation((body) =>
      Promise.resolve({
        address: { ...body, address2: body.address2 ?? '', country: 'US' },
        restricted_items: [{ id: 9, title: 'Cast iron skillet' }],
      }),
    );
    mount();
    const section = await screen.findByRole('region', { name: 'Shipping address' });
    await userEvent.type(within(section).getByRole('textbox', { name: /Full name/ }), 'Alex Morgan');
    await userEvent.type(within(section).getByRole('textbox', { name: /Street address/ }), '1 Aloha Way');
    await userEvent.type(within(section).getByRole('textbox', { name: /City/ }), 'Anchorage');
    await userEvent.selectOptions(within(section).getByRole('combobox', { name: /^State/ }), 'AK');
    await userEvent.type(within(section).getByRole('textbox', { name: /ZIP code/ }), '96815');
    await userEvent.click(within(section).getByRole('button', { name: 'Save shipping address' }));
    await within(section).findByText(doubt);
    // Focus moves to the doubt, so a screen reader user hears it and finds its button next.
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('alert')
          .find((a) => a.textContent?.includes(doubt)),
      ).toHaveFocus(),
    );
    expect(api.saveShippingAddress).not.toHaveBeenCalled();
    await userEvent.click(within(section).getByRole('button', { name: 'Use this address anyway' }));
    expect(api.validateAddress).toHaveBeenLastCalledWith({
      address: expect.objectContaining({ stateCode: 'AK', zipCode: '96815' }),
      bypass: true,
    });
    expect(await within(section).findByText('Your shipping address is saved.')).toBeInTheDocument();
    expect(api.saveShippingAddress).toHaveBeenCalledWith({
      name: 'Alex Morgan',
      address1: '1 Aloha Way',
      address2: '',
      city: 'Anchorage',
      state_province_region: 'AK',
      postal_code: '96815',
    });
    expect(within(section).getByText(/cannot be shipped to Alaska/)).toBeInTheDocument();
    expect(within(section).getByText('Cast iron skillet')).toBeInTheDocument();
  });

  it('uploads a chosen photo and shows the stored one', async () => {
    const photo = {
      id: 'p1',
      width: 800,
      height: 600,
      url: '/media/images/p1/640.webp',
      src_set: '/media/images/p1/320.webp 320w',
      jpeg_src_set: 'j',
    };
    let finish: (value: { couple_photo: typeof photo }) => void = () => undefined;
    api.uploadCouplePhoto.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    mount();
    const input = await screen.findByLabelText('Upload a photo');
    await userEvent.upload(input, new File([new Uint8Array(20)], 'us.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Uploading…')).toBeInTheDocument();
    act(() => finish({ couple_photo: photo }));
    expect(await screen.findByRole('img', { name: 'Your couple photo' })).toHaveAttribute('src', '/media/images/p1/640.webp');
  });
});
