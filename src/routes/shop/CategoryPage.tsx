import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { findCategory, selectCategories } from '../../features/nav/navSelectors';
import { categoriesRequested } from '../../features/nav/navSlice';
import { ListingView } from './ListingView';

/** /shop/category/{slug} (including gift-cards and wedding-shop). */
export default function CategoryPage() {
  const { slug = '' } = useParams();
  const dispatch = useAppDispatch();
  // The tree is loaded once per visit (the nav sagas skip it when it is there).
  useEffect(() => {
    dispatch(categoriesRequested());
  }, [dispatch]);
  // The navigation's category tree names the category before its listing arrives.
  const fromNav = findCategory(useAppSelector(selectCategories), slug)?.name;
  return <ListingView key={slug} kind="category" slug={slug} heading={(l) => ({ title: l?.category?.key === slug ? l.category.name : (fromNav ?? 'Shop') })} />;
}
