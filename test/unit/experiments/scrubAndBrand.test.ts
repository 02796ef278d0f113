import { REDACTED, scrubCardData, scrubText } from '../../../src/contracts/scrub';
import { readPageBrand } from '../../../server/lib/pageBrand';

describe('card data scrubber', () => {
  it.each([
    ['card 4242 4242 4242 4242 declined', `card ${REDACTED} declined`],
    ['4111-1111-1111-1111', REDACTED],
    ['amex 378282246310005', `amex ${REDACTED}`],
    ['diners 30569309025904!', `diners ${REDACTED}!`],
    // Not a card: fails Luhn, too short, or part of a longer number.
    ['order 4242424242424241', 'order 4242424242424241'],
    ['support id 12345678901', 'support id 12345678901'],
    ['total 1234 cents at 12:30', 'total 1234 cents at 12:30'],
    ['id 42424242424242424242424', 'id 42424242424242424242424'],
  ])('%s → %s', (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it('drops card fields whatever they hold, and PANs anywhere, keeping the rest', () => {
    const scrubbed = scrubCardData({
      cardNumber: '4242 4242 4242 4242',
      cvv: '123',
      CVC: 999,
      security_code: '1234',
      expiry: '12/29',
      expMonth: 12,
      expYear: 2029,
      cardholderName: 'Casey Guest',
      note: 'paid with 5555 5555 5555 4444',
      amount: 5000,
      nested: [{ pan: 4242424242424242 }, { value: 4242424242424242 }],
      status: 'failed',
    });
    expect(scrubbed).toEqual({
      cardNumber: REDACTED,
      cvv: REDACTED,
      CVC: REDACTED,
      security_code: REDACTED,
      expiry: REDACTED,
      expMonth: REDACTED,
      expYear: REDACTED,
      cardholderName: REDACTED,
      note: `paid with ${REDACTED}`,
      amount: 5000,
      nested: [{ pan: REDACTED }, { value: REDACTED }],
      status: 'failed',
    });
  });
});

describe('readPageBrand (flag giftImportBrandExtraction)', () => {
  const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
  it.each([
    [
      'JSON-LD Product brand.name',
      ld({ '@context': 'https://schema.org', '@type': 'Product', name: 'Dutch oven', brand: { '@type': 'Brand', name: 'Le Creuset' } }),
      'Le Creuset',
    ],
    ['JSON-LD brand as text', ld({ '@type': 'Product', brand: 'Staub' }), 'Staub'],
    [
      'JSON-LD in @graph, type as array',
      ld({ '@graph': [{ '@type': 'WebPage' }, { '@type': ['Product', 'Thing'], brand: [{ name: 'KitchenAid' }] }] }),
      'KitchenAid',
    ],
    ['JSON-LD manufacturer when no brand', ld({ '@type': 'Product', manufacturer: { name: 'Lodge' } }), 'Lodge'],
    ['og:brand', '<meta property="og:brand" content="Our Place">', 'Our Place'],
    ['product:brand, entities decoded', "<meta content='Crate &amp; Barrel' property='product:brand'/>", 'Crate & Barrel'],
    [
      'JSON-LD wins over meta',
      `<meta property="og:brand" content="Meta Brand">${ld({ '@type': 'Product', brand: { name: 'LD Brand' } })}`,
      'LD Brand',
    ],
    [
      'a broken JSON-LD block is skipped',
      `<script type="application/ld+json">{not json</script><meta name="brand" content="Fallback">`,
      'Fallback',
    ],
    ['a brand on a non-product is not a product brand', ld({ '@type': 'Organization', brand: { name: 'Shop Inc' } }), null],
    ['no brand at all', '<html><head><title>A page</title><meta property="og:title" content="Mug"></head></html>', null],
    ['an empty brand', '<meta property="og:brand" content="   ">', null],
    ['an out-of-range entity stays as written', '<meta property="og:brand" content="A&#99999999;B">', 'A&#99999999;B'],
  ])('%s', (_name, html, expected) => {
    expect(readPageBrand(html)).toBe(expected);
  });
});
