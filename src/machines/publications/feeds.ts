import type { PublicationCard, PublicationType } from "../../api/schema/publication";
import type { PagedListLogic } from "../lib/paged-list.machine";

/** Which feed a list shows. */
export type FeedOf =
  | { readonly kind: "rubric"; readonly rubricId: number }
  | { readonly kind: "author"; readonly authorId: number; readonly type?: PublicationType }
  | { readonly kind: "all"; readonly sort: "new" | "popular" }
  | { readonly kind: "following" }
  | { readonly kind: "drafts" };

/**
 * The paged list of a feed, as the app composes it (src/ui/app/wiring/publications.ts `feedLogic`): with
 * a `viewerId` (a member reads it), the feed of friends and subscriptions and a rubric's feed announce
 * what goes live meanwhile.
 */
export type FeedLogicOf = (feed: FeedOf, viewerId?: number) => PagedListLogic<PublicationCard>;
