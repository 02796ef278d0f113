import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectDirectory } from '../../features/shop/shopSelectors';
import { directoryRequested } from '../../features/shop/shopSlice';
import { DirectoryStatus } from '../../features/shop/components/DirectoryStatus';
import styles from '../../features/shop/components/Shop.module.scss';

const selectBrands = selectDirectory('brands');

/** /shop/brands: every brand A-Z with its product count. */
export default function BrandsPage() {
  const dispatch = useAppDispatch();
  const dir = useAppSelector(selectBrands);
  useEffect(() => {
    dispatch(directoryRequested('brands'));
  }, [dispatch]);
  const brands = dir?.data?.brands;
  return (
    <div className={styles.page}>
      <h1>Shop by brand</h1>
      {brands ? (
        <ul className={styles.brandList}>
          {brands.map((b) => (
            <li key={b.slug}>
              <Link to={`/shop/brand/${b.slug}`}>{b.name}</Link> <span>({b.product_count})</span>
            </li>
          ))}
        </ul>
      ) : (
        <DirectoryStatus kind="brands" status={dir?.status} error={dir?.error} />
      )}
    </div>
  );
}
