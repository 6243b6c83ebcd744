import { createFileRoute } from "@tanstack/react-router";
import { VerifyPage } from "../../pages/account/verify-page";
import { guard, verifyGuard } from "../-guards/guards";

/** Registration verification by code: /reg/verify-{code} (a prefix param, `{$code}`). */
export const Route = createFileRoute("/reg/verify-{$code}")({
  beforeLoad: guard(verifyGuard),
  component: RegVerifyRoute,
});

function RegVerifyRoute() {
  // Typed `unknown` because of the guard's wide context type; the verify guard already checked its shape.
  const { code } = Route.useParams();
  const text = typeof code === "string" ? code : "";
  return <VerifyPage key={text} code={text} />;
}
