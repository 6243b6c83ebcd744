import { createFileRoute, useParams } from "@tanstack/react-router";
import { feedLogic } from "../../../app/wiring/publications";
import { PublicationFeed } from "../../../components/publications/publication-feed";
import { ruPublications } from "../../../i18n/ru.publications";
import { SectionPage } from "../../../pages/section/section-page";
import { guard, ownerOnly, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/feed")({
  beforeLoad: guard(requireAuth, ownerOnly),
  component: ProfileIdFeedPage,
});

/** The member's feed: what their friends and those they follow publish, new ones announced live. */
function ProfileIdFeedPage() {
  // The layout parsed the id (a child's Route.useParams() types it as unknown here).
  const { id } = useParams({ from: "/profile/$id" });
  return (
    <SectionPage section="/profile/$id/feed" feed>
      <PublicationFeed
        feeds={feedLogic}
        key={id}
        feed={{ kind: "following" }}
        empty={ruPublications.feed.emptyFollowing}
        viewerId={id}
      />
    </SectionPage>
  );
}
