import "../../components/mantine-styles";
import { Avatar, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { SessionUser } from "../../../api/schema/account";
import type { Profile } from "../../../api/schema/profile";
import type { ProfileDetails } from "../../../api/schema/settings";
import type { PublicUser } from "../../../api/schema/user";
import type { Problem } from "../../../machines/lib/problem";
import { selectIsAdmin, selectUser } from "../../../machines/session/session.selectors";
import { favoriteLogic } from "../../app/wiring/favorites";
import { friendshipLogic, subscriptionLogic } from "../../app/wiring/friends";
import { memberRolesLogic } from "../../app/wiring/people";
import { liveProfileLogic, liveViewedProfileLogic, profileLogic } from "../../app/wiring/profile";
import { dateLabel, fullDateLabel, momentLabel } from "../../components/dates/format";
import { useNow } from "../../components/dates/moment";
import { ErrorScreen } from "../../components/error-screen";
import { FavoriteButton } from "../../components/favorites/favorite-button";
import { ProblemAlert } from "../../components/form/fields";
import { FriendshipActions } from "../../components/friends/friendship-actions";
import { SubscribeButton } from "../../components/friends/subscribe-button";
import { AnchorLink, ButtonLink } from "../../components/links";
import { MemberRoles } from "../../components/members/member-roles";
import { useResource } from "../../components/use-resource";
import { ru } from "../../i18n/ru";
import { ruAccount, ruProfilePage, ruVisitorProfile } from "../../i18n/ru.account";
import { ruFriends } from "../../i18n/ru.friends";
import { ruPrivacy, ruProfileDetails } from "../../i18n/ru.settings";
import { useSession } from "../../session/hooks";
import css from "./profile.module.css";
import { ProfileEdit } from "./profile-edit";

/**
 * /profile/{id}: kept alive (spec §2), so the id comes as a prop rather than from route hooks (the route
 * keys it by id: another member is another instance). `editing` is the `type=edit` mode (spec §2),
 * which its guard opens to the owner only.
 */
export function ProfilePage({ id, editing }: { id: number; editing: boolean }) {
  const me = useSession(selectUser);
  const own = me?.id === id;
  return (
    <div data-keepalive="profile" data-profile-id={id} data-editing={editing || undefined}>
      {editing && own && me ? (
        <ProfileEditLoaded user={me} />
      ) : (
        // Read again for whoever looks now: a visitor who logs in here comes back to where they stand.
        <ProfileView key={me?.id ?? "visitor"} id={id} own={own} visitor={!me} />
      )}
    </div>
  );
}

/** The edit form once the profile's own words are read (the session holds the name and photo only). */
function ProfileEditLoaded({ user }: { user: SessionUser }) {
  const { data: profile, problem, reload } = useResource(profileLogic, { id: user.id });
  if (profile) return <ProfileEdit user={user} details={profile.details} />;
  if (problem) return <LoadFailed problem={problem} reload={reload} />;
  return <ProfileSkeleton busy />;
}

function LoadFailed({ problem, reload }: { problem: Problem; reload: () => void }) {
  return (
    <Stack gap="md" className={css.card}>
      <ProblemAlert problem={problem} title={ruProfilePage.loadFailed} />
      <Button onClick={reload} style={{ alignSelf: "flex-start" }}>
        {ruAccount.retry}
      </Button>
    </Stack>
  );
}

/** The logic a profile is read with: the view counted for a member looking at another's, live for members. */
const profileLogicFor = (own: boolean, visitor: boolean) =>
  visitor ? profileLogic : own ? liveProfileLogic : liveViewedProfileLogic;

/** The member's profile, read through a resource machine (`GET /api/users/profile/{id}`). */
function ProfileView({ id, own, visitor }: { id: number; own: boolean; visitor: boolean }) {
  // Another member's profile counts the view as it opens; one's own never does, nor a visitor's (the
  // contract's `recordProfileView`). Live counters: a follow, an unfollow or a friendship change of the
  // viewer's asks the profile again.
  const { data: profile, loading, problem, reload } = useResource(profileLogicFor(own, visitor), { id });
  const me = useSession(selectUser);
  // One's own card follows the session, so a saved name or photo shows at once.
  const user: PublicUser | undefined = own && me ? me : profile?.user;

  if (problem?.status === 404) {
    return <ErrorScreen status={404} message={ru.errors.profileNotFound} showMessage />;
  }
  if (problem && !user) return <LoadFailed problem={problem} reload={reload} />;
  if (!user) return <ProfileSkeleton busy={loading} />;
  return <ProfileCard user={user} own={own} profile={profile} viewerId={me?.id} reload={reload} />;
}

function ProfileCard({
  user,
  own,
  profile,
  viewerId,
  reload,
}: {
  user: PublicUser;
  own: boolean;
  profile: Profile | undefined;
  viewerId: number | undefined;
  reload: () => void;
}) {
  // Administrators give and take roles right here, as on /admin/users (spec §4 Role change).
  const viewerIsAdmin = useSession(selectIsAdmin);
  return (
    <Paper withBorder radius="lg" className={css.card} component="section" aria-labelledby="profile-name">
      <div className={css.head}>
        <Avatar
          src={user.avatar}
          name={user.name}
          color="initials"
          size={96}
          radius={96}
          alt={ruProfilePage.avatarAlt(user.name)}
        />
        <Stack gap={6} className={css.who}>
          <Title order={1} id="profile-name" className={css.name} data-profile-name="">
            {user.name}
          </Title>
          {!own && profile ? <Presence presence={profile.presence} /> : null}
          <Text size="sm" c="dimmed">
            {ruProfilePage.since} {dateLabel(user.createdAt)}
          </Text>
          {viewerIsAdmin ? (
            <MemberRoles logic={memberRolesLogic} member={user} align="start" />
          ) : user.roles.length > 0 ? (
            <Group gap={6} component="ul" aria-label={ruProfilePage.rolesLabel} className={css.roles}>
              {user.roles.map((role) => (
                <Badge key={role.id} component="li" variant="light" color={role.id === 1 ? "red" : "indigo"}>
                  {role.name}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Stack>
      </div>
      {profile ? <ProfileDetailsView details={profile.details} /> : null}
      {profile && viewerId === undefined ? <VisitorCounters counters={profile.counters} /> : null}
      {profile && viewerId !== undefined ? (
        <Group gap="md" className={css.counters}>
          {profile.friendsVisible ? (
            <AnchorLink to="/profile/$id/friends" params={{ id: user.id }} size="sm">
              {ruFriends.friendsCount(profile.counters.friends)}
            </AnchorLink>
          ) : (
            <Text size="sm" title={ruPrivacy.friendsHidden} data-counter="friends-hidden">
              {ruFriends.friendsCount(profile.counters.friends)}
            </Text>
          )}
          {!own && profile.friendsVisible && profile.counters.mutual > 0 ? (
            <AnchorLink
              to="/profile/$id/friends"
              params={{ id: user.id }}
              search={{ type: "mutual" }}
              size="sm"
            >
              {ruFriends.mutualCount(profile.counters.mutual)}
            </AnchorLink>
          ) : null}
          <AnchorLink to="/profile/$id/subscribers" params={{ id: user.id }} size="sm">
            {ruFriends.subscribersCount(profile.counters.subscribers)}
          </AnchorLink>
          <AnchorLink to="/profile/$id/subscriptions" params={{ id: user.id }} size="sm">
            {ruFriends.subscriptionsCount(profile.counters.subscriptions)}
          </AnchorLink>
          <Text size="sm" c="dimmed" data-counter="views">
            {ruFriends.viewsCount(profile.counters.views)}
          </Text>
        </Group>
      ) : null}
      {!own && profile && viewerId !== undefined ? (
        <div className={css.actions}>
          <FriendshipActions
            logic={friendshipLogic}
            viewerId={viewerId}
            friendId={user.id}
            state={profile.friendship}
            onChanged={reload}
            canWrite={profile.canWrite}
          />
          {/* Following without asking: a friend, or someone asked (refused or not), is followed already —
              the friendship's own button unsubscribes then (issue 28). */}
          {profile.friendship === "none" || profile.friendship === "incoming" ? (
            <SubscribeButton
              logic={subscriptionLogic}
              key={`${profile.friendship}:${profile.subscribed}`}
              viewerId={viewerId}
              userId={user.id}
              subscribed={profile.subscribed}
            />
          ) : null}
          <FavoriteButton
            logic={favoriteLogic}
            key={`favorite:${profile.favorite}`}
            target={{ kind: "member", targetId: user.id }}
            favorite={profile.favorite}
          />
        </div>
      ) : null}
      {profile && viewerId === undefined ? <VisitorActions id={user.id} /> : null}
      {own ? (
        <div className={css.actions}>
          <ButtonLink to="/profile/$id" params={{ id: user.id }} search={{ type: "edit" }}>
            {ruProfilePage.edit}
          </ButtonLink>
          <ButtonLink to="/profile/$id/settings" params={{ id: user.id }} variant="default">
            {ruProfilePage.settings}
          </ButtonLink>
        </div>
      ) : null}
    </Paper>
  );
}

/**
 * The counters as a visitor reads them: plain words, for the pages behind them (friends, subscribers)
 * open to members only (spec §6).
 */
function VisitorCounters({ counters }: { counters: Profile["counters"] }) {
  return (
    <Group gap="md" className={css.counters} data-counters="visitor">
      <Text size="sm">{ruFriends.friendsCount(counters.friends)}</Text>
      <Text size="sm">{ruFriends.subscribersCount(counters.subscribers)}</Text>
      <Text size="sm">{ruFriends.subscriptionsCount(counters.subscriptions)}</Text>
      <Text size="sm" c="dimmed" data-counter="views">
        {ruFriends.viewsCount(counters.views)}
      </Text>
    </Group>
  );
}

/** What a visitor may do here: log in (and come back to this profile) or join. */
function VisitorActions({ id }: { id: number }) {
  return (
    <Stack gap="xs" className={css.visitor} data-visitor-actions="">
      <Text size="sm">{ruVisitorProfile.hint}</Text>
      <div className={css.actions}>
        <ButtonLink to="/auth" search={{ page: "auth", redirect: `/profile/${id}` }}>
          {ruVisitorProfile.signIn}
        </ButtonLink>
        <ButtonLink to="/auth" search={{ page: "reg" }} variant="default">
          {ruVisitorProfile.register}
        </ButtonLink>
      </div>
    </Stack>
  );
}

/** City, birthday, about and interests, as far as the member told them. */
function ProfileDetailsView({ details }: { details: ProfileDetails }) {
  const { about, city, birthday, interests } = details;
  if (!about && !city && !birthday && interests.length === 0) return null;
  return (
    <Stack gap={6} className={css.details} data-profile-details="">
      {city ? <Text size="sm">{ruProfileDetails.cityLine(city)}</Text> : null}
      {birthday ? <Text size="sm">{ruProfileDetails.birthdayLine(fullDateLabel(birthday))}</Text> : null}
      {about ? (
        <Text size="sm" className={css.about}>
          {about}
        </Text>
      ) : null}
      {interests.length > 0 ? (
        <Group gap={6} component="ul" aria-label={ruProfileDetails.interestsLabel} className={css.roles}>
          {interests.map((topic) => (
            <Badge key={topic} component="li" variant="outline" color="gray" tt="none">
              {topic}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}

/** «В сети» with a green dot, or when they were last here (nothing when never seen). */
function Presence({ presence }: { presence: Profile["presence"] }) {
  const lastSeen = useNow((now) => (presence.lastSeenAt ? momentLabel(presence.lastSeenAt, now) : ""));
  if (presence.online) {
    return (
      <Text size="sm" className={css.online} data-presence="online">
        {ruFriends.online}
      </Text>
    );
  }
  if (!presence.lastSeenAt) return null;
  return (
    <Text size="sm" c="dimmed" data-presence="away">
      {ruFriends.lastSeen(lastSeen)}
    </Text>
  );
}

function ProfileSkeleton({ busy }: { busy: boolean }) {
  return (
    // role="status": a plain div may not carry aria-label (axe: aria-prohibited-attr), a status region may.
    <Paper
      withBorder
      radius="lg"
      className={css.card}
      role="status"
      aria-busy={busy}
      aria-label={ruProfilePage.loading}
    >
      <div className={css.head}>
        <Skeleton circle height={96} width={96} />
        <Stack gap="xs" className={css.who}>
          <Skeleton height={28} width="60%" />
          <Skeleton height={14} width="40%" />
          <Skeleton height={20} width="30%" />
        </Stack>
      </div>
    </Paper>
  );
}
