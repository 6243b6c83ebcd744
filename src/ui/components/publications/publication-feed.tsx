import { useActorRef } from "@xstate/react";
import { useState } from "react";
import type { PublicationCard } from "../../../api/schema/publication";
import type { PagedListActor } from "../../../machines/lib/paged-list.machine";
import type { FeedLogicOf, FeedOf } from "../../../machines/publications/feeds";
import { ruPublications } from "../../i18n/ru.publications";
import { PagedListView } from "../paged-list/paged-list-view";
import { PublicationCardView } from "./publication-card";
import css from "./publications.module.css";

const t = ruPublications.feed;

/**
 * A feed of publications on the paged-list machine, in spec §9's masonry (400 px columns, at least one,
 * no gap): a loader, a failure with «Повторить», `empty` when there is nothing, «Показать ещё». `feeds`
 * is the app's (src/ui/app/wiring/publications.ts `feedLogic`), handed in by the page.
 */
export function PublicationFeed({
  feeds,
  feed,
  empty,
  viewerId,
}: {
  feeds: FeedLogicOf;
  feed: FeedOf;
  empty: string;
  /** The member whose feed of friends and subscriptions this is: what goes live is announced. */
  viewerId?: number | undefined;
}) {
  const [logic] = useState(() => feeds(feed, viewerId));
  const list = useActorRef(logic, { input: {} });
  return <PublicationFeedView list={list} kind={feed.kind} empty={empty} />;
}

/** A feed's publications drawn from a list the page runs itself (the editor's page reads it again after each save). */
export function PublicationFeedView({
  list,
  kind,
  empty,
}: {
  list: PagedListActor<PublicationCard>;
  kind: FeedOf["kind"];
  empty: string;
}) {
  return (
    <PagedListView list={list} texts={{ ...t, empty }}>
      {(rows) => (
        <ul className={css.masonry} data-feed={kind}>
          {rows.map((card) => (
            <li key={card.id} className={css.item}>
              <PublicationCardView card={card} />
            </li>
          ))}
        </ul>
      )}
    </PagedListView>
  );
}
