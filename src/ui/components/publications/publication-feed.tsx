import { useActorRef } from "@xstate/react";
import { useEffect, useState } from "react";
import { type FeedOf, feedLogic, followFeedNews } from "../../app/wiring/publications";
import { ruPublications } from "../../i18n/ru.publications";
import { PagedListView } from "../paged-list/paged-list-view";
import { PublicationCardView } from "./publication-card";
import css from "./publications.module.css";

const t = ruPublications.feed;

/**
 * A feed of publications on the paged-list machine, in spec §9's masonry (400 px columns, at least one,
 * no gap): a loader, a failure with «Повторить», `empty` when there is nothing, «Показать ещё».
 */
export function PublicationFeed({
  feed,
  empty,
  changes = 0,
  viewerId,
}: {
  feed: FeedOf;
  empty: string;
  /** Grows when the page knows the feed changed (the author saved): the first page is read again. */
  changes?: number;
  /** The member whose feed of friends and subscriptions this is: what goes live is announced. */
  viewerId?: number | undefined;
}) {
  const [logic] = useState(() => feedLogic(feed));
  const list = useActorRef(logic, { input: {} });
  useEffect(() => {
    if (changes > 0) list.send({ type: "list.reload" });
  }, [changes, list]);
  useEffect(
    () => (feed.kind === "following" && viewerId !== undefined ? followFeedNews(list, viewerId) : undefined),
    [feed.kind, viewerId, list],
  );
  return (
    <PagedListView list={list} texts={{ ...t, empty }}>
      {(rows) => (
        <ul className={css.masonry} data-feed={feed.kind}>
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
