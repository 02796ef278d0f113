/** A store's product pages for the outside-gift import's tests (the parser's table and the fixture site). */
export const OG_PAGE = `<!doctype html><html><head>
<meta charset="utf-8">
<title>Ignored title | Example Store</title>
<meta property="og:title" content="Linen Duvet Cover &amp; Shams">
<meta property="og:image" content="/pictures/duvet.png">
<meta property="og:site_name" content="Parachute Home">
<meta property="product:price:amount" content="1,299.50">
<meta property="product:price:currency" content="USD">
<meta property="og:brand" content="Parachute">
</head><body><h1>Linen Duvet Cover</h1></body></html>`;

export const JSON_LD_PAGE = `<!doctype html><html><head>
<title>Stand Mixer — Kitchen Shop</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Kitchen Shop' },
    {
      '@type': 'Product',
      name: 'Artisan Stand Mixer',
      image: ['/pictures/mixer.png'],
      brand: { '@type': 'Brand', name: 'KitchenAid' },
      offers: { '@type': 'Offer', price: '449.99', priceCurrency: 'USD' },
    },
  ],
})}</script>
</head><body></body></html>`;

/** Neither Open Graph nor JSON-LD nor a <title>: nothing to read. */
export const BARE_PAGE = '<!doctype html><html><head></head><body><p>Just some words.</p></body></html>';
