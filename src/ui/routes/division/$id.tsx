import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";
import { idParams } from "../-params/ids";

export const Route = createFileRoute("/division/$id")({
  params: idParams("id"),
  component: DivisionIdPage,
});

function DivisionIdPage() {
  return <SectionPage section="/division/$id" />;
}
