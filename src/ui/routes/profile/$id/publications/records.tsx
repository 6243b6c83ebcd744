import { createFileRoute, useParams } from "@tanstack/react-router";
import { MyPublications } from "../../../../pages/publications/my-publications";
import { SectionPage } from "../../../../pages/section/section-page";

export const Route = createFileRoute("/profile/$id/publications/records")({
  component: ProfileIdPublicationsRecordsPage,
});

/** The member's records (short posts). Owner only (the layout's guard). */
function ProfileIdPublicationsRecordsPage() {
  const { id } = useParams({ from: "/profile/$id" });
  return (
    <SectionPage section="/profile/$id/publications/records" feed>
      <MyPublications ownerId={id} kind="records" />
    </SectionPage>
  );
}
