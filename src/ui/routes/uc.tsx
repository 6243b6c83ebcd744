import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/uc")({
  component: UcPage,
});

function UcPage() {
  return <SectionPage section="/uc" />;
}
