import { useActorRef } from "@xstate/react";
import { useState } from "react";
import { mediaListLogic } from "../../app/wiring/publications";
import { AnchorLink } from "../../components/links";
import { PagedListView } from "../../components/paged-list/paged-list-view";
import { ruPublications } from "../../i18n/ru.publications";
import css from "./media.module.css";

const t = ruPublications.media;

/**
 * /profile/{id}/photo-video: the photos and videos of the member's publications in a grid, newest first;
 * each opens full-screen (/profile/{id}/media/{mediaId}).
 */
export function MediaGrid({ authorId }: { authorId: number }) {
  const [logic] = useState(() => mediaListLogic(authorId));
  const list = useActorRef(logic, { input: {} });
  return (
    <PagedListView list={list} texts={t.list}>
      {(rows) => (
        <ul className={css.grid} data-media-grid="">
          {rows.map((item) => (
            <li key={item.id} className={css.tile}>
              <AnchorLink
                to="/profile/$id/media/$mediaId"
                params={{ id: authorId, mediaId: item.id }}
                className={css.tileLink}
                aria-label={t.open(item.name)}
              >
                {item.kind === "video" ? (
                  <>
                    <video src={item.url} preload="metadata" muted tabIndex={-1} className={css.thumb} />
                    <span className={css.play} aria-hidden="true">
                      ▶
                    </span>
                  </>
                ) : (
                  <img src={item.url} alt="" loading="lazy" className={css.thumb} />
                )}
              </AnchorLink>
            </li>
          ))}
        </ul>
      )}
    </PagedListView>
  );
}
