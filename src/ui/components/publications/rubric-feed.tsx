import type { FeedLogicOf } from "../../../machines/publications/feeds";
import { selectUserId } from "../../../machines/session/session.selectors";
import { ruPublications } from "../../i18n/ru.publications";
import { useSession } from "../../session/hooks";
import { ButtonLink } from "../links";
import { PublicationFeed } from "./publication-feed";

const t = ruPublications.feed;

/**
 * A content section's publications (its rubric's feed), with «Написать в раздел» for members; a member's
 * announces what goes live in it meanwhile, by anyone.
 */
export function RubricFeed({ feeds, rubricId }: { feeds: FeedLogicOf; rubricId: number }) {
  const me = useSession(selectUserId);
  return (
    <>
      {me ? (
        <ButtonLink
          to="/profile/$id/publications"
          params={{ id: me }}
          search={{ rubric: rubricId }}
          style={{ alignSelf: "flex-start" }}
        >
          {t.writeHere}
        </ButtonLink>
      ) : null}
      {/* A member's is kept live («Показать N новых записей»): made again when one logs in or out. */}
      <PublicationFeed
        key={`${rubricId}:${me ?? ""}`}
        feeds={feeds}
        feed={{ kind: "rubric", rubricId }}
        empty={t.emptyRubric}
        viewerId={me ?? undefined}
      />
    </>
  );
}
