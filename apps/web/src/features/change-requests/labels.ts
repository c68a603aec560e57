/** Status badge colours of a change request. */
export const CHANGE_STATUS_COLORS = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;
