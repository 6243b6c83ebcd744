import { Alert, Avatar, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import type { PublicUser } from "../../../api/schema/user";
import type { PagedListActor } from "../../../machines/lib/paged-list.machine";
import {
  selectHasMore,
  selectIsEmpty,
  selectListProblem,
  selectListStatus,
  selectLoadingMore,
  selectRows,
} from "../../../machines/lib/paged-list.selectors";
import { ruFriends } from "../../i18n/ru.friends";
import { AnchorLink } from "../links";
import css from "./member-list.module.css";

/** What a list says while loading, when it failed, and when it is empty. */
export interface MemberListTexts {
  readonly loading: string;
  readonly failed: string;
  readonly empty: string;
}

/**
 * A paged list of members (friends, subscribers, subscriptions…) on the paged-list machine: each a link to
 * their profile with their picture and name, `details` beneath the name and `actions` beside it; «Показать
 * ещё» while there are more; a loader, a failure with «Повторить», or the empty text.
 */
export function MemberList<M extends PublicUser>({
  list,
  texts,
  kind,
  details,
  actions,
}: {
  list: PagedListActor<M>;
  texts: MemberListTexts;
  /** `data-members` of the list (tests and styles tell the lists apart). */
  kind: string;
  details?: (member: M) => ReactNode;
  actions?: (member: M) => ReactNode;
}) {
  const status = useSelector(list, selectListStatus);
  const rows = useSelector(list, selectRows);
  const empty = useSelector(list, selectIsEmpty);
  const problem = useSelector(list, selectListProblem);
  const hasMore = useSelector(list, selectHasMore);
  const loadingMore = useSelector(list, selectLoadingMore);

  if (status === "loading") return <Loader role="status" size="sm" aria-label={texts.loading} />;
  if (status === "failed") {
    return (
      <Alert color="red" role="alert">
        {texts.failed} {problem?.message}{" "}
        <Button size="xs" variant="subtle" onClick={() => list.send({ type: "list.refresh" })}>
          {ruFriends.retry}
        </Button>
      </Alert>
    );
  }
  if (empty) return <Text c="dimmed">{texts.empty}</Text>;
  return (
    <Stack gap="xs">
      <ul className={css.list} data-members={kind}>
        {rows.map((member) => (
          <li key={member.id} className={css.row} data-member-id={member.id}>
            <AnchorLink
              to="/profile/$id"
              params={{ id: member.id }}
              className={css.link}
              aria-label={ruFriends.open(member.name)}
            >
              <Group gap="sm" wrap="nowrap">
                {/* The name beside it says who: the picture is decoration (alt=""), not a second name. */}
                <Avatar src={member.avatar} name={member.name} color="initials" radius="xl" alt="" />
                <div>
                  <Text fw={500}>{member.name}</Text>
                  {details?.(member)}
                </div>
              </Group>
            </AnchorLink>
            {actions?.(member)}
          </li>
        ))}
      </ul>
      {hasMore ? (
        <Button variant="subtle" loading={loadingMore} onClick={() => list.send({ type: "list.more" })}>
          {ruFriends.more}
        </Button>
      ) : null}
    </Stack>
  );
}
