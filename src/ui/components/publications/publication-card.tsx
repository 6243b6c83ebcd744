import "../mantine-styles";
import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { PublicationCard as Card } from "../../../api/schema/publication";
import { ruPublications } from "../../i18n/ru.publications";
import { Moment } from "../dates/moment";
import { AnchorLink } from "../links";
import { MemberBadge } from "../members/member-badge";
import css from "./publications.module.css";

const t = ruPublications.feed;

/** One publication in a feed: preview, title, first words, author, rubric, counters; the title opens it. */
export function PublicationCardView({ card }: { card: Card }) {
  const title = card.title || t.untitled;
  const when = card.publishedAt ?? card.updatedAt;
  return (
    <Paper withBorder radius="lg" className={css.card} component="article" data-publication-id={card.id}>
      {card.preview ? <img src={card.preview} alt="" className={css.preview} loading="lazy" /> : null}
      <Stack gap={6} p="md">
        <Group gap={6} wrap="wrap">
          <Badge variant="light" tt="none">
            {card.rubric.name}
          </Badge>
          {card.status !== "published" ? (
            <Badge variant="outline" color="gray" tt="none">
              {ruPublications.post.status[card.status]}
            </Badge>
          ) : null}
        </Group>
        <Title order={2} size="h4" className={css.cardTitle}>
          <AnchorLink
            to="/blogs/$id/post/$postId"
            params={{ id: card.author.id, postId: card.id }}
            className={css.cardLink}
          >
            {title}
          </AnchorLink>
        </Title>
        {card.excerpt ? (
          <Text size="sm" className={css.excerpt}>
            {card.excerpt}
          </Text>
        ) : null}
        <MemberBadge member={card.author}>
          <Text size="sm" c="dimmed">
            · <Moment at={when} />
          </Text>
        </MemberBadge>
        <Text size="xs" c="dimmed">
          {t.views(card.counters.views)} · {t.reactions(card.counters.reactions)} ·{" "}
          {t.comments(card.counters.comments)}
        </Text>
      </Stack>
    </Paper>
  );
}
