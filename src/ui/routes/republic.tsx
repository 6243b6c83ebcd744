import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/republic")({
  component: RepublicPage,
});

function RepublicPage() {
  return <SectionPage section="/republic" />;
}
