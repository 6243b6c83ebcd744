import { createFileRoute, useParams } from "@tanstack/react-router";
import { AuthorBlog } from "../../../pages/publications/author-blog";
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
      <AuthorBlog authorId={id} />
    </SectionPage>
  );
}
