import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/freelance")({
  component: FreelancePage,
});

function FreelancePage() {
  return <SectionPage section="/freelance" />;
}
