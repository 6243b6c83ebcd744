import { createFileRoute } from "@tanstack/react-router";
import { BenefitsPage } from "../pages/about/benefits-page";

/** «Преимущества»: what a member gains (anyone's). */
export const Route = createFileRoute("/benefits")({
  component: BenefitsPage,
});
