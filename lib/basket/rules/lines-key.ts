/**
 * The localStorage key under which this device remembers how many lines the visitor's basket had
 * (./loading-hint.ts). A module of its own: the header's counter, on every page, needs only the name.
 */
export const BASKET_LINES_KEY = 'basket-lines'
