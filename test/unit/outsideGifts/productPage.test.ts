import { priceToCents, readProductPage } from '../../../server/lib/productPage';
import { BARE_PAGE, JSON_LD_PAGE, OG_PAGE } from '../../setup/outsidePages';

describe('priceToCents', () => {
  it.each<[string | number | null, number | null]>([
    ['49.99', 4999],
    ['49', 4900],
    ['49.5', 4950],
    ['$49.00', 4900],
    ['USD 120', 12000],
    ['1,299.00', 129900],
    ['1,299', 129900],
    ['12,345,678', null], // $12.3 million: more than the registry takes
    ['1.299,95', 129995],
    ['49,95', 4995],
    ['1.299.000', null], // over $100,000
    ['0', 0],
    ['0.00', 0],
    [' 19.99 ', 1999],
    ['100000', 10_000_000],
    ['100000.01', null],
    [120, 12000],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [-5, null],
    ['-5', null],
    ['', null],
    ['free', null],
    ['49.999', null],
    ['1,29', 129],
    ['1,2,3', null],
    [null, null],
    [Number.NaN, null],
  ])('%p → %p', (input, cents) => {
    expect(priceToCents(input)).toBe(cents);
  });
});

const URL = 'https://shop.example.com/p/duvet';

describe('readProductPage', () => {
  it.each([
    [
      'Open Graph',
      OG_PAGE,
      {
        title: 'Linen Duvet Cover & Shams',
        priceCents: 129950,
        imageUrl: 'https://shop.example.com/pictures/duvet.png',
        brand: 'Parachute',
        storeName: 'Parachute Home',
      },
    ],
    [
      'schema.org Product JSON-LD (in @graph)',
      JSON_LD_PAGE,
      {
        title: 'Artisan Stand Mixer',
        priceCents: 44999,
        imageUrl: 'https://shop.example.com/pictures/mixer.png',
        brand: 'KitchenAid',
        storeName: null,
      },
    ],
    ['neither (nothing to read)', BARE_PAGE, { title: null, priceCents: null, imageUrl: null, brand: null, storeName: null }],
    [
      '<title> only',
      '<html><head><title> Hand-thrown  Mug &ndash; Clay Studio </title></head></html>',
      { title: 'Hand-thrown Mug – Clay Studio', priceCents: null, imageUrl: null, brand: null, storeName: null },
    ],
    [
      'JSON-LD with offers as a list, an ImageObject and a plain brand',
      `<script type="application/ld+json">{"@type":"Product","name":"Teapot","image":{"@type":"ImageObject","url":"https://cdn.example.com/t.jpg"},"brand":"Hario","offers":[{"@type":"AggregateOffer","lowPrice":35,"priceCurrency":"USD"}]}</script>`,
      { title: 'Teapot', priceCents: 3500, imageUrl: 'https://cdn.example.com/t.jpg', brand: 'Hario', storeName: null },
    ],
    [
      'Open Graph first, JSON-LD fills the gaps',
      `<meta property="og:title" content="OG name"><script type="application/ld+json">{"@type":"Product","name":"LD name","image":"/ld.jpg","offers":{"price":"12.50"}}</script>`,
      { title: 'OG name', priceCents: 1250, imageUrl: 'https://shop.example.com/ld.jpg', brand: null, storeName: null },
    ],
    [
      'a price in another currency is not read',
      `<meta property="og:title" content="Vase"><meta property="product:price:amount" content="80"><meta property="product:price:currency" content="EUR">`,
      { title: 'Vase', priceCents: null, imageUrl: null, brand: null, storeName: null },
    ],
    [
      'a broken JSON-LD block is skipped; a javascript: image is dropped',
      `<script type="application/ld+json">{broken</script><meta property="og:title" content="Lamp"><meta property="og:image" content="javascript:alert(1)">`,
      { title: 'Lamp', priceCents: null, imageUrl: null, brand: null, storeName: null },
    ],
    [
      'single-quoted attributes, content before property, og:image:secure_url',
      `<meta content='Rug' property='og:title'><meta content="https://img.example.com/rug.webp" property="og:image:secure_url"><meta property="og:image" content="http://img.example.com/rug.webp">`,
      { title: 'Rug', priceCents: null, imageUrl: 'https://img.example.com/rug.webp', brand: null, storeName: null },
    ],
  ])('%s', (_name, html, expected) => {
    expect(readProductPage(html, URL, { brand: true })).toEqual(expected);
  });

  it('reads no brand while flag giftImportBrandExtraction is off', () => {
    expect(readProductPage(OG_PAGE, URL, { brand: false }).brand).toBeNull();
    expect(readProductPage(JSON_LD_PAGE, URL, { brand: false }).brand).toBeNull();
    expect(readProductPage(OG_PAGE, URL, { brand: true }).brand).toBe('Parachute');
  });

  it('keeps a title to 200 characters', () => {
    const title = readProductPage(`<title>${'a'.repeat(300)}</title>`, URL, { brand: false }).title;
    expect(title).toHaveLength(200);
  });
});
