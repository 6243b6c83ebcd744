import { Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import type { PublicUser } from "../../../api/schema/user";
import type { PagedListActor } from "../../../machines/lib/paged-list.machine";
import { ruFriends } from "../../i18n/ru.friends";
import { AnchorLink } from "../links";
import { PagedListView } from "../paged-list/paged-list-view";
import { MemberAvatar } from "./member-badge";
import css from "./member-list.module.css";

/** What a list says while loading, when it failed, and when it is empty. */
export interface MemberListTexts {
  readonly loading: string;
  readonly failed: string;
  readonly empty: string;
}

/**
 * A paged list of members (friends, subscribers, subscriptions…) on the paged-list machine, shown as every
 * paged list is (PagedListView: loader, failure with «Повторить», empty text, «Показать ещё»): each a link
 * to their profile with their picture and name, `details` beneath the name and `actions` beside it.
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
  return (
    <PagedListView list={list} texts={{ ...texts, retry: ruFriends.retry, more: ruFriends.more }}>
      {(rows) => (
        <ul className={css.list} data-members={kind}>
          {rows.map((member) => (
            <li key={member.id} className={css.row} data-member-id={member.id}>
              <AnchorLink to="/profile/$id" params={{ id: member.id }} className={css.link}>
                <Group gap="sm" wrap="nowrap">
                  <MemberAvatar member={member} />
                  <div>
                    {/* Named by all it shows, «Открыть профиль: » first (an aria-label would hide the details
                        and break WCAG 2.5.3, axe's label-content-name-mismatch). */}
                    <span className="mir-visually-hidden">{ruFriends.openPrefix}</span>
                    <Text fw={500}>{member.name}</Text>
                    {details?.(member)}
                  </div>
                </Group>
              </AnchorLink>
              {actions?.(member)}
            </li>
          ))}
        </ul>
      )}
    </PagedListView>
  );
}
