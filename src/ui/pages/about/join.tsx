import { Text, Title } from "@mantine/core";
import { type ReactNode, Suspense } from "react";
import { selectUser } from "../../../machines/session/session.selectors";
import { ButtonLink } from "../../components/links";
import { ruAbout } from "../../i18n/ru.about";
import { useSession } from "../../session/hooks";
import css from "./about.module.css";

const t = ruAbout.join;

/**
 * The way in that ends the project's pages: a visitor registers (or signs in); a member is told it is all
 * theirs already. `other` is the sibling page («Что даёт участие» / «Подробнее о проекте»).
 */
export function Join({ other }: { other: "/benefits" | "/about-project" }) {
  return (
    <section className={css.join} aria-labelledby="join-title">
      {/* A visitor's first page does not wait for the session's code (src/ui/session/hooks.ts). */}
      <Suspense fallback={<ForVisitor other={other} />}>
        <ForWhom other={other} />
      </Suspense>
    </section>
  );
}

function ForWhom({ other }: { other: "/benefits" | "/about-project" }) {
  const member = useSession(selectUser);
  if (!member) return <ForVisitor other={other} />;
  return (
    <Said title={t.memberTitle} text={t.memberText}>
      <ButtonLink to="/profile/$id" params={{ id: member.id }} size="md">
        {t.myPage}
      </ButtonLink>
      <ButtonLink to="/profile/$id/feed" params={{ id: member.id }} size="md" variant="default">
        {t.myFeed}
      </ButtonLink>
      <OtherPage other={other} />
    </Said>
  );
}

function ForVisitor({ other }: { other: "/benefits" | "/about-project" }) {
  return (
    <Said title={t.title} text={t.text}>
      <ButtonLink to="/auth" search={{ page: "reg" }} size="md">
        {t.register}
      </ButtonLink>
      <ButtonLink to="/auth" search={{ page: "auth" }} size="md" variant="default">
        {t.signIn}
      </ButtonLink>
      <OtherPage other={other} />
    </Said>
  );
}

/** What the block says to whom, and its buttons. */
function Said({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <>
      <Title order={2} id="join-title" className={css.sectionTitle}>
        {title}
      </Title>
      <Text>{text}</Text>
      <div className={css.actions}>{children}</div>
    </>
  );
}

function OtherPage({ other }: { other: "/benefits" | "/about-project" }) {
  return (
    <ButtonLink to={other} size="md" variant="subtle">
      {other === "/benefits" ? t.toBenefits : t.toAbout}
    </ButtonLink>
  );
}
