import { useParams } from 'react-router-dom';
import { ListingView } from '../../features/shop/components/ListingView';

/** /shop/category/{slug} (including gift-cards and wedding-shop): named by the shop's category tree until its listing arrives. */
export default function CategoryPage() {
  const { slug = '' } = useParams();
  return (
    <ListingView
      key={slug}
      kind="category"
      slug={slug}
      heading={(l, fromTree) => ({ title: l?.category?.key === slug ? l.category.name : (fromTree?.name ?? 'Shop') })}
    />
  );
}
