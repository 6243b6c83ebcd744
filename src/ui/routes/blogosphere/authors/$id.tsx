import { createFileRoute } from "@tanstack/react-router";
import { AuthorBlog } from "../../../pages/publications/author-blog";
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
      <AuthorBlog authorId={id} />
    </SectionPage>
  );
}
