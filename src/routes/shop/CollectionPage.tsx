import { useEffect, useMemo } from 'react';
import { HOLIDAY_SHOPS } from '../../contracts/experiments';
import { rememberHolidayVisit } from '../../features/experiments/experiments';
import { useParams } from 'react-router-dom';
import { kitCrumbKey, loadCrumbs } from '../../lib/breadcrumbs';
import { ListingView } from '../../features/shop/components/ListingView';

/** /shop/collection/{slug}; a starter collection (a kit) opened from the starter collections shows its way back. */
export default function CollectionPage() {
  const { slug = '' } = useParams();
  const trail = useMemo(() => loadCrumbs(kitCrumbKey(slug)), [slug]);
  // holiday-shops: an add after opening a holiday collection is the experiment's conversion.
  useEffect(
    () =>
      rememberHolidayVisit(
        slug,
        window.sessionStorage,
        HOLIDAY_SHOPS.map((s) => s.slug),
      ),
    [slug],
  );
  return (
    <ListingView
      key={slug}
      kind="collection"
      slug={slug}
      trail={trail}
      heading={(l) =>
        l?.collection?.slug === slug ? { title: l.collection.name, intro: l.collection.description } : { title: 'Collection' }
      }
    />
  );
}
