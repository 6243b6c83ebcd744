import { createFileRoute, useParams } from "@tanstack/react-router";
import { BlogHeader } from "../../../components/publications/blog-header";
import { PublicationFeed } from "../../../components/publications/publication-feed";
import { ruPublications } from "../../../i18n/ru.publications";
import { SectionPage } from "../../../pages/section/section-page";
import { guard, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/blogosphere")({
  beforeLoad: guard(requireAuth),
  component: ProfileIdBlogospherePage,
});

/** The member's blog as the blogosphere shows it: its head and their publications. */
function ProfileIdBlogospherePage() {
  const { id } = useParams({ from: "/profile/$id" });
  return (
    <SectionPage section="/profile/$id/blogosphere" feed>
      <BlogHeader key={`head-${id}`} authorId={id} />
      <PublicationFeed key={id} feed={{ kind: "author", authorId: id }} empty={ruPublications.feed.empty} />
    </SectionPage>
  );
}
