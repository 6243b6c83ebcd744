import { createFileRoute, useParams } from "@tanstack/react-router";
import { MyPublications } from "../../../../pages/publications/my-publications";
import { SectionPage } from "../../../../pages/section/section-page";

export const Route = createFileRoute("/profile/$id/publications/photo-video")({
  component: ProfileIdPublicationsPhotoVideoPage,
});

/** The member's photo-video albums. Owner only (the layout's guard). */
function ProfileIdPublicationsPhotoVideoPage() {
  const { id } = useParams({ from: "/profile/$id" });
  return (
    <SectionPage section="/profile/$id/publications/photo-video" feed>
      <MyPublications ownerId={id} kind="photo-video" />
    </SectionPage>
  );
}
