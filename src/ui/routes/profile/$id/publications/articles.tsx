import { createFileRoute, useParams } from "@tanstack/react-router";
import { MyPublications } from "../../../../pages/publications/my-publications";
import { SectionPage } from "../../../../pages/section/section-page";

export const Route = createFileRoute("/profile/$id/publications/articles")({
  component: ProfileIdPublicationsArticlesPage,
});

/** The member's articles. Owner only (the layout's guard). */
function ProfileIdPublicationsArticlesPage() {
  const { id } = useParams({ from: "/profile/$id" });
  return (
    <SectionPage section="/profile/$id/publications/articles" feed>
      <MyPublications ownerId={id} kind="articles" />
    </SectionPage>
  );
}
