import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { renderPost } from '../../server/lib/markdown';
import { nextDigestAt, digestMail } from '../../server/modules/community/digest';
import { unsubscribeTokenFor, userOfUnsubscribeToken } from '../../server/modules/community/service';
import { plainText } from '../../server/modules/community/service';
import {
  canEditAt,
  COMMUNITY_MESSAGES as M,
  createPostBody,
  createThreadBody,
  decodeThreadCursor,
  EDIT_WINDOW_MINUTES,
  encodeThreadCursor,
  ESTABLISHED_POSTS_PER_HOUR,
  hourlyPostLimit,
  isNewAccount,
  NEW_ACCOUNT_DAYS,
  NEW_ACCOUNT_POSTS_PER_HOUR,
  reportBody,
} from '../../src/contracts/community';

const NOW = new Date('2026-11-26T12:00:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);

describe('community rules', () => {
  it.each([
    [daysAgo(0), true],
    [daysAgo(NEW_ACCOUNT_DAYS - 0.01), true],
    [daysAgo(NEW_ACCOUNT_DAYS), false],
    [daysAgo(400), false],
  ])('an account made %s is new: %s', (createdAt, isNew) => {
    expect(isNewAccount(createdAt, NOW)).toBe(isNew);
    expect(hourlyPostLimit(createdAt, NOW)).toBe(isNew ? NEW_ACCOUNT_POSTS_PER_HOUR : ESTABLISHED_POSTS_PER_HOUR);
  });

  it('documents the constants the contract promises', () => {
    expect([NEW_ACCOUNT_DAYS, NEW_ACCOUNT_POSTS_PER_HOUR, ESTABLISHED_POSTS_PER_HOUR, EDIT_WINDOW_MINUTES]).toEqual([7, 5, 60, 30]);
    expect(M.rateLimited(5)).toBe(
      'New members can post 5 times an hour. Please wait a little before posting again; the limit lifts once your account is 7 days old.',
    );
    expect(M.editWindow).toBe('Posts can be edited for 30 minutes after posting.');
  });

  it.each([
    [0, true],
    [EDIT_WINDOW_MINUTES - 1, true],
    [EDIT_WINDOW_MINUTES, true],
    [EDIT_WINDOW_MINUTES + 0.1, false],
    [120, false],
  ])('a post written %s minutes ago can be edited: %s', (minutes, can) => expect(canEditAt(minutesAgo(minutes), NOW)).toBe(can));

  it('round-trips a board cursor and refuses anything else', () => {
    const cursor = encodeThreadCursor('2026-11-01T10:00:00.000Z', 42);
    expect(decodeThreadCursor(cursor)).toEqual({ at: new Date('2026-11-01T10:00:00.000Z'), id: 42 });
    for (const bad of ['', 'abc', '1_', '_1', '1_99999999999', "1_1' or 1=1"]) expect(decodeThreadCursor(bad)).toBeNull();
  });

  it('validates posts with messages a person understands', () => {
    expect(createThreadBody.safeParse({ title: '  Hi  ', body: 'x' }).error?.issues[0]?.message).toBe(
      'A title needs at least 5 characters.',
    );
    expect(createThreadBody.safeParse({ title: 'Hello there', body: '   ' }).error?.issues[0]?.message).toBe('Please write your post.');
    expect(createPostBody.safeParse({ body: 'x'.repeat(10_001) }).error?.issues[0]?.message).toBe(
      'your reply can have at most 10,000 characters.',
    );
    expect(reportBody.safeParse({ reason: 'NOPE' }).error?.issues[0]?.message).toBe('Please choose a reason.');
  });

  it('shows search excerpts as the words a reader sees', () => {
    expect(plainText('Are **peonies** _really_ [this dear](https://example.com)?\n\n> quoted\n- `one`')).toBe(
      'Are peonies really this dear? quoted one',
    );
  });

  it('signs unsubscribe tokens so that only the app can make one', () => {
    const token = unsubscribeTokenFor('secret-a', 42);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(userOfUnsubscribeToken('secret-a', token)).toBe(42);
    expect(userOfUnsubscribeToken('secret-b', token)).toBeNull();
    expect(userOfUnsubscribeToken('secret-a', token.replace(/^42/, '43'))).toBeNull();
    expect(userOfUnsubscribeToken('secret-a', `${token}x`)).toBeNull();
  });

  it('sends the digest at the top of the next hour and words it by count', () => {
    expect(nextDigestAt(new Date('2026-11-26T12:34:56Z')).toISOString()).toBe('2026-11-26T13:00:00.000Z');
    expect(nextDigestAt(new Date('2026-11-26T12:00:00Z')).toISOString()).toBe('2026-11-26T13:00:00.000Z');
    const one = digestMail('https://confetti.test', '7.tok', 'a@b.c', 'Sam', [{ thread_id: 3, title: 'Shoes', replies: 1 }]);
    expect(one.subject).toBe('A new reply in a thread you follow');
    expect(one.text).toContain('- Shoes: 1 new reply https://confetti.test/community/threads/3');
    expect(one.text).toContain('https://confetti.test/community/unsubscribe?token=7.tok');
    expect(one.headers).toEqual({
      'List-Unsubscribe': '<https://confetti.test/web-api/v2/community/digest/unsubscribe?token=7.tok>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(digestMail('u', '7.tok', 'a@b.c', 'Sam', [{ thread_id: 3, title: 'Shoes', replies: 4 }]).subject).toBe(
      '4 new replies in threads you follow',
    );
  });
});

/**
 * Payloads from the OWASP XSS filter evasion cheat sheet and PortSwigger's XSS cheat sheet, as a
 * person might paste them into a post. Each is rendered and then parsed the way a browser parses
 * it (parse5 implements the HTML standard's parser, entities decoded), and every element checked.
 */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '"><iframe src=javascript:alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">entity</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href=" javascript:alert(1)">space</a>',
  '[click me](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](java\tscript:alert(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](vbscript:msgbox(1))',
  '![x](javascript:alert(1))',
  '![x](https://example.com/a.png" onerror="alert(1))',
  '[x](https://example.com "title\\" onmouseover=\\"alert(1)")',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="color:red">styled</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:/a/-alert(1)///////">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '`<img src=x onerror=alert(1)>`',
  '```\n<script>alert(1)</script>\n```',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<a href="https://example.com" onclick="alert(1)">ok link</a>',
  '[ok](https://example.com)<img src=x onerror=alert(1)>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<x onclick=alert(1)>click</x>',
  'https://example.com/?q=<script>alert(1)</script>',
  '[a](//evil.example/x)',
];

const SAFE_TAGS = new Set(['p', 'br', 'h3', 'h4', 'h5', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'blockquote', 'hr', 'code', 'pre']);
const SAFE_ATTRS: Record<string, Set<string>> = { a: new Set(['href', 'rel', 'target']), ol: new Set(['start']) };

type Node = DefaultTreeAdapterMap['childNode'];
function walk(node: { childNodes?: Node[] }, visit: (el: DefaultTreeAdapterMap['element']) => void) {
  for (const child of node.childNodes ?? []) {
    if ('tagName' in child) {
      visit(child);
      walk(child, visit);
    }
  }
}

describe('the community sanitiser (real payloads)', () => {
  it.each(PAYLOADS)('renders %s inert', (payload) => {
    const { html } = renderPost(payload);
    walk(parseFragment(html), (el) => {
      expect(SAFE_TAGS.has(el.tagName)).toBe(true);
      for (const attr of el.attrs) {
        expect(SAFE_ATTRS[el.tagName]?.has(attr.name)).toBe(true);
        if (attr.name === 'href') expect(attr.value).toMatch(/^(https?:\/\/|mailto:|tel:)/i);
      }
      if (el.tagName === 'a') expect(el.attrs.find((a) => a.name === 'rel')?.value).toBe('noopener noreferrer nofollow');
    });
  });

  it('keeps the markdown people write', () => {
    expect(renderPost('**Bold**, *italic* and a [link](https://example.com)').html).toBe(
      '<p><strong>Bold</strong>, <em>italic</em> and a <a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">link</a></p>',
    );
    expect(renderPost('> quoted\n\n- one\n- two').html).toBe(
      '<blockquote>\n<p>quoted</p>\n</blockquote>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>',
    );
  });

  it('knows when a post links anywhere (a new account’s is held)', () => {
    expect(renderPost('see example.com').hasLink).toBe(true);
    expect(renderPost('[x](https://example.com)').hasLink).toBe(true);
    expect(renderPost('no links at all').hasLink).toBe(false);
    // A link the sanitiser drops is no link.
    expect(renderPost('[x](javascript:alert(1))').hasLink).toBe(false);
  });
});
