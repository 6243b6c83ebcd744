import { createFileRoute } from "@tanstack/react-router";
import { feedLogic } from "../../../app/wiring/publications";
import { PublicationFeed } from "../../../components/publications/publication-feed";
import { ruPublications } from "../../../i18n/ru.publications";
import { SectionPage } from "../../../pages/section/section-page";
import { idParams } from "../../-params/ids";

export const Route = createFileRoute("/blogs/user/$id")({
  params: idParams("id"),
  component: BlogsUserIdPage,
});

/** A member's blog: what they published, newest first. */
function BlogsUserIdPage() {
  const { id } = Route.useParams();
  return (
    <SectionPage section="/blogs/user/$id" feed>
      <PublicationFeed
        feeds={feedLogic}
        key={id}
        feed={{ kind: "author", authorId: id }}
        empty={ruPublications.feed.empty}
      />
    </SectionPage>
  );
}
