import { Anchor, type AnchorProps, Button, type ButtonProps } from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import type { AnchorHTMLAttributes, Ref } from "react";

type AnchorElementProps = AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

// Mantine's `component={Link}` loses the router's typing of `params` and `search`; createLink keeps it.

/** A Mantine button that is a router link (typed `to`, `params`, `search`). */
export const ButtonLink = createLink((props: ButtonProps & AnchorElementProps) => (
  <Button component="a" {...props} />
));

/** A Mantine anchor that is a router link. */
export const AnchorLink = createLink((props: AnchorProps & AnchorElementProps) => <Anchor {...props} />);
