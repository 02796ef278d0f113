import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { TextField } from '../../../components/TextField/TextField';
import type { ApiError } from '../../../lib/http';
import type { RequestStatus } from '../../../lib/requestSaga';
import { IMPORT_FAILED_MESSAGE, type ImportedProduct } from '../../../contracts/outsideGifts';
import { parseDollars } from '../registryFormat';
import type { ExternalProductArg } from '../types';
import type { GiftFormProps } from './CashFundForm';
import styles from './GiftForms.module.scss';

export const EXTERNAL_MESSAGES = {
  url: "Enter the gift's web address, starting with http:// or https://.",
  title: 'Please give the gift a name.',
  price: 'Enter a price between $0 and $100,000.',
  quantity: 'Choose a quantity from 1 to 99.',
  imageUrl: 'Enter the image address, starting with http:// or https://.',
};

/** The import of the address the couple gave (the outsideGifts domain's state). */
export interface GiftImportState {
  status: RequestStatus;
  error: ApiError | null;
  /** The address asked for. */
  url: string | null;
  product: ImportedProduct | null;
}

export interface ExternalProductFormProps extends GiftFormProps<ExternalProductArg> {
  /** Read the page at this address (POST registryCollection/external-product/import); absent → typing only. */
  onImport?: (url: string) => void;
  importState?: GiftImportState;
}

type Field = 'title' | 'price' | 'storeName' | 'brand';
const dollars = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * 'Add from another store' → POST registryCollection/external-product. Pasting the gift's address
 * into an empty address field (or 'Fetch details') asks the server to read the store's page; what it
 * found fills the fields the couple has not typed in, all still editable; when the page cannot be
 * read the form says so and keeps everything as it was, to be filled in by hand.
 */
export function ExternalProductForm({ busy, error, onSubmit, onImport, importState }: ExternalProductFormProps) {
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [storeName, setStoreName] = useState('');
  const [brand, setBrand] = useState('');
  const [imageUrl, setImageUrl] = useState('');
  const [imported, setImported] = useState<{ id: string; url: string } | null>(null);
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);
  /** The address this form asked to read (another form's import is not this one's). */
  const [askedUrl, setAskedUrl] = useState<string | null>(null);
  /** Fields the couple typed in: an import never overwrites them. */
  const typed = useRef(new Set<Field>());
  const applied = useRef<ImportedProduct | null>(null);
  const typing =
    (field: Field, set: (value: string) => void) =>
    (value: string): void => {
      typed.current.add(field);
      set(value);
    };

  const current = importState && askedUrl !== null && importState.url === askedUrl ? importState : null;
  const product = current?.status === 'succeeded' ? current.product : null;
  useEffect(() => {
    if (!product || applied.current === product) return;
    applied.current = product;
    const fill = (field: Field, value: string | null, set: (v: string) => void) => {
      if (value !== null && !typed.current.has(field)) set(value);
    };
    fill('title', product.title, setTitle);
    fill('price', product.price_cents === null ? null : dollars(product.price_cents), setPrice);
    fill('storeName', product.store_name, setStoreName);
    fill('brand', product.brand, setBrand);
    setImported(product.image_id && product.image_url ? { id: product.image_id, url: product.image_url } : null);
  }, [product]);

  const fetchDetails = (address: string) => {
    if (!onImport || !isWebAddress(address)) return;
    setAskedUrl(address);
    onImport(address);
  };
  const pasted = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text').trim();
    // Only into an empty field: a paste into a half-typed address is the couple's own editing.
    if (!onImport || url.trim() !== '' || !isWebAddress(text)) return;
    event.preventDefault();
    setUrl(text);
    fetchDetails(text);
  };

  const priceCents = parseDollars(price);
  const qty = Number(quantity);
  const local = {
    url: isWebAddress(url.trim()) && url.trim().length <= 2000 ? null : EXTERNAL_MESSAGES.url,
    title: title.trim() ? null : EXTERNAL_MESSAGES.title,
    price_cents: priceCents !== undefined && priceCents >= 0 && priceCents <= 10_000_000 ? null : EXTERNAL_MESSAGES.price,
    quantity: /^\d+$/.test(quantity) && qty >= 1 && qty <= 99 ? null : EXTERNAL_MESSAGES.quantity,
    image_url: !imageUrl.trim() || isWebAddress(imageUrl.trim()) ? null : EXTERNAL_MESSAGES.imageUrl,
  };
  const fieldError = (name: keyof typeof local | 'store_name' | 'brand' | 'note' | 'image_id') =>
    (name in local ? local[name as keyof typeof local] : null) ?? error?.fields?.[name] ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (
      Object.values(local).some(Boolean) ||
      title.length > 200 ||
      storeName.length > 80 ||
      brand.length > 100 ||
      note.length > 500 ||
      priceCents === undefined
    )
      return;
    onSubmit({
      url: url.trim(),
      title: title.trim(),
      price_cents: priceCents,
      quantity: qty,
      ...(storeName.trim() ? { store_name: storeName.trim() } : {}),
      ...(brand.trim() ? { brand: brand.trim() } : {}),
      ...(imported ? { image_id: imported.id } : imageUrl.trim() ? { image_url: imageUrl.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Add a gift from another store">
      <TextField
        label="Web address of the gift"
        name="url"
        type="url"
        inputMode="url"
        required
        value={url}
        onChange={setUrl}
        onPaste={pasted}
        error={fieldError('url')}
        forceError={submitted}
        placeholder="https://"
        hint={onImport ? 'Paste it here and we fill in the details from the store’s page.' : undefined}
      />
      {onImport && (
        <div className={styles.importRow}>
          <button
            type="button"
            className={styles.secondaryButton}
            disabled={current?.status === 'loading'}
            onClick={() => fetchDetails(url.trim())}
          >
            Fetch details
          </button>
          <p role="status" className={styles.importStatus}>
            {current?.status === 'loading'
              ? 'Fetching details…'
              : product
                ? 'We filled in what the store’s page says. Check it before you add it.'
                : ''}
          </p>
        </div>
      )}
      {current?.status === 'failed' && (
        <p role="alert" className={styles.error}>
          {current.error?.status === 400 || current.error?.status === 429 ? current.error.message : IMPORT_FAILED_MESSAGE}
        </p>
      )}
      <TextField
        label="Gift name"
        name="title"
        required
        value={title}
        onChange={typing('title', setTitle)}
        maxChars={200}
        error={fieldError('title')}
        forceError={submitted}
      />
      <div className={styles.pair}>
        <TextField
          label="Price in dollars"
          name="price"
          inputMode="decimal"
          required
          value={price}
          onChange={typing('price', setPrice)}
          error={fieldError('price_cents')}
          forceError={submitted}
        />
        <TextField
          label="Quantity"
          name="quantity"
          inputMode="numeric"
          required
          value={quantity}
          onChange={setQuantity}
          error={fieldError('quantity')}
          forceError={submitted}
        />
      </div>
      <TextField
        label="Store name (optional)"
        name="store_name"
        value={storeName}
        onChange={typing('storeName', setStoreName)}
        maxChars={80}
        error={fieldError('store_name')}
        forceError={submitted}
        hint="We read it from the web address when you leave it empty."
      />
      <TextField
        label="Brand (optional)"
        name="brand"
        value={brand}
        onChange={typing('brand', setBrand)}
        maxChars={100}
        error={fieldError('brand')}
        forceError={submitted}
      />
      {imported ? (
        <figure className={styles.picture}>
          <img src={imported.url} alt="" width={96} height={96} />
          <figcaption>
            <span>Picture from the store’s page</span>
            <button type="button" className={styles.linkButton} onClick={() => setImported(null)}>
              Don’t use this picture
            </button>
            {fieldError('image_id') && (
              <span role="alert" className={styles.error}>
                {fieldError('image_id')}
              </span>
            )}
          </figcaption>
        </figure>
      ) : (
        <TextField
          label="Image address (optional)"
          name="image_url"
          type="url"
          inputMode="url"
          value={imageUrl}
          onChange={setImageUrl}
          error={fieldError('image_url')}
          forceError={submitted}
        />
      )}
      <TextField
        label="Note for guests (optional)"
        name="note"
        value={note}
        onChange={setNote}
        maxChars={500}
        error={fieldError('note')}
        forceError={submitted}
      />
      <button type="submit" className={styles.submit} disabled={busy}>
        {busy ? 'Adding…' : 'Add to registry'}
      </button>
    </form>
  );
}
