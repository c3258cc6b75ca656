/** The shop's clock: its days, cut-off times and every date a visitor reads are Brussels time. */
export const SHOP_TIME_ZONE = 'Europe/Brussels'
