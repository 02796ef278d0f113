import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ProductReviews } from '../../features/productPage/components/ProductReviews';
import { ProductRow } from '../../features/productPage/components/ProductRow';
import styles from '../../features/productPage/components/ProductPage.module.scss';
import { relatedRequested, reviewSubmitted, reviewsRequested } from '../../features/productPage/productPageSlice';
import {
  selectRelated,
  selectReviewWrite,
  selectReviews,
  selectReviewsLoad,
  selectWrittenReview,
} from '../../features/productPage/productPageSelectors';
import { readRecentlyViewed, rememberViewed, type ViewedProduct } from '../../features/productPage/recentlyViewed';

/**
 * Below a product's details: its reviews (and a buyer's form), things like it, things that go
 * with it, and what this browser viewed recently (kept in localStorage: recentlyViewed.ts).
 */
export function ProductExtras({ product }: { product: ViewedProduct }) {
  const dispatch = useAppDispatch();
  const reviews = useAppSelector(selectReviews);
  const reviewsLoad = useAppSelector(selectReviewsLoad);
  const write = useAppSelector(selectReviewWrite);
  const written = useAppSelector(selectWrittenReview);
  const related = useAppSelector(selectRelated);
  const [recent, setRecent] = useState<ViewedProduct[]>([]);
  const { slug } = product;

  useEffect(() => {
    dispatch(reviewsRequested({ slug, page: 1 }));
    dispatch(relatedRequested(slug));
    // What was viewed before this one, then this one remembered.
    setRecent(readRecentlyViewed().filter((p) => p.slug !== slug));
    rememberViewed(product);
    // The product's other fields travel with its slug.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, slug]);

  return (
    <div className={styles.extras}>
      <ProductReviews
        productName={product.name}
        answer={reviews}
        loading={reviewsLoad.status === 'loading'}
        loadError={reviewsLoad.error}
        onPage={(page) => dispatch(reviewsRequested({ slug, page }))}
        writing={write.status === 'loading'}
        writeError={write.error}
        written={written}
        onSubmit={(body) => dispatch(reviewSubmitted({ slug, body }))}
      />
      <ProductRow title="Goes well with" products={related?.goes_with ?? []} />
      <ProductRow title="You may also like" products={related?.related ?? []} />
      <ProductRow title="Recently viewed" products={recent} />
    </div>
  );
}
