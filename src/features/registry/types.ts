/**
 * Registry shapes, as server/API.md's "Registry" section documents them (snake_case: the wire
 * format is kept so a reader can match a field to the contract). The bodies and answers are
 * declared once, in src/contracts/registry.ts; the rest here is the SPA's own.
 */
import type { ItemChanges } from '../../contracts/registry';

export type {
  AddCashInput as AddCashFundArg,
  AddedRegistryItem,
  ChecklistAnswer as Checklist,
  ChecklistCategory,
  ExternalProductInput as ExternalProductArg,
  Facet,
  FilterType,
  FindCoupleAnswer as FindCoupleResult,
  FindCoupleParams,
  FoundRegistry,
  FundContribution,
  FundType,
  Gift,
  GiftTrackerAnswer as GiftTracker,
  ItemChanges,
  ItemKind,
  QuickAddAnswer as QuickAddResult,
  QuickAddPack,
  QuickAddPackItem,
  RegistryCollection,
  RegistryDuplicate,
  RegistryFilter,
  RegistryGiftAnswer,
  RegistryGroup,
  RegistryHeader,
  RegistryItem,
  RegistrySearchAnswer as RegistrySearchResponse,
  RegistrySearchRequest,
  RegistrySort,
  RegistrySummary,
  RegistryUserInfo,
  SkipReason,
  ThankYouFilter,
} from '../../contracts/registry';

/** 'Add to registry' on a product page (POST /registryCollection/add takes it in snake_case). */
export interface AddToRegistryArg {
  productId: number;
  skuId: number;
  quantity: number;
  shippingRestrictions: string[] | null;
}

/** PUT /registry/items/{id}: the item and any of the changes. */
export interface ItemUpdateArg {
  id: number;
  changes: ItemChanges;
}
