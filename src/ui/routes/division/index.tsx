import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";
import { DivisionsList } from "../../pages/teams/divisions-page";

export const Route = createFileRoute("/division/")({
  component: DivisionPage,
});

// Every division with its teams first; the rubric's feed (the section's own) below them.
function DivisionPage() {
  return (
    <SectionPage section="/division">
      <DivisionsList />
    </SectionPage>
  );
}
