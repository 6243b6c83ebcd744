import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { idParams } from "../../-params/ids";

export const Route = createFileRoute("/services/type/$id")({
  params: idParams("id"),
  component: ServicesTypeIdPage,
});

function ServicesTypeIdPage() {
  return <SectionPage section="/services/type/$id" />;
}
