import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";
import { guard, verifyGuard } from "../-guards/guards";

/** Registration verification by code: /reg/verify-{code} (a prefix param, `{$code}`). */
export const Route = createFileRoute("/reg/verify-{$code}")({
  beforeLoad: guard(verifyGuard),
  component: RegVerifyPage,
});

function RegVerifyPage() {
  return <SectionPage section="/reg/verify-{$code}" />;
}
