import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";

export const Route = createFileRoute("/admin/users/sponsors")({
  component: AdminUsersSponsorsPage,
});

function AdminUsersSponsorsPage() {
  return <SectionPage section="/admin/users/sponsors" />;
}
