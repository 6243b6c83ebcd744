import { Text } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { type KeyboardEvent, useCallback, useEffect, useRef } from "react";
import type { StructureNode } from "../../../api/schema/structure";
import { selectFocusedId, selectFocusRequested } from "../../../machines/structure/structure.selectors";
import type { StructureTreeActor } from "../../app/wiring/structure";
import { AnchorLink } from "../../components/links";
import { MemberAvatar } from "../../components/members/member-badge";
import { ruStructure } from "../../i18n/ru.structure";
import css from "./structure-page.module.css";

const t = ruStructure.tree;

// What both faces of the tree share (the drawing on a wide screen, the outline on a narrow one): the keys of
// the WAI-ARIA tree pattern, the browser's focus following the machine's, and a node's face.

type Sent = Parameters<StructureTreeActor["send"]>[0];

const keyEvents: Readonly<Record<string, Sent>> = {
  ArrowDown: { type: "structure.move", to: "next" },
  ArrowUp: { type: "structure.move", to: "previous" },
  Home: { type: "structure.move", to: "first" },
  End: { type: "structure.move", to: "last" },
  ArrowRight: { type: "structure.expand" },
  ArrowLeft: { type: "structure.collapse" },
};

/**
 * The focus of a tree: the node the machine focuses, the keys that move it (Enter opens the member's
 * profile), and whether the browser's focus should follow it — after a key pressed in the tree, or when
 * the search asked for it — so that a node coming on screen takes it then, and not when it merely
 * scrolls into view.
 */
export function useTreeFocus(tree: StructureTreeActor, nodes: Readonly<Record<number, StructureNode>>) {
  const focusedId = useSelector(tree, selectFocusedId);
  const requested = useSelector(tree, selectFocusRequested);
  const following = useRef(false);
  const navigate = useNavigate();
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const sent = keyEvents[event.key];
      if (sent) {
        event.preventDefault();
        following.current = true;
        tree.send(sent);
      } else if (event.key === "Enter") {
        const member = nodes[focusedId]?.user;
        // Enter on a button inside the tree (a failed branch's «Повторить») is that button's.
        if (!member || !(event.target as HTMLElement).matches("[role=treeitem]")) return;
        event.preventDefault();
        void navigate({ to: "/profile/$id", params: { id: member.id } });
      }
    },
    [tree, nodes, focusedId, navigate],
  );
  /** Whether the focused node, once on screen, should take the browser's focus. */
  const wanted = useCallback(() => following.current || tree.getSnapshot().context.focusRequested, [tree]);
  /**
   * Whether the view should bring the focused node into sight: it is to take the browser's focus, or has
   * just taken it (a node takes it in its own effect, which runs before its tree's).
   */
  const shows = useCallback(() => {
    const active = document.activeElement as HTMLElement | null;
    return wanted() || active?.dataset.nodeId === String(tree.getSnapshot().context.focusedId);
  }, [wanted, tree]);
  /** The focused node took the browser's focus: the keys' wish is met. */
  const taken = useCallback(() => {
    following.current = false;
  }, []);
  return { focusedId, requested, onKeyDown, wanted, taken, shows };
}

/**
 * Gives the browser's focus to `element` when it is the focused node and the tree wants it (its effect
 * runs when the node comes on screen or becomes the focused one). The browser then scrolls it into sight
 * — the page, and the outline's list — unless `keepScroll` (the drawing pans instead: its viewport must
 * not scroll), where only the drawing as a whole is brought into the page's sight.
 */
export function useTakesFocus(
  element: { current: HTMLElement | null },
  focused: boolean,
  focus: Pick<ReturnType<typeof useTreeFocus>, "wanted" | "taken">,
  keepScroll = false,
) {
  const { wanted, taken } = focus;
  useEffect(() => {
    const node = element.current;
    if (!focused || !node || !wanted()) return;
    node.focus({ preventScroll: keepScroll });
    if (keepScroll) node.closest("[data-structure-drawing]")?.scrollIntoView?.({ block: "nearest" });
    taken();
  }, [focused, element, wanted, taken, keepScroll]);
}

/** A node's face: picture, name (a link to the profile; Enter does the same from the keyboard), counts. */
export function NodeFace({ node }: { node: StructureNode | undefined }) {
  const member = node?.user;
  return (
    <span className={css.face}>
      {member ? <MemberAvatar member={member} size={32} /> : <span className={css.noAvatar} />}
      <span className={css.faceText}>
        {member ? (
          <AnchorLink
            to="/profile/$id"
            params={{ id: member.id }}
            tabIndex={-1}
            size="sm"
            className={css.name}
          >
            {member.name}
          </AnchorLink>
        ) : (
          <Text span size="sm" c="dimmed" className={css.name}>
            {node ? t.deleted : ""}
          </Text>
        )}
        <Text span size="xs" c="dimmed" className={css.counts} data-node-counts="">
          {node ? t.counts(node.invited, node.total) : ""}
        </Text>
      </span>
    </span>
  );
}
