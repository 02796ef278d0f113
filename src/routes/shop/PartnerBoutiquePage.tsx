import { useParams } from 'react-router-dom';
import { ListingView } from '../../features/shop/components/ListingView';

/** /shop/partner-boutique/{slug}. */
export default function PartnerBoutiquePage() {
  const { slug = '' } = useParams();
  return (
    <ListingView
      key={slug}
      kind="partner-boutique"
      slug={slug}
      heading={(l) =>
        l?.boutique?.slug === slug
          ? { title: l.boutique.name, intro: `${l.boutique.description}${l.boutique.city ? ` · ${l.boutique.city}` : ''}` }
          : { title: 'Partner boutique' }
      }
    />
  );
}
