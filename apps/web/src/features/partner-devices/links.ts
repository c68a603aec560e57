import { pathFor } from '../../lib/paths.ts';

/** The device list opened on one group (the browse screen keeps its group in the URL). */
export const groupLink = (id: number) => `${pathFor('partner-zone.device.devices.index')}?group=${id}`;
