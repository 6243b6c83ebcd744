import { Anchor, type AnchorProps, Button, type ButtonProps } from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import type { AnchorHTMLAttributes, Ref } from "react";

type AnchorElementProps = AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

// Mantine's `component={Link}` loses the router's typing of `params` and `search`; createLink keeps it.

/** A Mantine button that is a router link (typed `to`, `params`, `search`). */
export const ButtonLink = createLink((props: ButtonProps & AnchorElementProps) => (
  <Button component="a" {...props} />
));

/**
 * A Mantine anchor that is a router link. Underlined: our anchors sit inside sentences, where a link must not
 * be told apart by its colour alone (WCAG 1.4.1; in the dark scheme the colours are too close).
 */
export const AnchorLink = createLink((props: AnchorProps & AnchorElementProps) => (
  <Anchor underline="always" {...props} />
));
