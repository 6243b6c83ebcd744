import "../../components/mantine-styles";
import { Paper, SimpleGrid, Title } from "@mantine/core";
import { useActorRef } from "@xstate/react";
import { useState } from "react";
import type { FriendsFilter } from "../../../api/endpoints/friends";
import { friendsListLogic } from "../../app/wiring/friends";
import { feedLogic } from "../../app/wiring/publications";
import { AnchorLink } from "../../components/links";
import { MemberList } from "../../components/members/member-list";
import { PublicationFeed } from "../../components/publications/publication-feed";
import { ruFriends } from "../../i18n/ru.friends";
import { ruPublications } from "../../i18n/ru.publications";
import css from "./home-page.module.css";

/**
 * The member's side of home: what waits for them — friends online, requests, people they may know — and
 * their feed (friends and subscriptions, new publications announced live).
 */
export default function MemberHome({ userId }: { userId: number }) {
  return (
    <>
      <section aria-labelledby="member-home" className={css.memberHome}>
        <Title order={2} id="member-home" className={css.areasTitle}>
          {ruFriends.home.title}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <Block userId={userId} type="online" />
          <Block userId={userId} type="incoming" />
          <Block userId={userId} type="suggestions" />
        </SimpleGrid>
      </section>
      <section aria-labelledby="member-feed" className={css.memberHome}>
        <Title order={2} id="member-feed" className={css.areasTitle}>
          <AnchorLink to="/profile/$id/feed" params={{ id: userId }} c="inherit" fz="inherit" fw="inherit">
            {ruPublications.feed.homeTitle}
          </AnchorLink>
        </Title>
        <PublicationFeed
          feeds={feedLogic}
          feed={{ kind: "following" }}
          empty={ruPublications.feed.emptyFollowing}
          viewerId={userId}
        />
      </section>
    </>
  );
}

/** One of the member's friends lists, live, with the way to all of it. */
function Block({ userId, type }: { userId: number; type: FriendsFilter }) {
  const [logic] = useState(() => friendsListLogic(userId, type, "", userId));
  const list = useActorRef(logic, { input: {} });
  const t = ruFriends.home[type as "online" | "incoming" | "suggestions"];
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t.title}>
      <Title order={3} size="h4" mb="xs">
        <AnchorLink to="/profile/$id/friends" params={{ id: userId }} search={{ type }} c="inherit">
          {t.title}
        </AnchorLink>
      </Title>
      <MemberList
        list={list}
        kind={`home-${type}`}
        texts={{ loading: ruFriends.loading, failed: ruFriends.failed, empty: t.empty }}
      />
    </Paper>
  );
}
