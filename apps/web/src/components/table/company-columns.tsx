import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';

type Named = { name: string } | null;
type CompanyRow = { id: number; address_city: string; address_province: Named; business_area: Named };

/**
 * Where a company works: city, province and business area, as the contractors and partners
 * lists show them (sortable, fewer on narrow screens).
 */
export function companyPlaceColumns<T extends CompanyRow>(t: TFunction): DataTableColumn<T>[] {
  return [
    {
      accessor: 'address_city',
      title: t('fields.city'),
      sortable: true,
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
    },
    {
      accessor: 'province',
      title: t('fields.province'),
      sortable: true,
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
      render: (c) => c.address_province?.name ?? '',
    },
    {
      accessor: 'business_area',
      title: t('fields.businessArea'),
      sortable: true,
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
      render: (c) => c.business_area?.name ?? '',
    },
  ];
}
