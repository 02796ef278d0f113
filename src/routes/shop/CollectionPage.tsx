import { useParams } from 'react-router-dom';
import { ListingView } from './ListingView';

/** /shop/collection/{slug}. */
export default function CollectionPage() {
  const { slug = '' } = useParams();
  return <ListingView key={slug} kind="collection" slug={slug} heading={(l) => (l?.collection?.slug === slug ? { title: l.collection.name, intro: l.collection.description } : { title: 'Collection' })} />;
}
