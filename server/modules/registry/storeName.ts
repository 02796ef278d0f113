const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'gov', 'ac', 'edu']);
/** A store's name from its web address: 'https://www.etsy.com/listing/1' → 'Etsy', 'shop.example.co.uk' → 'Example'. */
export function storeNameFromUrl(value: string): string {
  const labels = new URL(value).hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .split('.')
    .filter((l) => l !== 'www');
  let name = labels[0] ?? '';
  if (labels.length >= 2) {
    const [secondLast, last] = [labels[labels.length - 2]!, labels[labels.length - 1]!];
    name = last.length === 2 && SECOND_LEVEL.has(secondLast) && labels.length >= 3 ? labels[labels.length - 3]! : secondLast;
  }
  return name
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}
