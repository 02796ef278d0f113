import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsGuest } from '../../features/user/userSelectors';
import { selectInquiry, selectStorefront } from '../../features/vendors/vendorsSelectors';
import { favoriteToggled, inquiryReset, inquirySubmitted, storefrontRequested } from '../../features/vendors/vendorsSlice';
import { formatCents } from '../../lib/money';
import { buildSearchPath } from '../../lib/vendorUrls';
import { priceTierLabel } from '../../features/vendors/components/VendorCard';
import { useBookingReminderCheck } from '../../features/vendors/useBookingReminderCheck';
import styles from './Vendors.module.scss';

/** /wedding-vendors/{taxonomy key}/{storefront}: photos, details, packages, reviews, favorite and the inquiry form. */
export default function StorefrontPage() {
  useBookingReminderCheck();
  const { taxonomyKey = '', storefront: slug = '' } = useParams();
  const dispatch = useAppDispatch();
  const { status, data: vendor, error } = useAppSelector(selectStorefront);
  const isGuest = useAppSelector(selectIsGuest);

  useEffect(() => {
    dispatch(storefrontRequested({ categoryKey: taxonomyKey, slug }));
  }, [dispatch, taxonomyKey, slug]);

  if (status === 'failed') {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{error?.status === 404 ? 'We could not find that vendor' : 'Something went wrong'}</h1>
        <p className={styles.error} role="alert">{error?.message}</p>
        <p><Link to="/wedding-vendors">Explore wedding vendors</Link></p>
      </section>
    );
  }
  if (!vendor || vendor.slug !== slug) return <section className={styles.page} aria-busy="true"><p>Loading…</p></section>;

  return (
    <section className={styles.page}>
      <nav aria-label="Breadcrumb" className={styles.subtitle}>
        <Link to={buildSearchPath({ location: vendor.searchLocation.slug, category: vendor.categoryKey })}>
          {vendor.categoryName}s in {vendor.searchLocation.label}
        </Link>
      </nav>
      <div className={styles.gallery}>
        {vendor.photos.map((p) => <img key={p.url} src={p.url} alt={p.alt} width={600} height={400} />)}
      </div>
      <div className={styles.layout}>
        <div>
          <h1 className={styles.title}>{vendor.name}</h1>
          <p className={styles.meta}>
            {vendor.reviewCount > 0 && <span className={styles.rating}>★ {vendor.rating.toFixed(1)} ({vendor.reviewCount} reviews) · </span>}
            {vendor.location} · <span aria-label={`Price tier ${vendor.priceTier} of 4`}>{priceTierLabel(vendor.priceTier)}</span>
            {vendor.capacity ? ` · Up to ${vendor.capacity} guests` : ''} · {vendor.style}
          </p>
          {!isGuest && (
            <p>
              <button type="button" className={`${styles.button} ${styles.secondary}`} aria-pressed={vendor.isFavorite} onClick={() => dispatch(favoriteToggled({ vendorId: vendor.id, favorite: !vendor.isFavorite }))}>
                {vendor.isFavorite ? '♥ Saved to favorites' : '♡ Save to favorites'}
              </button>
            </p>
          )}
          <h2>About</h2>
          <p>{vendor.description}</p>
          <h2>Packages</h2>
          <ul>
            {vendor.packages.map((p) => <li key={p.id}><strong>{p.name}</strong> — {formatCents(p.priceCents)}. {p.description}</li>)}
          </ul>
          <h2>Reviews</h2>
          {vendor.reviews.length === 0 ? <p>No reviews yet.</p> : (
            <ul>
              {vendor.reviews.map((r) => <li key={r.id}><strong>{r.author}</strong> — {'★'.repeat(r.rating)} <span className={styles.meta}>({r.reviewedOn})</span><br />{r.body}</li>)}
            </ul>
          )}
        </div>
        {isGuest ? (
          <aside className={styles.form}>
            <h2 style={{ margin: 0 }}>Message vendor</h2>
            <p>Log in to send {vendor.name} a message.</p>
            <Link className={styles.button} to="/account/login">Log in</Link>
          </aside>
        ) : (
          <InquiryForm vendorId={vendor.id} vendorName={vendor.name} />
        )}
      </div>
    </section>
  );
}

function InquiryForm({ vendorId, vendorName }: { vendorId: number; vendorName: string }) {
  const dispatch = useAppDispatch();
  const inquiry = useAppSelector(selectInquiry);
  const [message, setMessage] = useState('');
  const [date, setDate] = useState('');
  const [guests, setGuests] = useState('');
  const [budget, setBudget] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (inquiry.status === 'succeeded') confirmation.current?.focus();
  }, [inquiry.status]);

  if (inquiry.status === 'succeeded' && inquiry.data) {
    return (
      <div className={`${styles.form} ${styles.success}`} role="status" tabIndex={-1} ref={confirmation}>
        <h2 style={{ margin: 0 }}>Message sent</h2>
        <p>{inquiry.data.message}</p>
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => dispatch(inquiryReset())}>Send another message</button>
      </div>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!message.trim()) return setClientError('Please write a message to the vendor.');
    setClientError(null);
    dispatch(inquirySubmitted({
      vendor_id: vendorId,
      message: message.trim(),
      ...(date ? { wedding_date: date } : {}),
      ...(guests ? { guest_count: Number(guests) } : {}),
      ...(budget ? { budget_cents: Math.round(Number(budget) * 100) } : {}),
    }));
  };
  const fields = inquiry.error?.fields ?? {};
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="inquiry-title">
      <h2 id="inquiry-title" style={{ margin: 0 }}>Message {vendorName}</h2>
      <label>Wedding date<input type="date" value={date} onChange={(e) => setDate(e.target.value)} /></label>
      <label>Guest count<input type="number" min={1} inputMode="numeric" value={guests} onChange={(e) => setGuests(e.target.value)} /></label>
      <label>Budget (USD)<input type="number" min={0} inputMode="decimal" value={budget} onChange={(e) => setBudget(e.target.value)} /></label>
      <label>
        Message
        <textarea rows={5} value={message} onChange={(e) => setMessage(e.target.value)} aria-invalid={Boolean(clientError || fields.message)} aria-describedby="inquiry-error" required />
      </label>
      <p id="inquiry-error" className={styles.error} role="alert">{clientError ?? (inquiry.status === 'failed' ? inquiry.error?.message : '')}</p>
      <button type="submit" className={styles.button} disabled={inquiry.status === 'loading'}>{inquiry.status === 'loading' ? 'Sending…' : 'Send message'}</button>
    </form>
  );
}
