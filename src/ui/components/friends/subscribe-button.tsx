import { Alert, Button } from "@mantine/core";
import { useActorRef, useSelector } from "@xstate/react";
import type { subscriptionMachine } from "../../../machines/friends/subscription.machine";
import {
  selectSubscribed,
  selectSubscriptionProblem,
  selectSubscriptionSaving,
} from "../../../machines/friends/subscription.selectors";
import { ruFriends as t } from "../../i18n/ru.friends";

/**
 * «Подписаться» / «Отписаться» on a member's profile: following them without asking to be friends. Live:
 * a change in another tab of the viewer's moves it at once (the profile's counters follow the same events).
 */
export function SubscribeButton({
  logic,
  viewerId,
  userId,
  subscribed,
}: {
  /** The subscription machine with the app's calls and socket (`subscriptionLogic`, handed in by the page). */
  logic: typeof subscriptionMachine;
  viewerId: number;
  userId: number;
  subscribed: boolean;
}) {
  const subscription = useActorRef(logic, { input: { viewerId, userId, subscribed } });
  const following = useSelector(subscription, selectSubscribed);
  const saving = useSelector(subscription, selectSubscriptionSaving);
  const problem = useSelector(subscription, selectSubscriptionProblem);
  return (
    <div>
      <Button
        variant={following ? "default" : "light"}
        loading={saving}
        aria-pressed={following}
        onClick={() =>
          subscription.send({ type: following ? "subscription.unfollow" : "subscription.follow" })
        }
      >
        {following ? t.unsubscribe : t.subscribe}
      </Button>
      {problem ? (
        <Alert color="red" role="alert" p="xs" mt="xs">
          {problem.message}
        </Alert>
      ) : null}
    </div>
  );
}
