import "@mantine/core/styles/VisuallyHidden.css";
import { Button, Group, Text, Title, VisuallyHidden } from "@mantine/core";
import { projectFiguresLogic } from "../../app/wiring/about";
import { useResource } from "../../components/use-resource";
import { ruAbout } from "../../i18n/ru.about";
import css from "./about.module.css";

const t = ruAbout.figures;
const asked = {};

/** МИР in four figures, counted when the page opens: members, online now, publications, authors. */
export function ProjectFigures() {
  const { data, loading, problem, reload } = useResource(projectFiguresLogic, asked);
  const figures = [
    { key: "members", label: t.members, value: data?.members },
    { key: "online", label: t.online, value: data?.online },
    { key: "publications", label: t.publications, value: data?.publications },
    { key: "authors", label: t.authors, value: data?.authors },
  ] as const;
  return (
    <section aria-labelledby="figures-title">
      <Title order={2} id="figures-title" className={css.sectionTitle}>
        {t.title}
      </Title>
      {problem && !data ? (
        <Group gap="sm" role="alert">
          <Text c="dimmed">{t.failed}</Text>
          <Button size="xs" variant="light" onClick={reload}>
            {t.retry}
          </Button>
        </Group>
      ) : (
        <dl className={css.figures} aria-busy={loading && !data}>
          {figures.map((figure) => (
            <div key={figure.key} className={css.figure} data-figure={figure.key}>
              <dt>{figure.label}</dt>
              <dd>
                {figure.value === undefined ? (
                  <>
                    <VisuallyHidden>{t.counting}</VisuallyHidden>
                    <span aria-hidden="true">…</span>
                  </>
                ) : (
                  t.count(figure.value)
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
