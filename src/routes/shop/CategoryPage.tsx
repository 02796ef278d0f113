import { useParams } from 'react-router-dom';
import { ListingView } from './ListingView';

/** /shop/category/{slug} (including gift-cards and wedding-shop). */
export default function CategoryPage() {
  const { slug = '' } = useParams();
  return <ListingView key={slug} kind="category" slug={slug} heading={(l) => ({ title: l?.category?.key === slug ? l.category.name : 'Shop' })} />;
}
