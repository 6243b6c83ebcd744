import { createContext, useContext } from "react";

// The message list is one tab stop (WAI-ARIA APG, "Keyboard Navigation Inside Components": a roving
// tabindex): the message that has it takes Tab, its own actions follow it, and the others' are reached by
// the arrows (./message-list.tsx). What is inside a message asks here whether it takes Tab.

/** 0 inside the message that is the list's tab stop, -1 inside every other; undefined outside a list. */
export const RowTabIndex = createContext<0 | -1 | undefined>(undefined);

/** The tabIndex of a control inside a message (reaction, menu, file link, player, retry). */
export const useRowTabIndex = () => useContext(RowTabIndex);
