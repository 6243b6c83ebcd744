import type { PublicationType } from "../../../api/schema/publication";
import { feedLogic } from "../../app/wiring/publications";
import { PublicationFeed } from "../../components/publications/publication-feed";
import { ruPublications } from "../../i18n/ru.publications";

export type MyPublicationsKind = "posts" | "articles" | "records" | "photo-video" | "management";

/** The kind of publication each tab keeps (none: all of them). */
const typeOf: Partial<Record<MyPublicationsKind, PublicationType>> = {
  articles: 1,
  records: 2,
  "photo-video": 3,
};

/**
 * The feed of a tab of the member's own publications (/profile/{id}/publications/…): what they published, of one
 * kind or all, newest first; or, under «Управление», their drafts and scheduled ones with their counters.
 */
export function MyPublications({ ownerId, kind }: { ownerId: number; kind: MyPublicationsKind }) {
  const type = typeOf[kind];
  return (
    <PublicationFeed
      feeds={feedLogic}
      key={`${ownerId}:${kind}`}
      feed={
        kind === "management"
          ? { kind: "drafts" }
          : { kind: "author", authorId: ownerId, ...(type === undefined ? {} : { type }) }
      }
      empty={ruPublications.mine[kind]}
    />
  );
}
