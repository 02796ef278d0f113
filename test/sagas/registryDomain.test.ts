import { makeStore } from '../../src/app/store';
import { registryApi } from '../../src/features/registry/registryApi';
import { findCoupleRequested, manageRequested } from '../../src/features/registry/registryEvents';
import { selectFindCouple, selectManage } from '../../src/features/registry/registrySelectors';
import { initialRegistryState } from '../../src/features/registry/registrySlice';

jest.mock('../../src/features/registry/registryApi');
const api = jest.mocked(registryApi);
/** Lets every promise already settled run its callbacks, the code's loading included (a macrotask turn; no time passes). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const found = (total: number) => ({ registries: [], total, page: 1, page_size: 20, page_count: Math.max(1, Math.ceil(total / 20)) });

describe('the registry domain, loaded on first use', () => {
  it('holds null until the first registry event, then answers every event, including those raised while it loaded', async () => {
    api.find.mockImplementation((params) => Promise.resolve(found(params.first_name === 'sam' ? 2 : 1)));
    api.userInfo.mockResolvedValue({ registry_id: null, registry_key: null, is_published: false, address_view: null });
    const store = makeStore();
    expect(store.getState().registry).toBeNull();
    expect(selectManage(store.getState())).toEqual(initialRegistryState.manage);

    // Two events in the same tick: the second arrives while the domain's code is loading.
    store.dispatch(findCoupleRequested({ first_name: 'alex' }));
    store.dispatch(manageRequested());
    await settle();
    expect(selectManage(store.getState())).toMatchObject({ status: 'failed', error: { message: 'You do not have a registry yet' } });
    expect(selectFindCouple(store.getState())).toMatchObject({ status: 'succeeded', result: found(1) });

    // Afterwards the real watchers answer directly.
    store.dispatch(findCoupleRequested({ first_name: 'sam' }));
    await settle();
    expect(selectFindCouple(store.getState()).result).toEqual(found(2));
    expect(api.find).toHaveBeenCalledTimes(2);
    expect(api.userInfo).toHaveBeenCalledTimes(1);
  });
});
