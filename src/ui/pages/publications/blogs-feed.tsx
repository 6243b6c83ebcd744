import { SegmentedControl } from "@mantine/core";
import { useState } from "react";
import { selectUserId } from "../../../machines/session/session.selectors";
import { feedLogic } from "../../app/wiring/publications";
import { ButtonLink } from "../../components/links";
import { PublicationFeed } from "../../components/publications/publication-feed";
import { ruPublications } from "../../i18n/ru.publications";
import { useSession } from "../../session/hooks";

const t = ruPublications.feed;
type Tab = "new" | "popular" | "following";

/** /blogs' feed: every blog's publications, new or popular, and (for a member) those they follow. */
export function BlogsFeed() {
  const me = useSession(selectUserId);
  const [tab, setTab] = useState<Tab>("new");
  const tabs: Tab[] = me ? ["new", "popular", "following"] : ["new", "popular"];
  return (
    <>
      {me ? (
        <ButtonLink to="/profile/$id/publications" params={{ id: me }} style={{ alignSelf: "flex-start" }}>
          {t.write}
        </ButtonLink>
      ) : null}
      <SegmentedControl
        value={tab}
        onChange={(value) => setTab(tabs.find((one) => one === value) ?? "new")}
        data={tabs.map((one) => ({ value: one, label: t.tabs[one] }))}
        style={{ alignSelf: "flex-start" }}
      />
      <PublicationFeed
        feeds={feedLogic}
        key={tab}
        feed={tab === "following" ? { kind: "following" } : { kind: "all", sort: tab }}
        empty={t.empty}
        viewerId={me ?? undefined}
      />
    </>
  );
}
