import { checkUrl, FetchRefused, guardedFetch, isPublicAddress, vetHost, type LookupAddress } from '../../server/lib/fetchGuard';
import { fixtureGuard, OG_PAGE, startFixtureSite, type FixtureSite } from './outsideFixtureSite';

/** The reason a fetch was refused (fails the test when it was not). */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof FetchRefused) return error.reason;
    throw error;
  }
  throw new Error('the fetch was not refused');
}

describe('isPublicAddress', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['10.1.2.3', 'private 10/8'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.254', 'CGNAT'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12'],
    ['192.168.1.1', 'private 192.168/16'],
    ['192.0.2.10', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'IPv6 unspecified'],
    ['::1', 'IPv6 loopback'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:8.8.8.8', 'IPv4-mapped, even public'],
    ['::ffff:a00:1', 'IPv4-mapped (hex form)'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['64:ff9b::a00:1', 'NAT64'],
    ['2002:a00:1::1', '6to4'],
    ['2001:db8::1', 'documentation'],
    ['not-an-ip', 'not an address'],
  ])('%s is refused (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '2a00:1450:4001::200e'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('checkUrl', () => {
  it.each([
    ['ftp://example.com/file', 'bad_scheme'],
    ['file:///etc/passwd', 'bad_scheme'],
    ['gopher://example.com/', 'bad_scheme'],
    ['javascript:alert(1)', 'bad_scheme'],
    ['https://user:secret@example.com/', 'bad_url'],
    ['https://example.com:8443/', 'bad_port'],
    ['http://example.com:22/', 'bad_port'],
    ['not a url', 'bad_url'],
  ])('%s → %s', (url, reason) => {
    expect(() => checkUrl(url, { allowPorts: [] })).toThrow(expect.objectContaining({ reason }));
  });

  it('takes the default ports, and others only when allowed', () => {
    expect(checkUrl('https://example.com/a?b=1', { allowPorts: [] }).toString()).toBe('https://example.com/a?b=1');
    expect(checkUrl('http://example.com:80/', { allowPorts: [] }).port).toBe('');
    expect(checkUrl('https://example.com:8443/', { allowPorts: [8443] }).port).toBe('8443');
  });
});

describe('vetHost', () => {
  const lookupTo =
    (...addresses: string[]) =>
    async (): Promise<LookupAddress[]> =>
      addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses a name that resolves to a private address, or to a public and a private one', async () => {
    expect(await refusal(vetHost('internal.example.com', { lookup: lookupTo('10.0.0.5'), allowAddresses: [] }))).toBe('blocked_address');
    expect(await refusal(vetHost('mixed.example.com', { lookup: lookupTo('93.184.216.34', '127.0.0.1'), allowAddresses: [] }))).toBe(
      'blocked_address',
    );
    expect(await refusal(vetHost('v6.example.com', { lookup: lookupTo('fd00::1'), allowAddresses: [] }))).toBe('blocked_address');
  });

  it('refuses address literals in the host, IPv6 in brackets included', async () => {
    const lookup = jest.fn(lookupTo('93.184.216.34'));
    expect(await refusal(vetHost('127.0.0.1', { lookup, allowAddresses: [] }))).toBe('blocked_address');
    expect(await refusal(vetHost('[::1]', { lookup, allowAddresses: [] }))).toBe('blocked_address');
    expect(await refusal(vetHost('[::ffff:169.254.169.254]', { lookup, allowAddresses: [] }))).toBe('blocked_address');
    expect(lookup).not.toHaveBeenCalled();
  });

  it('answers the vetted public address, and says when a name leads nowhere', async () => {
    await expect(vetHost('shop.example.com', { lookup: lookupTo('93.184.216.34'), allowAddresses: [] })).resolves.toEqual({
      address: '93.184.216.34',
      family: 4,
    });
    await expect(
      vetHost('dual.example.com', { lookup: lookupTo('2606:4700::1111', '93.184.216.34'), allowAddresses: [] }),
    ).resolves.toEqual({
      address: '93.184.216.34',
      family: 4,
    });
    const failing = async (): Promise<LookupAddress[]> => Promise.reject(new Error('ENOTFOUND'));
    expect(await refusal(vetHost('nowhere.invalid', { lookup: failing, allowAddresses: [] }))).toBe('dns_failed');
    expect(await refusal(vetHost('empty.example.com', { lookup: lookupTo(), allowAddresses: [] }))).toBe('dns_failed');
  });
});

describe('guardedFetch against a fixture site', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startFixtureSite();
  });
  afterAll(() => site.close());

  it('reads a page on the allowed test address', async () => {
    const page = await guardedFetch(`${site.origin}/og`, fixtureGuard(site));
    expect(page.status).toBe(200);
    expect(page.mediaType).toBe('text/html');
    expect(page.charset).toBe('utf-8');
    expect(page.body.toString('utf8')).toBe(OG_PAGE);
    expect(page.truncated).toBe(false);
  });

  it('refuses the same address without the test allow-list (as production is)', async () => {
    expect(await refusal(guardedFetch(`${site.origin}/og`, { allowPorts: [site.port] }))).toBe('blocked_address');
    expect(await refusal(guardedFetch(`${site.origin}/og`, { allowAddresses: ['127.0.0.1'] }))).toBe('bad_port');
  });

  it('connects to the vetted address, whatever a later lookup would say (DNS rebinding)', async () => {
    // The first answer is the (allowed) fixture address; a rebinding resolver would answer a
    // private one next time. The guard resolves once per hop and connects to what it vetted.
    let calls = 0;
    const lookup = async (): Promise<LookupAddress[]> => {
      calls++;
      return [{ address: calls === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
    };
    const page = await guardedFetch(`http://store.example.com:${site.port}/og`, { ...fixtureGuard(site), lookup });
    expect(page.body.toString('utf8')).toBe(OG_PAGE);
    expect(calls).toBe(1);
  });

  it('follows a redirect to the same site, re-checking the hop', async () => {
    const page = await guardedFetch(`${site.origin}/redirect-to-og`, fixtureGuard(site));
    expect(page.url).toBe(`${site.origin}/og`);
    expect(page.body.toString('utf8')).toBe(OG_PAGE);
  });

  it('refuses a redirect to a private address or the cloud metadata address', async () => {
    expect(await refusal(guardedFetch(`${site.origin}/redirect-private`, fixtureGuard(site)))).toBe('blocked_address');
    expect(await refusal(guardedFetch(`${site.origin}/redirect-metadata`, fixtureGuard(site)))).toBe('blocked_address');
  });

  it('stops after 3 redirects', async () => {
    site.hits.delete('/loop');
    expect(await refusal(guardedFetch(`${site.origin}/loop`, fixtureGuard(site)))).toBe('too_many_redirects');
    expect(site.hits.get('/loop')).toBe(4);
  });

  it('cuts a huge page at the size limit', async () => {
    const page = await guardedFetch(`${site.origin}/huge`, fixtureGuard(site));
    expect(page.truncated).toBe(true);
    expect(page.body.length).toBe(1024 * 1024);
    expect(page.body.toString('utf8')).toContain('og:title');
  });

  it('refuses a file past its limit when asked to refuse rather than cut', async () => {
    expect(await refusal(guardedFetch(`${site.origin}/huge`, { ...fixtureGuard(site), maxBytes: 100_000, overflow: 'refuse' }))).toBe(
      'too_large',
    );
  });

  it('gives up on a slow server at the time limit', async () => {
    expect(await refusal(guardedFetch(`${site.origin}/slow`, { ...fixtureGuard(site), timeoutMs: 300 }))).toBe('timeout');
  });

  it('refuses what is not HTML, and error statuses', async () => {
    expect(await refusal(guardedFetch(`${site.origin}/json`, fixtureGuard(site)))).toBe('bad_type');
    expect(await refusal(guardedFetch(`${site.origin}/pictures/duvet.png`, fixtureGuard(site)))).toBe('bad_type');
    expect(await refusal(guardedFetch(`${site.origin}/missing`, fixtureGuard(site)))).toBe('bad_status');
  });

  it('decompresses a gzipped page', async () => {
    const page = await guardedFetch(`${site.origin}/gzip`, fixtureGuard(site));
    expect(page.body.toString('utf8')).toBe(OG_PAGE);
  });

  it('takes pictures when the caller accepts them', async () => {
    const picture = await guardedFetch(`${site.origin}/pictures/duvet.png`, {
      ...fixtureGuard(site),
      accept: (type) => type.startsWith('image/'),
      overflow: 'refuse',
    });
    expect(picture.mediaType).toBe('image/png');
    expect(picture.body.subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});
