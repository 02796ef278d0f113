import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/TextField/TextField';
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

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** 'Add from another store' → POST registryCollection/external-product. */
export function ExternalProductForm({ busy, error, onSubmit }: GiftFormProps<ExternalProductArg>) {
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [storeName, setStoreName] = useState('');
  const [imageUrl, setImageUrl] = useState('');
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const priceCents = parseDollars(price);
  const qty = Number(quantity);
  const local = {
    url: isWebAddress(url.trim()) && url.trim().length <= 2000 ? null : EXTERNAL_MESSAGES.url,
    title: title.trim() ? null : EXTERNAL_MESSAGES.title,
    price_cents: priceCents !== undefined && priceCents >= 0 && priceCents <= 10_000_000 ? null : EXTERNAL_MESSAGES.price,
    quantity: /^\d+$/.test(quantity) && qty >= 1 && qty <= 99 ? null : EXTERNAL_MESSAGES.quantity,
    image_url: !imageUrl.trim() || isWebAddress(imageUrl.trim()) ? null : EXTERNAL_MESSAGES.imageUrl,
  };
  const fieldError = (name: keyof typeof local | 'store_name' | 'note') =>
    (name in local ? local[name as keyof typeof local] : null) ?? error?.fields?.[name] ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(local).some(Boolean) || title.length > 200 || storeName.length > 80 || note.length > 500 || priceCents === undefined)
      return;
    onSubmit({
      url: url.trim(),
      title: title.trim(),
      price_cents: priceCents,
      quantity: qty,
      ...(storeName.trim() ? { store_name: storeName.trim() } : {}),
      ...(imageUrl.trim() ? { image_url: imageUrl.trim() } : {}),
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
        error={fieldError('url')}
        forceError={submitted}
        placeholder="https://"
      />
      <TextField
        label="Gift name"
        name="title"
        required
        value={title}
        onChange={setTitle}
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
          onChange={setPrice}
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
        onChange={setStoreName}
        maxChars={80}
        error={fieldError('store_name')}
        forceError={submitted}
        hint="We read it from the web address when you leave it empty."
      />
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
