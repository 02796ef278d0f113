import { registryDuplicateError } from '../../../src/contracts/registry';
import { duplicateFromError, REGISTRY_DUPLICATE_CODE } from '../../../src/contracts/registryCodes';

describe('duplicateFromError', () => {
  const existing = { id: 7, title: 'Dutch oven', requested_qty: 2, purchased_qty: 1 };
  const body = { message: 'Already on your registry (requested 2).', code: REGISTRY_DUPLICATE_CODE, existing };

  it('reads the gift already on the registry from the 409 the schema describes', () => {
    expect(registryDuplicateError.parse(body)).toEqual(body);
    expect(duplicateFromError(body.code, body)).toEqual(existing);
  });

  it('answers null for any other error, or a duplicate whose body is not the documented one', () => {
    expect(duplicateFromError('validation', body)).toBeNull();
    expect(duplicateFromError(undefined, body)).toBeNull();
    expect(duplicateFromError(REGISTRY_DUPLICATE_CODE, undefined)).toBeNull();
    expect(duplicateFromError(REGISTRY_DUPLICATE_CODE, { existing: null })).toBeNull();
    expect(duplicateFromError(REGISTRY_DUPLICATE_CODE, { existing: { ...existing, requested_qty: '2' } })).toBeNull();
  });
});
