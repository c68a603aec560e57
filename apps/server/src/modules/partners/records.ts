import { records } from '../../core/data/records.ts';
import { erpCustomers, partnerChangeRequests } from './tables.ts';

/** The partners area's rows, each written through the one audited path (issue 15). */
/** ERP customers, written by the customer pull (the ERP area) through this area's path. */
export const erpCustomerRecords = records(erpCustomers, 'erp_customer');

export const CHANGE_REQUEST_RECORD = 'partner_change_request';
export const changeRequestRecords = records(partnerChangeRequests, CHANGE_REQUEST_RECORD);
