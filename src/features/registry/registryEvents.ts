import { createAction } from '@reduxjs/toolkit';
import type {
  AddCashFundArg,
  AddToRegistryArg,
  ExternalProductArg,
  FindCoupleParams,
  ItemUpdateArg,
  RegistryFilter,
  RegistrySort,
  ThankYouFilter,
} from './types';

/**
 * The registry's events, the only registry code in the first page load: the UI dispatches them,
 * and the first one loads the rest of the domain (src/app/lazyDomains.ts). Everything else of the
 * domain (slice, sagas, API, selectors) is in the registry pages' own chunks.
 */

/** Spec §5: the exact message when a restricted product is added by a HI/AK couple. */
export const HAWAII_ALASKA_MESSAGE = 'Product cannot be shipped to Hawaii or Alaska';
/** Spec §8: registry fetch failure. */
export const REGISTRY_FETCH_FAILED_MESSAGE = "Sorry we couldn't fetch your registry.";

/** The product page's 'Add to registry' button dispatches this event. */
export const addToRegistryRequested = createAction<AddToRegistryArg>('registry/addToRegistryRequested');
/**
 * 'Already on your registry (requested N). Raise the requested quantity to N+q?' answered yes: the
 * item's requested quantity becomes `requestedQty` (an absolute value, so a repeat changes nothing).
 */
export const duplicateRaiseRequested = createAction<{ itemId: number; requestedQty: number }>('registry/duplicateRaiseRequested');
/** The same question answered no: nothing changes, and the product page's note ends. */
export const duplicateDismissed = createAction('registry/duplicateDismissed');
/** A product page opened from a registry (?registry={key}&item={id}) asks for the couple and the gift. */
export const registryGiftRequested = createAction<{ key: string; itemId: number }>('registry/giftRequested');
/** The guest-facing registry page (and the couple's preview) asks for a view of a registry. */
export interface RegistryViewRequest {
  /** The {id} of /registry/{id}: the registry key (slug), or the couple's numeric id in a preview. */
  key: string;
  filters: RegistryFilter[];
  sort: RegistrySort;
  grouped: boolean;
  previewAsGuest: boolean;
}
export const registryViewRequested = createAction<RegistryViewRequest>('registry/viewRequested');
/** The guest page asks for the next page of gifts of the view it shows. */
export const registryMoreRequested = createAction('registry/moreRequested');
/** The guest page shows this many gifts, then 'Show more gifts' adds as many again. */
export const REGISTRY_PAGE_SIZE = 24;
/** /my-registry opened (or asked to reload). */
export const manageRequested = createAction('registry/manageRequested');
export const publishRequested = createAction<{ published: boolean }>('registry/publishRequested');
export const findCoupleRequested = createAction<FindCoupleParams>('registry/findCoupleRequested');
export const addCashRequested = createAction<AddCashFundArg>('registry/addCashRequested');
export const externalProductRequested = createAction<ExternalProductArg>('registry/externalProductRequested');
export const itemUpdateRequested = createAction<ItemUpdateArg>('registry/itemUpdateRequested');
export const itemRemoveRequested = createAction<{ id: number; title: string }>('registry/itemRemoveRequested');
export const collectionCreateRequested = createAction<{ name: string }>('registry/collectionCreateRequested');
export const collectionRenameRequested = createAction<{ id: number; name: string }>('registry/collectionRenameRequested');
export const collectionMoveRequested = createAction<{ id: number; direction: -1 | 1 }>('registry/collectionMoveRequested');
export const collectionDeleteRequested = createAction<{ id: number; name: string }>('registry/collectionDeleteRequested');
export const quickAddPacksRequested = createAction('registry/quickAddPacksRequested');
export const quickAddPackRequested = createAction<{ packId: number; collectionId?: number }>('registry/quickAddPackRequested');
export const giftTrackerRequested = createAction<ThankYouFilter>('registry/giftTrackerRequested');
export const thankYouToggled = createAction<{ id: number; thankYouSent: boolean }>('registry/thankYouToggled');
export const checklistRequested = createAction('registry/checklistRequested');
