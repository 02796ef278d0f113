import { waitFor } from '@testing-library/react';
import { makeStore } from '../../src/app/store';
import { registryApi } from '../../src/features/registry/registryApi';
import { findCoupleRequested, manageRequested } from '../../src/features/registry/registryEvents';
import { initialRegistryState } from '../../src/features/registry/registryState';

jest.mock('../../src/features/registry/registryApi');
const api = jest.mocked(registryApi);

const found = (total: number) => ({ registries: [], total, page: 1, page_size: 20, page_count: Math.max(1, Math.ceil(total / 20)) });

describe('the registry domain, loaded on first use', () => {
  it('holds the initial state until the first registry event, then answers every event, including those raised while it loaded', async () => {
    api.find.mockImplementation((params) => Promise.resolve(found(params.first_name === 'sam' ? 2 : 1)));
    api.userInfo.mockResolvedValue({ registry_id: null, registry_key: null, is_published: false, address_view: null });
    const store = makeStore();
    expect(store.getState().registry).toEqual(initialRegistryState);

    // Two events in the same tick: the second arrives while the domain's code is loading.
    store.dispatch(findCoupleRequested({ first_name: 'alex' }));
    store.dispatch(manageRequested());
    await waitFor(() => expect(store.getState().registry.manage.status).toBe('failed'));
    expect(store.getState().registry.manage.error?.message).toBe('You do not have a registry yet');
    expect(store.getState().registry.find).toMatchObject({ status: 'succeeded', result: found(1) });

    // Afterwards the real watchers answer directly.
    store.dispatch(findCoupleRequested({ first_name: 'sam' }));
    await waitFor(() => expect(store.getState().registry.find.result).toEqual(found(2)));
    expect(api.find).toHaveBeenCalledTimes(2);
    expect(api.userInfo).toHaveBeenCalledTimes(1);
  });
});
