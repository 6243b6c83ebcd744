import { createFileRoute, useParams } from "@tanstack/react-router";
import { MediaGrid } from "../../../pages/publications/media-grid";
import { SectionPage } from "../../../pages/section/section-page";
import { guard, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/photo-video")({
  beforeLoad: guard(requireAuth),
  component: ProfileIdPhotoVideoPage,
});

/** The member's photos and videos from their publications, in a grid. */
function ProfileIdPhotoVideoPage() {
  const { id } = useParams({ from: "/profile/$id" });
  return (
    <SectionPage section="/profile/$id/photo-video" feed>
      <MediaGrid key={id} authorId={id} />
    </SectionPage>
  );
}
