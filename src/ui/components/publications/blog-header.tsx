import "../mantine-styles";
import { Avatar, Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { blogLogic } from "../../app/wiring/publications";
import { ruPublications } from "../../i18n/ru.publications";
import { ProblemAlert } from "../form/fields";
import { AnchorLink } from "../links";
import { useResource } from "../use-resource";
import css from "./publications.module.css";

const t = ruPublications.blog;

/** A blog's head: its cover, title, author, description and counters (the blogosphere's author page). */
export function BlogHeader({ authorId }: { authorId: number }) {
  const { data: blog, problem, reload } = useResource(blogLogic, { id: authorId });
  if (!blog) {
    return problem ? (
      <ProblemAlert problem={problem} title={t.failed}>
        <Button size="xs" variant="subtle" onClick={reload}>
          {ruPublications.feed.retry}
        </Button>
      </ProblemAlert>
    ) : (
      <Loader role="status" size="sm" aria-label={t.loading} />
    );
  }
  return (
    <Stack gap="sm" component="header" data-blog={blog.author.id}>
      {blog.cover ? <img src={blog.cover} alt={t.coverAlt(blog.title)} className={css.blogCover} /> : null}
      <Title order={2}>{blog.title}</Title>
      <Group gap="xs">
        <Avatar
          src={blog.author.avatar}
          name={blog.author.name}
          color="initials"
          radius="xl"
          size="sm"
          alt=""
        />
        <AnchorLink to="/profile/$id" params={{ id: blog.author.id }}>
          {blog.author.name}
        </AnchorLink>
      </Group>
      {blog.description ? <Text style={{ whiteSpace: "pre-line" }}>{blog.description}</Text> : null}
      <Text size="sm" c="dimmed">
        {t.counters(blog.counters.publications, blog.counters.subscribers)}
      </Text>
    </Stack>
  );
}
