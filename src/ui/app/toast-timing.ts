/** Spec §9: the toast layer is cleared 200 ms after the last toast leaves (its exit animation's length). */
export const toastLayerClearMs = 200;
