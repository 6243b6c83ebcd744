import { createFileRoute, useParams } from "@tanstack/react-router";
import { MyPublications } from "../../../../pages/publications/my-publications";
import { SectionPage } from "../../../../pages/section/section-page";

export const Route = createFileRoute("/profile/$id/publications/posts")({
  component: ProfileIdPublicationsPostsPage,
});

/** Everything the member published, newest first. Owner only (the layout's guard). */
function ProfileIdPublicationsPostsPage() {
  const { id } = useParams({ from: "/profile/$id" });
  return (
    <SectionPage section="/profile/$id/publications/posts" feed>
      <MyPublications ownerId={id} kind="posts" />
    </SectionPage>
  );
}
