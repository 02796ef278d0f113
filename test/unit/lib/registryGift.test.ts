import { registryGiftContext, registryGiftPath } from '../../../src/lib/registryGift';
import { duplicateMessage } from '../../../src/contracts/registry';

describe('a registry gift’s product page URL', () => {
  it('carries the registry key and the registry item', () => {
    expect(registryGiftPath('/shop/product/vase-9', { registryKey: 'alex-and-jordan', itemId: 55 })).toBe(
      '/shop/product/vase-9?registry=alex-and-jordan&item=55',
    );
  });

  it.each([
    ['?registry=alex-and-jordan&item=55', { registryKey: 'alex-and-jordan', itemId: 55 }],
    ['?item=55&registry=alex-and-jordan&look=sage', { registryKey: 'alex-and-jordan', itemId: 55 }],
    ['', null],
    ['?registry=alex-and-jordan', null],
    ['?item=55', null],
    ['?registry=Alex%20and%20Jordan&item=55', null],
    ['?registry=alex-and-jordan&item=0', null],
    ['?registry=alex-and-jordan&item=5x', null],
    ['?registry=alex-and-jordan&item=-3', null],
  ])('%s → %j', (search, context) => {
    expect(registryGiftContext(new URLSearchParams(search))).toEqual(context);
  });

  it('round-trips', () => {
    const path = registryGiftPath('/shop/product/x', { registryKey: 'sam-and-riley', itemId: 7 });
    expect(registryGiftContext(new URLSearchParams(path.split('?')[1]))).toEqual({ registryKey: 'sam-and-riley', itemId: 7 });
  });
});

describe('the duplicate answer', () => {
  it('says the gift is there and how many were asked for', () => {
    expect(duplicateMessage(1)).toBe('Already on your registry (requested 1).');
    expect(duplicateMessage(4)).toBe('Already on your registry (requested 4).');
  });
});
