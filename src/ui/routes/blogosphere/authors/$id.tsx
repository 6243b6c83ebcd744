import { createFileRoute } from "@tanstack/react-router";
import { BlogHeader } from "../../../components/publications/blog-header";
import { PublicationFeed } from "../../../components/publications/publication-feed";
import { ruPublications } from "../../../i18n/ru.publications";
import { SectionPage } from "../../../pages/section/section-page";
import { idParams } from "../../-params/ids";

export const Route = createFileRoute("/blogosphere/authors/$id")({
  params: idParams("id"),
  component: BlogosphereAuthorsIdPage,
});

/** An author of the blogosphere: their blog's head and what they published. */
function BlogosphereAuthorsIdPage() {
  const { id } = Route.useParams();
  return (
    <SectionPage section="/blogosphere/authors/$id" feed>
      <BlogHeader key={`head-${id}`} authorId={id} />
      <PublicationFeed key={id} feed={{ kind: "author", authorId: id }} empty={ruPublications.feed.empty} />
    </SectionPage>
  );
}
