import { createFileRoute, useParams } from "@tanstack/react-router";
import { MyPublications } from "../../../../pages/publications/my-publications";
import { SectionPage } from "../../../../pages/section/section-page";

export const Route = createFileRoute("/profile/$id/publications/management")({
  component: ProfileIdPublicationsManagementPage,
});

/** The member's drafts and scheduled publications, with their counters. Owner only (the layout's guard). */
function ProfileIdPublicationsManagementPage() {
  const { id } = useParams({ from: "/profile/$id" });
  return (
    <SectionPage section="/profile/$id/publications/management" feed>
      <MyPublications ownerId={id} kind="management" />
    </SectionPage>
  );
}
