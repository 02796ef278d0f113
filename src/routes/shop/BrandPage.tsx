import { useParams } from 'react-router-dom';
import { ListingView } from '../../features/shop/components/ListingView';

/** /shop/brand/{slug}. */
export default function BrandPage() {
  const { slug = '' } = useParams();
  return (
    <ListingView
      key={slug}
      kind="brand"
      slug={slug}
      heading={(l) => (l?.brand?.slug === slug ? { title: l.brand.name, intro: l.brand.description } : { title: 'Brand' })}
    />
  );
}
