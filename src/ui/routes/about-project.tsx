import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/about-project")({
  component: AboutProjectPage,
});

function AboutProjectPage() {
  return <SectionPage section="/about-project" />;
}
