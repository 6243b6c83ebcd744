import { createFileRoute, useParams } from "@tanstack/react-router";
import { Schema } from "effect";
import { ReferralsPage } from "../../../pages/structure/referrals-page";
import { guard, requireAuth } from "../../-guards/guards";
import { hint, SearchId, searchOf } from "../../-params/search";

/** `level=` picks the level whose members are listed (1 by default). */
const referralsSearch = searchOf(Schema.Struct({ level: hint(SearchId) }));

export const Route = createFileRoute("/profile/$id/referrals")({
  validateSearch: referralsSearch,
  beforeLoad: guard(requireAuth),
  component: ProfileIdReferralsPage,
});

function ProfileIdReferralsPage() {
  const { id } = useParams({ from: "/profile/$id" });
  const { level } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReferralsPage
      key={id}
      ownerId={id}
      level={level}
      onLevelChange={(next) => navigate({ search: next === 1 ? {} : { level: next }, replace: true })}
    />
  );
}
