declare module "@tanstack/react-router" {
  interface HistoryState {
    /**
     * Set on the entry the verification link leads to (/welcome): the address has just been confirmed.
     * History state, not the address: a later visit of /welcome (typed, a bookmark) does not carry it.
     */
    verified?: true;
  }
}

/** The history state of /welcome right after the verification link: «Ваш адрес подтверждён». */
export const justVerified = { verified: true } as const;
